import MemoStore

/// One memo's past, read from the undo history's snapshots (`change_memos`).
extension SQLiteMemoRepository {
    /// The recorded commands that touched the user's memo `id`, oldest first, each with the
    /// memo just before it, and the memo as it is now.
    public func memoHistory(id: Int64, for user: User) throws -> MemoHistory {
        // One snapshot: the memo as it is now is the one its last entry left.
        try reading { try readMemoHistory(id: id, for: user) }
    }

    /// The ids of the user's memos with these uuids, by uuid; unknown uuids are left out.
    public func memoIDs(uuids: [String], for user: User) throws -> [String: Int64] {
        try dependencies(for: user).ids(of: uuids)
    }

    // MARK: - Internal

    /// The entries that touched memo `?1` of user `?2` (`?3` is the memo again), oldest first,
    /// with the snapshot before each when there is one, and the other user who made it.
    static let memoHistorySQL = """
        SELECT c.id, c.kind, c.memo_count, c.time, c.memo_id, c.memo_title, c.origin,
               m.memo_id, m.uuid, \(snapshotColumns), c.author
        FROM changes c LEFT JOIN change_memos m ON m.change_id = c.id AND m.memo_id = ?
        WHERE c.user_id = ? AND (m.memo_id IS NOT NULL OR ? BETWEEN c.added_from AND c.added_to)
        ORDER BY c.id
        """

    /// Where `memoHistorySQL` has the entry's author: after the snapshot's id, uuid and fields.
    static let authorColumn = Int32(9 + MemoColumn.count - MemoColumn.firstField.rawValue)

    /// A snapshot's columns (`change_memos` as `m`) after its id and uuid, as `SQLiteMemoRow` reads them.
    static let snapshotColumns = MemoColumn.list(from: MemoColumn.firstField, prefix: "m.")

    // MARK: - Private

    /// What `memoHistory` answers, read in the transaction it opens.
    private func readMemoHistory(id: Int64, for user: User) throws -> MemoHistory {
        // The user's entries (at most the history's depth) through `changes_by_user_id`, each
        // probing `change_memos`' primary key for this memo: no index on memo_id is needed.
        let entries = try connection.rows(Self.memoHistorySQL, [.integer(id), .integer(user.id), .integer(id)]) { row in
            MemoHistory.Entry(
                change: Self.readChange(row).by(row.optionalString(Self.authorColumn)),
                before: row.isNull(7) ? nil : SQLiteMemoRow.readSnapshot(row, from: 7))
        }
        return try MemoHistory(memoID: id, entries: entries) { try memo(id: id, for: user) }
    }
}
