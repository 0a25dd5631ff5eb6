import MemoStore

/// Several writes as one command (`asOneCommand`): they share the caller's transaction, and
/// the history entries they recorded become one, so undo takes back the whole.
extension SQLiteMemoRepository {
    public func asOneCommand<T>(_ kind: MemoChangeKind, for user: User, _ body: () throws -> T) throws -> T {
        try connection.transaction {
            // Inside another: that one joins what this records.
            guard commandEntries == nil else { return try body() }
            commandEntries = []
            defer { commandEntries = nil }
            let result = try body()
            if let entries = commandEntries, entries.count > 1, let first = entries.min() {
                try joinEntries(after: first - 1, as: kind, for: user)
            }
            return result
        }
    }

    // MARK: - Private

    /// Makes the user's entries after `before` one: a new entry named as the first of `kind`
    /// (else the first), counting the memos of the entries of its kind, adding every id they added (one transaction, one writer: a range),
    /// holding each memo as the earliest of them saved it.
    private func joinEntries(after before: Int64, as kind: MemoChangeKind, for user: User) throws {
        let entries = try connection.rows(
            "SELECT id, kind, added_from, added_to FROM changes WHERE user_id = ? AND id > ? ORDER BY id",
            [.integer(user.id), .integer(before)]
        ) { row in
            (id: row.int64(0), kind: row.string(1), from: row.isNull(2) ? nil : row.int64(2), to: row.isNull(3) ? nil : row.int64(3))
        }
        guard entries.count > 1, let named = entries.first(where: { $0.kind == kind.rawValue }) ?? entries.first else { return }
        try connection.run(
            """
            INSERT INTO changes(user_id, kind, memo_count, time, added_from, added_to, memo_id, memo_title)
            SELECT user_id, kind, (SELECT sum(memo_count) FROM changes WHERE user_id = ? AND id > ? AND kind = ?),
                time, ?, ?, memo_id, memo_title FROM changes WHERE id = ?
            """,
            [.integer(user.id), .integer(before), .text(named.kind),
             entries.compactMap(\.from).min().map { .integer($0) } ?? .null,
             entries.compactMap(\.to).max().map { .integer($0) } ?? .null, .integer(named.id)])
        let joined = connection.lastInsertedRowID
        for entry in entries {
            try connection.run(
                "DELETE FROM change_memos WHERE change_id = ? AND memo_id IN (SELECT memo_id FROM change_memos WHERE change_id = ?)",
                [.integer(entry.id), .integer(joined)])
            try connection.run("UPDATE change_memos SET change_id = ? WHERE change_id = ?", [.integer(joined), .integer(entry.id)])
            try connection.run("DELETE FROM changes WHERE id = ?", [.integer(entry.id)])
        }
    }
}
