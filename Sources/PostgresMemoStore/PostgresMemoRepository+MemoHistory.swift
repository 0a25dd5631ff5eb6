import MemoStore

/// One memo's past, read from the undo history's snapshots (`change_memos`).
extension PostgresMemoRepository {
    /// The recorded commands that touched the user's memo `id`, oldest first, each with the
    /// memo just before it, and the memo as it is now.
    public func memoHistory(id: Int64, for user: User) throws -> MemoHistory {
        try reading { try readMemoHistory(id: id, for: user) }
    }

    /// `memoHistory`, read in the transaction the caller holds.
    private func readMemoHistory(id: Int64, for user: User) throws -> MemoHistory {
        let entries = try storeErrors {
            // The user's entries (at most the history's depth) through `changes_by_user_id`,
            // each probing `change_memos`' primary key for this memo: no index on memo_id is needed.
            let result = try connection.execute(
                """
                SELECT \(Self.changeColumns), m.memo_id IS NOT NULL AND NOT m.created_by_change, \(Self.snapshotColumns)
                FROM changes c LEFT JOIN change_memos m ON m.change_id = c.id AND m.memo_id = $2
                WHERE c.user_id = $1 AND (m.memo_id IS NOT NULL OR $2 BETWEEN c.added_from AND c.added_to)
                ORDER BY c.id
                """, [String(user.id), String(id)])
            let own = (0..<result.rowCount).map { row in
                MemoHistory.Entry(
                    change: Self.readChange(result, row),
                    before: result.bool(row, 7) ? Self.readMemo(result, row, from: 8, blocked: false) : nil)
            }
            return (own + (try othersEntries(memo: id, for: user))).sorted { $0.change.id < $1.change.id }
        }
        return try MemoHistory(memoID: id, entries: entries) { try memo(id: id, for: user) }
    }

    /// The entries other users made on memo `id` that the user may read
    /// (`PostgresSchemaVersion22`): in a project shared between them, each naming its author.
    private func othersEntries(memo id: Int64, for user: User) throws -> [MemoHistory.Entry] {
        let result = try connection.execute(
            """
            SELECT m.change_id, m.kind, 1, m.shown_id, coalesce(m.title, ''), \(Self.seconds("m.time")), m.origin, m.saved,
                \(Self.snapshotColumns), m.author
            FROM \(PostgresSchemaVersion22.view) m WHERE m.viewer_id = $1 AND m.shown_id = $2
            """, [String(user.id), String(id)])
        return (0..<result.rowCount).map { row in
            MemoHistory.Entry(
                change: Self.readChange(result, row).by(PostgresText.read(result.string(row, 29))),
                before: result.bool(row, 7) ? Self.readMemo(result, row, from: 8, blocked: false) : nil)
        }
    }

    /// The ids of the user's memos with these uuids, by uuid; unknown uuids are left out.
    public func memoIDs(uuids: [String], for user: User) throws -> [String: Int64] {
        try storeErrors { try dependencies(for: user).ids(of: uuids) }
    }

    /// A snapshot's columns (`change_memos` as `m`) in the order `readMemo` expects, without `blocked`.
    static let snapshotColumns = PostgresMemoColumns.select(of: "m.")
}
