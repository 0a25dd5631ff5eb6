import MemoStore

/// The hub's side of syncing the memos other users share with a replica's user (`SyncHub`):
/// read through the shares (as `+SharedReading` lists them), written into the owner's rows only
/// where a share as writer covers the memo before and after. Where the hub is shared by roles,
/// the server's policies hold the same line (`PostgresSchemaVersion12`); on a one-role hub the
/// checks here are what keep a replica to its share.
extension PostgresMemoRepository {
    public func sharedVersions(for user: User) throws -> [String: (owner: String, number: Int64)] {
        try storeErrors {
            let rows = try connection.execute(
                "SELECT m.uuid, s.owner_name, m.sync_seq FROM shares s JOIN memos m ON m.user_id = s.owner_id"
                    + " AND (m.project = s.project OR starts_with(m.project, s.project || '.')) WHERE s.grantee_id = $1",
                [String(user.id)])
            var versions: [String: (owner: String, number: Int64)] = [:]
            for row in 0..<rows.rowCount {
                let uuid = PostgresText.read(rows.string(row, 0))
                if versions[uuid] == nil { versions[uuid] = (PostgresText.read(rows.string(row, 1)), rows.int64(row, 2)) }
            }
            return versions
        }
    }

    public func sharedMemos(uuids: [String], for user: User) throws -> [String: (memo: Memo, stamps: MemoStamps)] {
        guard !uuids.isEmpty else { return [:] }
        return try storeErrors {
            let shares = try received(for: user)
            guard !shares.isEmpty else { return [:] }
            let rows = try connection.execute(
                "SELECT stamps, \(Self.memoColumns), user_id FROM memos WHERE user_id = ANY($1::int8[]) AND uuid = ANY($2::text[])",
                [Self.idArray(shares.map(\.owner.id)), PostgresArray.literal(uuids.map(PostgresText.stored))])
            var held: [String: (memo: Memo, stamps: MemoStamps)] = [:]
            for row in 0..<rows.rowCount {
                var memo = Self.readMemo(rows, row, from: 1)
                let ownerID = rows.int64(row, 1 + Self.memoColumnCount)
                // Only what a share covers: an owner's other memos stay the owner's.
                guard held[memo.uuid] == nil,
                      let share = shares.first(where: { $0.owner.id == ownerID && $0.share.covers(project: memo.project) })
                else { continue }
                memo.owner = share.share.owner
                held[memo.uuid] = (memo, MemoStamps(text: PostgresText.read(rows.string(row, 0))))
            }
            return held
        }
    }

    public func storeShared(_ memos: [Memo], stamps: [String: MemoStamps], for user: User) throws {
        guard !memos.isEmpty else { return }
        for memo in memos { try MemoValidation.check(memo) }
        try storeErrors {
            let shares = try received(for: user)
            for memo in memos {
                guard let ownerName = memo.owner, let owner = shares.first(where: { $0.share.owner == ownerName })?.owner,
                      ProjectShare.role(in: shares.map(\.share), owner: ownerName, project: memo.project) == .writer
                else { throw ShareError.refused(memo: memo.id, owner: memo.owner ?? "", role: .reader, deleting: false) }
                let found = try connection.execute(
                    "SELECT id, project FROM memos WHERE user_id = $1 AND uuid = $2", [String(owner.id), PostgresText.stored(memo.uuid)])
                if found.rowCount == 1 {
                    let project = found.optionalString(0, 1).map(PostgresText.read)
                    guard ProjectShare.role(in: shares.map(\.share), owner: ownerName, project: project) == .writer else {
                        throw ShareError.refused(memo: memo.id, owner: ownerName, role: .reader, deleting: false)
                    }
                    try update(memo.withID(found.int64(0, 0)), for: owner)
                    // Last, so the stamps given replace those the write gave the fields it changed.
                    if let given = stamps[memo.uuid], !given.isEmpty {
                        try connection.execute(
                            "UPDATE memos SET stamps = $3 WHERE user_id = $1 AND uuid = $2 AND stamps IS DISTINCT FROM $3",
                            [String(owner.id), PostgresText.stored(memo.uuid), PostgresText.stored(given.text)])
                    }
                } else {
                    _ = try insert(memo, for: owner, stamps: stamps[memo.uuid] ?? MemoStamps())
                }
            }
        }
    }
}
