import MemoStore

/// Several writes as one command (`asOneCommand`): they share one write of the user (one
/// transaction, the user's lock held), and the history entries they recorded become one, so
/// undo takes back the whole.
extension PostgresMemoRepository {
    public func asOneCommand<T>(_ kind: MemoChangeKind, for user: User, _ body: () throws -> T) throws -> T {
        try write(for: user) {
            // Inside another: that one joins what this records.
            guard commandEntries == nil else { return try body() }
            commandEntries = []
            defer { commandEntries = nil }
            let result = try body()
            if let entries = commandEntries, entries.count > 1, let first = entries.min() {
                try joinEntries(after: first - 1, as: kind, userID: String(user.id))
            }
            return result
        }
    }

    // MARK: - Private

    /// Makes the user's entries after `before` one: a new entry named as the first of `kind`
    /// (else the first), counting the memos of the entries of its kind, adding every id they added (the user's lock held: a range of the
    /// user's ids), holding each memo as the earliest of them saved it. Written with the
    /// privileges a granted role has on `changes` (insert and delete).
    private func joinEntries(after before: Int64, as kind: MemoChangeKind, userID: String) throws {
        let entries = try connection.execute(
            "SELECT id, kind FROM changes WHERE user_id = $1 AND id > $2 ORDER BY id", [userID, String(before)])
        guard entries.rowCount > 1 else { return }
        let ids = (0..<entries.rowCount).map { entries.int64($0, 0) }
        let named = (0..<entries.rowCount).first { entries.string($0, 1) == kind.rawValue }.map { ids[$0] } ?? ids[0]
        let joined = try connection.execute(
            """
            INSERT INTO changes(user_id, kind, memo_count, first_memo_id, first_memo_title, time, added_from, added_to)
            SELECT user_id, kind, (SELECT sum(memo_count) FROM changes c WHERE c.user_id = $1 AND c.id > $3 AND c.kind = changes.kind),
                first_memo_id, first_memo_title, time,
                (SELECT min(added_from) FROM changes WHERE user_id = $1 AND id > $3),
                (SELECT max(added_to) FROM changes WHERE user_id = $1 AND id > $3)
            FROM changes WHERE id = $2 RETURNING id
            """, [userID, String(named), String(before)]
        ).int64(0, 0)
        for id in ids {
            try connection.execute(
                """
                DELETE FROM change_memos WHERE change_id = $1
                AND memo_id IN (SELECT memo_id FROM change_memos WHERE change_id = $2)
                """, [String(id), String(joined)])
            try connection.execute("UPDATE change_memos SET change_id = $2 WHERE change_id = $1", [String(id), String(joined)])
            try connection.execute("DELETE FROM changes WHERE id = $1", [String(id)])
        }
    }
}
