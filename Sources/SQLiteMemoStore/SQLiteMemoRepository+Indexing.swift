import MemoStore

/// Keeping what is derived from `memos` (the full-text index, the tag rows and the users'
/// counts) in step with it, inside the caller's transaction.
///
/// The contentless FTS5 index must be told the exact words it indexed to remove a row, so
/// every removal derives them again from the title, body and annotations as they were
/// (`todo_fts_words`). A bulk change is one statement,
/// which lets FTS5 keep its pending terms in memory instead of flushing them per row. Not
/// triggers: a trigger would flush FTS5 at every statement and update the user's row once
/// per memo.
extension SQLiteMemoRepository {
    /// `memo` has just been inserted.
    func didAdd(_ memo: Memo, for user: User) throws {
        try indexText(of: memo, for: user)
        try indexTags(of: memo, for: user)
        try adjustCounts(of: user, for: memo, sign: 1)
    }

    /// `memo` has just been deleted.
    func didRemove(_ memo: Memo, for user: User) throws {
        try unindexText(of: memo, for: user)
        try unindexTags(of: memo, for: user)
        try adjustCounts(of: user, for: memo, sign: -1)
    }

    /// The row of `old` now holds `new`; only what differs is redone.
    func didReplace(_ old: Memo, with new: Memo, for user: User) throws {
        if old.title != new.title || old.body != new.body || !old.annotations.elementsEqual(new.annotations, by: { $0.description == $1.description }) {
            try unindexText(of: old, for: user)
            try indexText(of: new, for: user)
        }
        if old.tags != new.tags {
            try unindexTags(of: old, for: user)
            try indexTags(of: new, for: user)
        }
        if old.isDone != new.isDone {
            try adjustCounts(of: user, for: old, sign: -1)
            try adjustCounts(of: user, for: new, sign: 1)
        }
    }

    /// Memos `first`…`last` of the user have just been inserted in bulk (their tags already
    /// indexed row by row as they went in; their words too when `wordsIndexed`).
    func didAdd(ofUser user: User, idsFrom first: Int64, to last: Int64, open: Int, done: Int, wordsIndexed: Bool = false) throws {
        if !wordsIndexed {
            try connection.run(
                "INSERT INTO memo_words(rowid, words) SELECT id, todo_fts_words(user_id, title, body, annotations) FROM memos"
                    + " WHERE id BETWEEN ? AND ? AND +user_id = ?",
                [.integer(first), .integer(last), .integer(user.id)])
        }
        try adjustCounts(of: user, open: open, done: done)
    }

    /// Deletes the user's memos `first`…`last` and everything derived from them.
    /// (`+user_id` keeps SQLite on the id range rather than a scan of the user's index.)
    func removeMemos(ofUser user: User, idsFrom first: Int64, to last: Int64) throws {
        let range: [SQLiteValue] = [.integer(first), .integer(last), .integer(user.id)]
        let removed = try connection.firstRow(
            "SELECT count(*), coalesce(sum(done), 0) FROM memos WHERE id BETWEEN ? AND ? AND +user_id = ?", range
        ) { (open: Int($0.int64(0) - $0.int64(1)), done: Int($0.int64(1))) } ?? (open: 0, done: 0)
        try adjustCounts(of: user, open: -removed.open, done: -removed.done)
        try connection.run(
            """
            INSERT INTO memo_words(memo_words, rowid, words)
            SELECT 'delete', id, todo_fts_words(user_id, title, body, annotations) FROM memos WHERE id BETWEEN ? AND ? AND +user_id = ?
            """, range)
        let tagged = try connection.rows(
            "SELECT " + SQLiteMemoRow.columns + " FROM memos WHERE id BETWEEN ? AND ? AND +user_id = ? AND tags <> ''",
            range, SQLiteMemoRow.read)
        for memo in tagged {
            try unindexTags(of: memo, for: user)
        }
        try connection.run("DELETE FROM memos WHERE id BETWEEN ? AND ? AND +user_id = ?", range)
    }

    /// Adds `open` and `done` (either may be negative) to the user's counts.
    func adjustCounts(of user: User, open: Int, done: Int) throws {
        guard open != 0 || done != 0 else { return }
        try connection.run(
            "UPDATE users SET open_count = open_count + ?, done_count = done_count + ? WHERE id = ?",
            [.integer(Int64(open)), .integer(Int64(done)), .integer(user.id)])
    }

    /// One row of `memo_tags` per tag of `memo`.
    func indexTags(of memo: Memo, for user: User) throws {
        guard !memo.tags.isEmpty else { return }
        // Bound one by one, without an array of values: an import runs this per memo.
        let statement = try connection.cached("INSERT INTO memo_tags(user_id, tag, memo_id) VALUES (?, ?, ?)")
        try connection.storeErrors {
            for tag in memo.tags {
                statement.rewind()
                try statement.bind(user.id, at: 1)
                try statement.bind(tag, at: 2)
                try statement.bind(memo.id, at: 3)
                try statement.run()
            }
        }
    }

    // MARK: - Private

    private func indexText(of memo: Memo, for user: User) throws {
        try connection.run(
            "INSERT INTO memo_words(rowid, words) VALUES (?, todo_fts_words(?, ?, ?, ?))",
            [.integer(memo.id), .integer(user.id), .text(memo.title), .text(memo.body), .text(StoredFieldText.text(of: memo.annotations))])
    }

    private func unindexText(of memo: Memo, for user: User) throws {
        try connection.run(
            "INSERT INTO memo_words(memo_words, rowid, words) VALUES ('delete', ?, todo_fts_words(?, ?, ?, ?))",
            [.integer(memo.id), .integer(user.id), .text(memo.title), .text(memo.body), .text(StoredFieldText.text(of: memo.annotations))])
    }

    private func unindexTags(of memo: Memo, for user: User) throws {
        for tag in memo.tags {
            try connection.run(
                "DELETE FROM memo_tags WHERE user_id = ? AND tag = ? AND memo_id = ?",
                [.integer(user.id), .text(tag), .integer(memo.id)])
        }
    }

    /// Adds one memo's weight (`sign` 1 when it appears, -1 when it goes) to the counts.
    private func adjustCounts(of user: User, for memo: Memo, sign: Int) throws {
        try adjustCounts(of: user, open: memo.isDone ? 0 : sign, done: memo.isDone ? sign : 0)
    }
}
