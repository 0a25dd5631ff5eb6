import MemoStore

/// The aggregates behind the reports (`summary`, `calendar`, `burndown`): each one statement
/// that counts in the server and sends back a row per project or per slot, never a memo.
extension PostgresMemoRepository {
    /// The open and done counts by project of the user's memos matching `filter`, projects in
    /// byte order, then the memos without one.
    public func projectCounts(matching filter: MemoFilter, for user: User) throws -> [ProjectCount] {
        if filter.matchesEveryMemo {
            return try projectCountsOfEveryMemo(for: user)
        }
        var statement = PostgresStatement()
        statement.sql = "SELECT project, count(*) FILTER (WHERE NOT done), count(*) FILTER (WHERE done) FROM memos"
            + " WHERE user_id = \(statement.bind(user.id))"
        statement.add(filter, user: user.id)
        statement.sql += " GROUP BY project ORDER BY project NULLS LAST"
        return try storeErrors {
            let result = try connection.execute(statement.sql, statement.values)
            return (0..<result.rowCount).map {
                ProjectCount(
                    project: result.isNull($0, 0) ? nil : PostgresText.read(result.string($0, 0)),
                    open: Int(result.int64($0, 1)), done: Int(result.int64($0, 2)))
            }
        }
    }

    /// How many of the user's memos matching `filter` have each moment in each slot, before
    /// and after them, counted by integer division of the stored seconds.
    public func slotCounts(of moments: [MemoMoment], matching filter: MemoFilter, in slots: MemoSlots, for user: User) throws
        -> [SlotCounts]
    {
        var counts = Array(repeating: SlotCounts.zero(slots: slots.count), count: moments.count)
        guard !moments.isEmpty else { return counts }
        var statement = PostgresStatement()
        let start = statement.bind(slots.start)
        let end = statement.bind(slots.end)
        let startSeconds = statement.bind(slots.start.secondsSince1970)
        let seconds = statement.bind(slots.seconds)
        let count = statement.bind(Int64(slots.count))
        let userID = statement.bind(user.id)
        var arms: [String] = []
        for (index, moment) in moments.enumerated() {
            let column: String
            var condition: String
            switch moment {
            case .created: (column, condition) = ("created", "")
            case .completed: (column, condition) = ("updated", " AND done")
            case .due: (column, condition) = ("due", " AND due IS NOT NULL")
            }
            // `infinity` compares past the end and is never turned into seconds.
            condition += statement.conditions(of: filter, user: user.id)
            arms.append(
                "SELECT \(index), CASE WHEN \(column) < \(start) THEN -1 WHEN \(column) >= \(end) THEN \(count)::int8"
                    + " ELSE (extract(epoch FROM \(column))::int8 - \(startSeconds)::int8) / \(seconds)::int8 END AS slot, count(*)"
                    + " FROM memos WHERE user_id = \(userID)\(condition) GROUP BY slot")
        }
        return try storeErrors {
            let result = try connection.execute(arms.joined(separator: " UNION ALL "), statement.values)
            for row in 0..<result.rowCount {
                let arm = Int(result.int64(row, 0))
                guard counts.indices.contains(arm) else { continue }
                counts[arm].add(Int(result.int64(row, 2)), toSlot: Int(result.int64(row, 1)))
            }
            return counts
        }
    }
}
