import MemoStore

/// Full-text search over the user's words (shared memos' too, on a replica) (`FullTextWords`, `SQLiteSchema.version3`).
extension SQLiteMemoRepository {
    /// The user's memos matching every word of `query` and `filter`, newest first; exact words
    /// first, the last word as a prefix only when they fill less than `limit`.
    public func search(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        guard limit > 0, let exact = FullTextWords.query(query, user: user.id, prefix: false) else { return [] }
        let found = try memos(matching: exact, filter: filter, limit: limit, for: user)
        // A prefix query merges every posting list it matches, whatever the limit: it runs only
        // when the exact words leave the page short (a word typed in part, `우유` for `우유를`).
        guard found.count < limit, let prefixed = FullTextWords.query(query, user: user.id, prefix: true) else {
            return found
        }
        return try memos(matching: prefixed, filter: filter, limit: limit, for: user)
    }

    // MARK: - Private

    /// The user's memos whose words match the FTS5 expression `match`, newest first.
    private func memos(matching match: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        var sql = "SELECT " + SQLiteMemoRow.columns
            + " FROM memo_words JOIN memos ON memos.id = memo_words.rowid WHERE memo_words MATCH ? AND memos.user_id = ?"
        var values: [SQLiteValue] = [.text(match), .integer(user.id)]
        if filter.status != .all {
            sql += " AND memos.done = ?"
            values.append(.bool(filter.status == .done))
        }
        SQLiteMemoQuery.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
        return try connection.rows(sql + " ORDER BY memo_words.rowid DESC LIMIT ?", values + [.integer(Int64(limit))],
                                   SQLiteMemoRow.read)
    }
}
