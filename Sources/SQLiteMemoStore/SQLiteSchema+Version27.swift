extension SQLiteSchema {
    /// The full-text index holds each annotation's note too, so a search and the bare words of
    /// a listing find what `task list WORD` finds in annotations. Only annotated memos are
    /// indexed again: each is removed with the words it was indexed with (title and body) and
    /// added with its notes; every other memo's words are what they were.
    static let version27 = """
        INSERT INTO memo_words(memo_words, rowid, words)
            SELECT 'delete', id, todo_fts_words(user_id, title, body) FROM memos WHERE annotations <> '';
        INSERT INTO memo_words(rowid, words)
            SELECT id, todo_fts_words(user_id, title, body, annotations) FROM memos WHERE annotations <> '';
        """
}
