/// Keeping what is derived from `memos` (the full-text index and the users' counts) in
/// step with it, inside the caller's transaction.
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

    /// Adds `open` and `done` (either may be negative) to the user's counts.
    func adjustCounts(of user: User, open: Int, done: Int) throws {
        guard open != 0 || done != 0 else { return }
        try connection.run(
            "UPDATE users SET open_count = open_count + ?, done_count = done_count + ? WHERE id = ?",
            [.integer(Int64(open)), .integer(Int64(done)), .integer(user.id)])
    }

    /// Adds one memo's weight (`sign` 1 when it appears, -1 when it goes) to the counts.
    func adjustCounts(of user: User, for memo: Memo, sign: Int) throws {
        try adjustCounts(of: user, open: memo.isDone ? 0 : sign, done: memo.isDone ? sign : 0)
    }

    /// The open and done memos of the user among ids `first`…`last`.
    func counts(ofUser user: User, idsFrom first: Int64, to last: Int64) throws -> (open: Int, done: Int) {
        try connection.firstRow(
            "SELECT count(*), coalesce(sum(done), 0) FROM memos WHERE user_id = ? AND id BETWEEN ? AND ?",
            [.integer(user.id), .integer(first), .integer(last)]
        ) { (Int($0.int64(0) - $0.int64(1)), Int($0.int64(1))) } ?? (0, 0)
    }
}
