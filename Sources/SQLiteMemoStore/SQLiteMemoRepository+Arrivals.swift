import MemoStore

/// What a sync brings is a history entry of its own (`MemoChangeKind.sync`): one entry a sync
/// for each origin, the machines that made what it brings (`SyncOutcome.origin`, `laptop`) or
/// else the remote, and each other user who made it (`SyncOutcome.author`), holding each memo it changed or deleted as it was just before, and the ids
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
        /// The other user who made it (`SyncOutcome.author`); `nil`: the user, or nobody named.
        var author: String? = nil
    }

    /// Notes `arrivals` (one page of a sync with `remote`, in the sync's transaction) in the
    /// sync's entry of each origin and author, made at the first page that changes anything
    /// here from it.
    func note(_ arrivals: [Arrival], from remote: SyncRemote, for user: User) throws {
        var sources: [ArrivalSource] = []
        var bySource: [ArrivalSource: [Arrival]] = [:]
        for arrival in arrivals {
            let source = ArrivalSource(origin: arrival.origin ?? remote.url, author: arrival.author)
            if bySource[source] == nil { sources.append(source) }
            bySource[source, default: []].append(arrival)
        }
        for source in sources { try note(bySource[source] ?? [], from: source, for: user) }
    }

    /// Where an arrival's entry says it came from: the machines (or the remote), and the
    /// other user who made it.
    struct ArrivalSource: Hashable {
        let origin: String
        let author: String?
    }

    // MARK: - Private

    /// Notes `arrivals`, all from `source`, in the sync's entry of that source.
    private func note(_ arrivals: [Arrival], from source: ArrivalSource, for user: User) throws {
        guard let first = arrivals.first, let named = first.after ?? first.before else { return }
        let entry: Int64
        if let open = arrivalEntries[source] {
            entry = open
        } else {
            try connection.run(
                "INSERT INTO changes(user_id, kind, memo_count, time, memo_id, memo_title, origin, author) VALUES (?, ?, 0, ?, ?, ?, ?, ?)",
                [.integer(user.id), .text(MemoChangeKind.sync.rawValue), .integer(Timestamp.now().secondsSince1970),
                 .integer(named.id), .text(named.title), .text(source.origin), .optionalText(source.author)])
            entry = connection.lastInsertedRowID
            arrivalEntries[source] = entry
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
