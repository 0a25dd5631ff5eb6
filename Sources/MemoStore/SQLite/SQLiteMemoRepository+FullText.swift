/// Keeping `memos_fts` in step with `memos`, inside the caller's transaction.
///
/// FTS5 with external content must be told the exact text it indexed to remove a row, so
/// every removal passes the title and body as they were. A bulk change is one statement,
/// which lets FTS5 keep its pending terms in memory instead of flushing them per row.
extension SQLiteMemoRepository {
    func indexText(of memo: Memo) throws {
        try connection.run(
            "INSERT INTO memos_fts(rowid, title, body) VALUES (?, ?, ?)",
            [.integer(memo.id), .text(memo.title), .text(memo.body)])
    }

    func unindexText(of memo: Memo) throws {
        try connection.run(
            "INSERT INTO memos_fts(memos_fts, rowid, title, body) VALUES ('delete', ?, ?, ?)",
            [.integer(memo.id), .text(memo.title), .text(memo.body)])
    }

    func indexText(ofUser user: User, idsFrom first: Int64, to last: Int64) throws {
        try connection.run(
            "INSERT INTO memos_fts(rowid, title, body) SELECT id, title, body FROM memos WHERE user_id = ? AND id BETWEEN ? AND ?",
            [.integer(user.id), .integer(first), .integer(last)])
    }

    func unindexText(ofUser user: User, idsFrom first: Int64, to last: Int64) throws {
        try connection.run(
            """
            INSERT INTO memos_fts(memos_fts, rowid, title, body)
            SELECT 'delete', id, title, body FROM memos WHERE user_id = ? AND id BETWEEN ? AND ?
            """,
            [.integer(user.id), .integer(first), .integer(last)])
    }
}
