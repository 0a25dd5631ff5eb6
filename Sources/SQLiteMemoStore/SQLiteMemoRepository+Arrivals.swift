import MemoStore

/// What a sync brings is a history entry of its own (`MemoChangeKind.sync`): one entry a sync
/// for each origin, the machines that made what it brings (`SyncOutcome.origin`, `laptop`) or
/// else the remote, holding each memo it changed or deleted as it was just before, and the ids
/// of the memos it brought new. The user's own entries keep the memos as their
/// commands found them, so `history` shows what happened here and what arrived, and `undo`
/// tells the two apart.
extension SQLiteMemoRepository {
    /// What one sync changed of one memo here.
    struct Arrival {
        /// The memo as it was here; `nil` when the sync brought it.
        let before: Memo?
        /// The memo as the sync left it; `nil` when the sync deleted it.
        let after: Memo?
        /// Whether the sync gave it a new id (the last of the ids the entry created).
        let isNew: Bool
        /// The machines that made the change (`SyncOutcome.origin`); `nil`: the remote.
        let origin: String?
    }

    /// Notes `arrivals` (one page of a sync with `remote`, in the sync's transaction) in the
    /// sync's entry of each origin, made at the first page that changes anything here from it.
    func note(_ arrivals: [Arrival], from remote: SyncRemote, for user: User) throws {
        var origins: [String] = []
        var byOrigin: [String: [Arrival]] = [:]
        for arrival in arrivals {
            let origin = arrival.origin ?? remote.url
            if byOrigin[origin] == nil { origins.append(origin) }
            byOrigin[origin, default: []].append(arrival)
        }
        for origin in origins { try note(byOrigin[origin] ?? [], from: origin, for: user) }
    }

    // MARK: - Private

    /// Notes `arrivals`, all from `origin`, in the sync's entry of that origin.
    private func note(_ arrivals: [Arrival], from origin: String, for user: User) throws {
        guard let first = arrivals.first, let named = first.after ?? first.before else { return }
        let entry: Int64
        if let open = arrivalEntries[origin] {
            entry = open
        } else {
            try connection.run(
                "INSERT INTO changes(user_id, kind, memo_count, time, memo_id, memo_title, origin) VALUES (?, ?, 0, ?, ?, ?, ?)",
                [.integer(user.id), .text(MemoChangeKind.sync.rawValue), .integer(Timestamp.now().secondsSince1970),
                 .integer(named.id), .text(named.title), .text(origin)])
            entry = connection.lastInsertedRowID
            arrivalEntries[origin] = entry
            try trimHistory(for: user)
        }
        // One transaction, one writer: the memos a sync adds take consecutive ids.
        let added = arrivals.filter(\.isNew).compactMap(\.after?.id)
        try connection.run(
            "UPDATE changes SET memo_count = memo_count + ?, added_from = coalesce(added_from, ?), added_to = coalesce(?, added_to) WHERE id = ?",
            [.integer(Int64(arrivals.count)), added.min().map { .integer($0) } ?? .null, added.max().map { .integer($0) } ?? .null,
             .integer(entry)])
        for before in arrivals.compactMap(\.before) {
            try connection.run(
                "INSERT OR IGNORE INTO change_memos(change_id, memo_id, uuid, \(SQLiteMemoRow.fieldColumns))"
                    + " VALUES (?, ?, ?, \(SQLiteMemoRow.fieldPlaceholders))",
                [.integer(entry), .integer(before.id), .text(before.uuid)] + SQLiteMemoRow.fieldValues(before))
        }
    }
}
