import MemoStore

/// The undo history of a hub used directly, when a sync writes to a memo: its snapshots take
/// what the sync changed, so `undo` takes back the user's own command and no more.
extension PostgresMemoRepository {
    /// Applies the change a sync made to a memo, from `old` to `new`, to every snapshot of it
    /// in the user's undo history (`MemoRebase`), inside the caller's transaction. The rows
    /// that record a memo a command created are left alone: undo deletes those memos whole.
    /// - parameters:
    ///   - old: the memo as stored before the sync wrote it.
    ///   - new: the memo as the sync wrote it (the same id).
    public func rebaseHistory(of old: Memo, onto new: Memo, for user: User) throws {
        try storeErrors {
            let result = try connection.execute(
                """
                SELECT m.change_id, \(Self.historySnapshotColumns) FROM changes c
                JOIN change_memos m ON m.change_id = c.id AND m.memo_id = $2 AND NOT m.created_by_change
                WHERE c.user_id = $1
                """, [String(user.id), String(old.id)])
            for row in 0..<result.rowCount {
                let snapshot = Self.readMemo(result, row, from: 1, blocked: false)
                let rebased = MemoRebase.rebase(snapshot, from: old, to: new)
                guard rebased != snapshot else { continue }
                var statement = PostgresStatement()
                let values = Self.snapshotValues(of: rebased, in: &statement, user: user)
                statement.sql = "UPDATE change_memos SET (\(Self.historyFieldColumns)) = ROW(\(values)) "
                    + "WHERE change_id = \(statement.bind(result.int64(row, 0))) "
                    + "AND memo_id = \(statement.bind(old.id))"
                try connection.execute(statement.sql, statement.values)
            }
        }
    }

    // MARK: - Private

    /// A snapshot's columns in the order `readMemo` expects (without `blocked`).
    private static let historySnapshotColumns = """
        m.memo_id, m.uuid, m.title, m.body, m.done, \(seconds("m.created")), \(seconds("m.updated")), \
        \(seconds("m.due")), \(seconds("m.wait")), m.priority, m.project, m.tags, m.recur, \(seconds("m.start")), \
        \(seconds("m.scheduled")), \(seconds("m.until")), m.depends, m.annotations, m.extra
        """

    /// The columns of a snapshot `snapshotValues` writes, in order.
    private static let historyFieldColumns =
        "title, body, done, created, updated, due, wait, priority, project, tags, recur, start, scheduled, until, "
            + "depends, annotations, extra, search"

    /// The placeholders of `historyFieldColumns` for `memo`, bound in `statement`, as the
    /// store writes a memo's row.
    private static func snapshotValues(of memo: Memo, in statement: inout PostgresStatement, user: User) -> String {
        [
            statement.bind(PostgresText.stored(memo.title)), statement.bind(PostgresText.stored(memo.body)),
            statement.bind(memo.isDone ? "t" : "f") + "::bool",
            statement.bind(memo.created), statement.bind(memo.updated),
            memo.due.map { statement.bind($0) } ?? "NULL", memo.wait.map { statement.bind($0) } ?? "NULL",
            statement.bind(memo.priority?.rawValue) + "::todo_priority",
            statement.bind(memo.project.map(PostgresText.stored)) + "::text",
            statement.bind(PostgresArray.literal(memo.tags.map(PostgresText.stored))) + "::text[]",
            statement.bind(memo.recur?.description) + "::text",
            memo.start.map { statement.bind($0) } ?? "NULL", memo.scheduled.map { statement.bind($0) } ?? "NULL",
            memo.until.map { statement.bind($0) } ?? "NULL",
            statement.bind(StoredFieldText.text(ofDepends: memo.depends)),
            statement.bind(PostgresText.stored(StoredFieldText.text(of: memo.annotations))),
            statement.bind(PostgresText.stored(StoredFieldText.text(ofExtra: memo.extra))),
            statement.bind(PostgresSearchWords.document(title: memo.title, body: memo.body, user: user.id)) + "::tsvector",
        ].joined(separator: ", ")
    }
}
