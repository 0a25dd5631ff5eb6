import MemoStore

/// The undo history: each data-changing command is one `changes` row plus what undoing it
/// needs (every field of the memos as they were before, and the range of ids it added),
/// written in the same transaction as the change itself. It keeps facts, not sentences: the
/// view phrases them.
extension SQLiteMemoRepository {
    public func history(limit: Int, for user: User) throws -> [MemoChange] {
        try connection.rows(
            "SELECT \(Self.changeColumns) FROM changes WHERE user_id = ? ORDER BY id DESC LIMIT ?",
            [.integer(user.id), .integer(Int64(max(0, limit)))], Self.readChange)
    }

    public func undoLastChange(for user: User) throws -> MemoChange {
        try MemoUndo(SQLiteMemoWriteStorage(repository: self)).undoLastChange(for: user)
    }

    // MARK: - Internal

    /// Records a command inside the caller's transaction and drops what falls off the end
    /// of the user's history.
    /// - parameters:
    ///   - first: the first memo the command touched, as the command left it (as it was, for `rm`).
    ///   - added: the ids of the memos it created, first and last (one transaction, so a range).
    ///   - memos: the memos it changed or deleted, as they were before.
    func record(
        _ kind: MemoChangeKind, count: Int, first: Memo, for user: User,
        added: (Int64, Int64)? = nil, before memos: [Memo]
    ) throws {
        try connection.run(
            "INSERT INTO changes(user_id, kind, memo_count, time, added_from, added_to, memo_id, memo_title)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [.integer(user.id), .text(kind.rawValue), .integer(Int64(count)),
             .integer(Timestamp.now().secondsSince1970), added.map { .integer($0.0) } ?? .null,
             added.map { .integer($0.1) } ?? .null, .integer(first.id), .text(first.title)])
        let changeID = connection.lastInsertedRowID
        commandEntries.note(changeID)
        for memo in memos {
            try connection.run(
                "INSERT INTO change_memos(change_id, memo_id, uuid, \(SQLiteMemoRow.fieldColumns))"
                    + " VALUES (?, ?, ?, \(SQLiteMemoRow.fieldPlaceholders))",
                [.integer(changeID), .integer(memo.id), .text(memo.uuid)] + SQLiteMemoRow.fieldValues(memo))
        }
        try trimHistory(for: user)
    }

    /// Drops the entry that a new one of the user's pushed past `MemoLimits.historyDepth`.
    func trimHistory(for user: User) throws {
        // Only the entry that just fell past the limit can be there: one indexed delete.
        try connection.run(
            """
            DELETE FROM changes WHERE id = (
                SELECT id FROM changes WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)
            """,
            [.integer(user.id), .integer(Int64(MemoLimits.historyDepth))])
    }

    // MARK: - Internal (reading entries)

    /// An entry's columns, as `readChange` reads them (seven).
    static let changeColumns = "id, kind, memo_count, time, memo_id, memo_title, origin"

    static func readChange(_ row: SQLiteStatement) -> MemoChange {
        MemoChange(
            id: row.int64(0), kind: MemoChangeKind(rawValue: row.string(1)) ?? .edit, memoCount: Int(row.int64(2)),
            firstMemo: row.isNull(4) ? nil : MemoReference(id: row.int64(4), title: row.string(5)),
            time: Timestamp(secondsSince1970: row.int64(3)), origin: row.optionalString(6))
    }
}
