import MemoStore

/// The second schema: search words made by the store (`PostgresSearchWords`) instead of the
/// server's text search parser, so Japanese and Chinese are split as SQLite splits them and
/// the server parses no text. The history keeps each saved memo's words, so undo puts them
/// back as they were.
///
/// Every memo and every memo saved in the history gets its new words here, inside the
/// migration's transaction: read in batches, written back through COPY and one UPDATE per
/// table, the word index dropped meanwhile and built again in one pass.
enum PostgresSchemaVersion2 {
    /// Brings a version 1 store to version 2.
    static func migrate(_ connection: PostgresConnection) throws {
        try connection.executeScript(
            """
            ALTER TABLE change_memos ADD COLUMN search tsvector;
            DROP INDEX memos_by_words;
            CREATE TEMPORARY TABLE todo_new_words (first int8, second int8, search tsvector) ON COMMIT DROP;
            """)
        try rewrite(
            connection,
            reading: "SELECT user_id, id, user_id, title, body FROM memos",
            key: ("user_id", "id"),
            writing: "UPDATE memos SET search = w.search FROM todo_new_words w WHERE memos.user_id = w.first AND memos.id = w.second")
        try rewrite(
            connection,
            reading: """
                SELECT change_id, memo_id, user_id, title, body FROM change_memos JOIN changes ON changes.id = change_id
                WHERE NOT created_by_change
                """,
            key: ("change_id", "memo_id"),
            writing: """
                UPDATE change_memos SET search = w.search FROM todo_new_words w
                WHERE change_memos.change_id = w.first AND change_memos.memo_id = w.second
                """)
        try connection.executeScript(
            """
            CREATE INDEX memos_by_words ON memos USING gin (search) WITH (gin_pending_list_limit = 65536);
            DROP FUNCTION todo_search(text, text, bigint);
            DROP FUNCTION todo_words(text, text);
            DROP FUNCTION todo_prefix(tsquery);
            DROP FUNCTION todo_fold(text);
            """)
    }

    // MARK: - Private

    // Bodies may be 100,000 characters: a batch stays a few hundred megabytes at worst.
    private static let batchSize = 1_000

    /// Computes the words of every row `reading` selects (two key columns, the user's id,
    /// the title and the body), in batches ordered by `key`, into `todo_new_words`; then runs
    /// `writing`, which takes them from there.
    private static func rewrite(
        _ connection: PostgresConnection, reading: String, key: (String, String), writing: String
    ) throws {
        try connection.execute("TRUNCATE todo_new_words")
        let order = "(\(key.0), \(key.1))"
        let filter = reading.contains("WHERE") ? " AND " : " WHERE "
        var after: (String, String) = ("-1", "-1")
        var words = PostgresSearchDocument()
        while true {
            let batch = try connection.execute(
                reading + filter + "\(order) > ($1::int8, $2::int8) ORDER BY \(key.0), \(key.1) LIMIT \(batchSize)",
                [after.0, after.1])
            guard batch.rowCount > 0 else { break }
            try connection.copyIn("COPY todo_new_words FROM STDIN (FORMAT binary)") { writer in
                for row in 0..<batch.rowCount {
                    words.fill(
                        title: PostgresText.read(batch.string(row, 3)), body: PostgresText.read(batch.string(row, 4)),
                        user: batch.int64(row, 2))
                    writer.int64(batch.int64(row, 0))
                    writer.int64(batch.int64(row, 1))
                    writer.searchWords(words)
                    try writer.endRow()
                }
            }
            after = (batch.string(batch.rowCount - 1, 0), batch.string(batch.rowCount - 1, 1))
            if batch.rowCount < batchSize { break }
        }
        try connection.execute(writing)
    }
}
