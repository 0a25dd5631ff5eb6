/// The undo history: each data-changing command is one `changes` row plus what undoing it
/// needs (the memos as they were before, or the range of ids it added), written in the same
/// transaction as the change itself.
extension SQLiteMemoRepository {
    public func history(limit: Int, for user: User) throws -> [MemoChange] {
        try connection.rows(
            "SELECT id, kind, summary, memo_count, time FROM changes WHERE user_id = ? ORDER BY id DESC LIMIT ?",
            [.integer(user.id), .integer(Int64(max(0, limit)))], Self.readChange)
    }

    public func undoLastChange(for user: User) throws -> MemoChange {
        try connection.transaction {
            guard let (change, range) = try connection.firstRow(
                "SELECT id, kind, summary, memo_count, time, first_memo_id, last_memo_id FROM changes"
                    + " WHERE user_id = ? ORDER BY id DESC LIMIT 1",
                [.integer(user.id)],
                { row in (Self.readChange(row), row.isNull(5) ? nil : (row.int64(5), row.int64(6))) })
            else { throw MemoStoreError.nothingToUndo }
            switch change.kind {
            case .add, .import:
                if let (first, last) = range {
                    let removed = try counts(ofUser: user, idsFrom: first, to: last)
                    try adjustCounts(of: user, open: -removed.open, done: -removed.done)
                    try unindexText(ofUser: user, idsFrom: first, to: last)
                    try connection.run(
                        "DELETE FROM memos WHERE user_id = ? AND id BETWEEN ? AND ?",
                        [.integer(user.id), .integer(first), .integer(last)])
                }
            case .edit, .modify, .done, .undone:
                for memo in try memosBefore(change) {
                    let current = try self.memo(id: memo.id, for: user)
                    try unindexText(of: current)
                    try indexText(of: memo)
                    try adjustCounts(of: user, for: current, sign: -1)
                    try adjustCounts(of: user, for: memo, sign: 1)
                    try connection.run(
                        "UPDATE memos SET title = ?, body = ?, done = ?, updated = ? WHERE id = ? AND user_id = ?",
                        [.text(memo.title), .text(memo.body), .bool(memo.isDone), .integer(memo.updated.secondsSince1970),
                         .integer(memo.id), .integer(user.id)])
                }
            case .rm:
                for memo in try memosBefore(change) {
                    try connection.run(
                        "INSERT INTO memos(id, user_id, uuid, title, body, done, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [.integer(memo.id), .integer(user.id), .text(memo.uuid), .text(memo.title), .text(memo.body),
                         .bool(memo.isDone), .integer(memo.created.secondsSince1970), .integer(memo.updated.secondsSince1970)])
                    try indexText(of: memo)
                    try adjustCounts(of: user, for: memo, sign: 1)
                }
            }
            try connection.run("DELETE FROM changes WHERE id = ?", [.integer(change.id)])
            return change
        }
    }

    // MARK: - Internal

    /// Records a command inside the caller's transaction and drops what falls off the end
    /// of the user's history.
    func record(
        _ kind: MemoChangeKind, _ summary: String, count: Int, for user: User,
        range: (Int64, Int64)? = nil, before memos: [Memo]
    ) throws {
        try connection.run(
            "INSERT INTO changes(user_id, kind, summary, memo_count, time, first_memo_id, last_memo_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [.integer(user.id), .text(kind.rawValue), .text(summary), .integer(Int64(count)),
             .integer(Timestamp.now().secondsSince1970), range.map { .integer($0.0) } ?? .null,
             range.map { .integer($0.1) } ?? .null])
        let changeID = connection.lastInsertedRowID
        for memo in memos {
            try connection.run(
                "INSERT INTO change_memos(change_id, memo_id, uuid, title, body, done, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [.integer(changeID), .integer(memo.id), .text(memo.uuid), .text(memo.title), .text(memo.body),
                 .bool(memo.isDone), .integer(memo.created.secondsSince1970), .integer(memo.updated.secondsSince1970)])
        }
        // Only the entry that just fell past the limit can be there: one indexed delete.
        try connection.run(
            """
            DELETE FROM changes WHERE id = (
                SELECT id FROM changes WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)
            """,
            [.integer(user.id), .integer(Int64(MemoLimits.historyDepth))])
    }

    // MARK: - Private

    private static func readChange(_ row: SQLiteStatement) -> MemoChange {
        MemoChange(
            id: row.int64(0), kind: MemoChangeKind(rawValue: row.string(1)) ?? .edit, summary: row.string(2),
            memoCount: Int(row.int64(3)), time: Timestamp(secondsSince1970: row.int64(4)))
    }

    private func memosBefore(_ change: MemoChange) throws -> [Memo] {
        try connection.rows(
            "SELECT memo_id, uuid, title, body, done, created, updated FROM change_memos WHERE change_id = ?",
            [.integer(change.id)], Self.readMemo)
    }
}
