import MemoStore

/// The aggregates behind the reports as SQL, every value bound: counts by project, and
/// counts by slot of a moment (`MemoSlots`) by integer division of the stored seconds, so
/// the server groups a few rows per slot and never sends a memo.
struct PostgresReportQuery {
    let filter: MemoFilter
    let user: User

    /// `project, open, done` a row, projects in byte order, the memos without one last.
    func projectCounts() -> PostgresStatement {
        var statement = PostgresStatement()
        statement.sql = "SELECT project, count(*) FILTER (WHERE NOT done), count(*) FILTER (WHERE done) FROM memos"
            + " WHERE user_id = \(statement.bind(user.id))"
        statement.add(filter, user: user.id)
        statement.sql += " GROUP BY project ORDER BY project NULLS LAST"
        return statement
    }

    /// `arm, slot, count` a row: `arm` the index of the moment in `moments`, `slot` -1
    /// before the slots and `slots.count` after them.
    func slotCounts(of moments: [MemoMoment], in slots: MemoSlots) -> PostgresStatement {
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
            case .completed: (column, condition) = ("ended", " AND done")
            case .due: (column, condition) = ("due", " AND due IS NOT NULL")
            }
            // `infinity` compares past the end and is never turned into seconds.
            condition += statement.conditions(of: filter, user: user.id)
            arms.append(
                "SELECT \(index), CASE WHEN \(column) < \(start) THEN -1 WHEN \(column) >= \(end) THEN \(count)::int8"
                    + " ELSE (extract(epoch FROM \(column))::int8 - \(startSeconds)::int8) / \(seconds)::int8 END AS slot, count(*)"
                    + " FROM memos WHERE user_id = \(userID)\(condition) GROUP BY slot")
        }
        statement.sql = arms.joined(separator: " UNION ALL ")
        return statement
    }
}
