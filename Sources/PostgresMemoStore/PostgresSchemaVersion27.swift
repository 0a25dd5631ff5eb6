/// The twenty-seventh schema: a memo's search words hold each annotation's note too, so a
/// search and the bare words of a listing find what `task list WORD` finds in annotations
/// (`PostgresSearchWords`). Only annotated memos, and annotated memos saved in the history,
/// get their words again; every other row's words are what they were.
enum PostgresSchemaVersion27 {
    /// Brings a version 26 store to version 27.
    static func migrate(_ connection: PostgresConnection) throws {
        // A new store runs version 2 in the same transaction, whose table lives until the commit.
        try connection.execute(
            "CREATE TEMPORARY TABLE IF NOT EXISTS todo_new_words (first int8, second int8, search tsvector) ON COMMIT DROP")
        try PostgresSearchRewrite.rewrite(
            connection,
            reading: "SELECT user_id, id, user_id, title, body, annotations FROM memos WHERE annotations <> ''",
            key: ("user_id", "id"),
            writing: "UPDATE memos SET search = w.search FROM todo_new_words w WHERE memos.user_id = w.first AND memos.id = w.second")
        try PostgresSearchRewrite.rewrite(
            connection,
            reading: """
                SELECT change_id, memo_id, user_id, title, body, annotations FROM change_memos JOIN changes ON changes.id = change_id
                WHERE NOT created_by_change AND annotations <> ''
                """,
            key: ("change_id", "memo_id"),
            writing: """
                UPDATE change_memos SET search = w.search FROM todo_new_words w
                WHERE change_memos.change_id = w.first AND change_memos.memo_id = w.second
                """)
    }
}
