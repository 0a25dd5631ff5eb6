/// The twenty-seventh schema: a memo's search words hold its annotations' notes too
/// (`FullTextTerms.searchedNotes`), so a search and the bare words of a listing find what
/// `task list WORD` finds in annotations (`PostgresSearchWords`). Only annotated memos get
/// their words again; every other memo's are what they were. The history's saved words are
/// left as they were: undo makes a memo's words again from its fields. Each annotated memo
/// is numbered again for sync (`memos_numbered_on_update`), so replicas and shares read it
/// once more, unchanged but for its words.
enum PostgresSchemaVersion27 {
    /// Brings a version 26 store to version 27.
    static func migrate(_ connection: PostgresConnection) throws {
        // A new store runs version 2 in the same transaction, whose table lives until the commit.
        try connection.execute(
            "CREATE TEMPORARY TABLE IF NOT EXISTS todo_new_words (first int8, second int8, search tsvector) ON COMMIT DROP")
        // The notes searched are the first 400,000 bytes of them: a million characters of the
        // stored text hold those and their times even with every character escaped
        // (`PostgresText`), whatever more a memo's annotations hold.
        try PostgresSearchRewrite.rewrite(
            connection,
            reading: "SELECT user_id, id, user_id, title, body, left(annotations, 1000000) FROM memos WHERE annotations <> ''",
            key: ("user_id", "id"),
            writing: "UPDATE memos SET search = w.search FROM todo_new_words w WHERE memos.user_id = w.first AND memos.id = w.second")
    }
}
