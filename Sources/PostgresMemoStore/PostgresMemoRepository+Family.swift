import MemoStore

/// Subtasks: a memo's children and their counts, each one range of the (user, parent) index
/// (`PostgresSchemaVersion12`); memos by uuid are the hub's (`PostgresMemoRepository+Hub`).
extension PostgresMemoRepository {
    public func children(of uuids: [String], for user: User) throws -> [Memo] {
        guard !uuids.isEmpty else { return [] }
        return try storeErrors {
            Self.readMemos(try connection.execute(
                "SELECT \(Self.memoColumns) FROM memos WHERE user_id = $1 AND parent = ANY($2::text[]) ORDER BY id",
                [String(user.id), PostgresArray.literal(uuids)]))
        }
    }

    public func childCounts(of uuids: [String], for user: User) throws -> [String: ChildCount] {
        guard !uuids.isEmpty else { return [:] }
        return try storeErrors {
            let result = try connection.execute(
                "SELECT parent, count(*) FILTER (WHERE NOT done), count(*) FILTER (WHERE done) FROM memos"
                    + " WHERE user_id = $1 AND parent = ANY($2::text[]) GROUP BY parent",
                [String(user.id), PostgresArray.literal(uuids)])
            var counts: [String: ChildCount] = [:]
            for row in 0..<result.rowCount {
                counts[result.string(row, 0)] = ChildCount(open: Int(result.int64(row, 1)), done: Int(result.int64(row, 2)))
            }
            return counts
        }
    }
}
