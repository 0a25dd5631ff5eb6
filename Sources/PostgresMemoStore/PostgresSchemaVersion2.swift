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
        try PostgresSearchRewrite.rewrite(
            connection,
            reading: "SELECT user_id, id, user_id, title, body, '' FROM memos",
            key: ("user_id", "id"),
            writing: "UPDATE memos SET search = w.search FROM todo_new_words w WHERE memos.user_id = w.first AND memos.id = w.second")
        try PostgresSearchRewrite.rewrite(
            connection,
            reading: """
                SELECT change_id, memo_id, user_id, title, body, '' FROM change_memos JOIN changes ON changes.id = change_id
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
}
