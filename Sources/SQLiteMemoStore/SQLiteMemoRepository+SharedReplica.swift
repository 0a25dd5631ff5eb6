import MemoStore

/// The replica's side of syncing memos other users share with its user (`SyncReplica`), in the
/// tables of schema version 15: shared memos are rows of `memos` with an `owner`, and
/// `sync_shared` holds the hub's number for each as it was last taken.
extension SQLiteMemoRepository {
    public func sharedVersions(for remote: SyncRemote) throws -> [String: (owner: String, number: Int64)] {
        let rows = try connection.rows("SELECT uuid, owner, number FROM sync_shared WHERE hub_id = ?", [.integer(remote.id)]) {
            (uuid: $0.string(0), owner: $0.string(1), number: $0.int64(2))
        }
        return Dictionary(rows.map { ($0.uuid, (owner: $0.owner, number: $0.number)) }, uniquingKeysWith: { first, _ in first })
    }

    public func sharedAwaitingMerge(for remote: SyncRemote) throws -> Bool {
        try connection.firstRow(Self.sharedAwaitingMergeSQL, [.integer(remote.id)]) { _ in true } ?? false
    }

    /// Whether a shared memo of hub `?` waits to be merged again: one probe of `sync_shared_to_merge`
    /// (named: without statistics SQLite takes the primary key, and reads every shared memo).
    static let sharedAwaitingMergeSQL = "SELECT 1 FROM sync_shared INDEXED BY sync_shared_to_merge WHERE hub_id = ? AND number = 0 LIMIT 1"

    public func sharedUUIDs(among uuids: [String], for remote: SyncRemote, user: User) throws -> Set<String> {
        guard !uuids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: uuids.count).joined(separator: ", ")
        let keys = uuids.map(SQLiteValue.text)
        return Set(try connection.rows(
            "SELECT uuid FROM memos WHERE user_id = ? AND owner IS NOT NULL AND uuid IN (\(marks))"
                + " UNION SELECT uuid FROM sync_shared WHERE hub_id = ? AND uuid IN (\(marks))",
            [.integer(user.id)] + keys + [.integer(remote.id)] + keys) { $0.string(0) })
    }

    public func noteShared(
        _ versions: [String: (owner: String, number: Int64)], bases: [String: (memo: Memo?, stamps: MemoStamps)], for remote: SyncRemote
    ) throws {
        for (uuid, version) in versions {
            try connection.run(
                "INSERT OR REPLACE INTO sync_shared(hub_id, uuid, owner, number) VALUES (?, ?, ?, ?)",
                [.integer(remote.id), .text(uuid), .text(version.owner), .integer(version.number)])
        }
        for (uuid, base) in bases {
            if let memo = base.memo {
                try storeBase(memo, deleted: false, stamps: base.stamps, for: remote)
            } else {
                try connection.run("DELETE FROM sync_base WHERE hub_id = ? AND uuid = ?", [.integer(remote.id), .text(uuid)])
            }
        }
    }

    public func dropShared(_ uuids: [String], for remote: SyncRemote, user: User) throws -> [Memo] {
        var dropped: [Memo] = []
        for uuid in uuids {
            if let memo = try connection.firstRow(
                "SELECT \(SQLiteMemoRow.columns) FROM memos WHERE user_id = ? AND uuid = ? AND owner IS NOT NULL",
                [.integer(user.id), .text(uuid)], SQLiteMemoRow.read) {
                try connection.run("DELETE FROM memos WHERE id = ?", [.integer(memo.id)])
                try didRemove(memo, for: user)
                // Its base stays, as a deletion's: shared again, it comes back under its id.
                try storeBase(memo, deleted: true, stamps: MemoStamps(), for: remote)
                dropped.append(memo)
            }
            for table in ["sync_shared", "sync_pending"] {
                try connection.run("DELETE FROM \(table) WHERE hub_id = ? AND uuid = ?", [.integer(remote.id), .text(uuid)])
            }
        }
        return dropped
    }

    public func disown(_ uuids: [String], for remote: SyncRemote, user: User) throws {
        for uuid in uuids {
            try connection.run("UPDATE memos SET owner = NULL WHERE user_id = ? AND uuid = ?", [.integer(user.id), .text(uuid)])
            for table in ["sync_shared", "sync_base"] {
                try connection.run("DELETE FROM \(table) WHERE hub_id = ? AND uuid = ?", [.integer(remote.id), .text(uuid)])
            }
            try connection.run("INSERT OR IGNORE INTO sync_pending(hub_id, uuid) VALUES (?, ?)", [.integer(remote.id), .text(uuid)])
        }
    }

    public func setShares(_ shares: [ProjectShare], for remote: SyncRemote) throws {
        try connection.run("UPDATE sync_hubs SET shares = ? WHERE id = ?", [.text(ProjectShare.text(of: shares)), .integer(remote.id)])
    }

    /// Marks the memo `id` as `owner`'s, shared with the user (`nil`: the user's own).
    func setOwner(_ owner: String?, ofMemo id: Int64) throws {
        try connection.run("UPDATE memos SET owner = ? WHERE id = ?", [.optionalText(owner), .integer(id)])
    }
}
