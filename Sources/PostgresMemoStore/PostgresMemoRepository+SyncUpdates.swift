import MemoStore

/// A sync's writes of memos the hub has, for a page in one statement: the rows go through a
/// temporary table filled by COPY, as an import's do, so the statement triggers on `memos` run
/// once for the page instead of once a memo, under the user's lock.
extension PostgresMemoRepository {
    /// Writes every field of each of `memos` (validated, each with the id of the user's memo of
    /// its uuid) over that memo.
    func updateByUUID(_ memos: [Memo], for user: User) throws {
        guard memos.count >= Self.setUpdateMinimum else {
            for memo in memos { try update(memo, for: user) }
            return
        }
        // Joins the sync's transaction; one of its own otherwise, which the table lives in.
        try connection.transaction {
            try connection.execute(
                """
                CREATE TEMPORARY TABLE todo_sync_rows (
                    user_id int8, uuid text COLLATE "C", \(PostgresMemoColumns.fieldDefinitions), search tsvector
                ) ON COMMIT DROP
                """)
            var rows = PostgresImportRows(user: user, now: Timestamp.now())
            try connection.copyIn("COPY todo_sync_rows FROM STDIN (FORMAT binary)") { writer in
                for memo in memos { try rows.write(memo, to: writer) }
            }
            try connection.execute(
                "UPDATE memos m SET (\(Self.fieldColumns), search) = ROW(\(MemoColumn.list(from: MemoColumn.firstField, prefix: "n.")), n.search)"
                    + " FROM todo_sync_rows n WHERE m.user_id = $1 AND m.uuid = n.uuid",
                [String(user.id)])
            try connection.execute("DROP TABLE todo_sync_rows")
        }
    }

    // MARK: - Private

    /// From how many memos a temporary table costs less than an `UPDATE` each.
    private static let setUpdateMinimum = 4
}
