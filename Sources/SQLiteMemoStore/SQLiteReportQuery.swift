import MemoStore

/// The aggregates behind the reports as SQL over `memos`, every value bound: counts by
/// project, and counts by slot of a moment (`MemoSlots`) computed by integer division, so
/// SQLite groups a few rows per slot and never a memo reaches Swift.
///
/// The memos are read as a listing reads them: a required tag drives from its `memo_tags`
/// rows, anything else from one user's range of an index (`SQLiteMemoQuery.appendConditions`).
struct SQLiteReportQuery {
    let filter: MemoFilter
    let user: User

    /// `project, open, done` a row, projects in byte order (NULL, the memos without one, first).
    func projectCountsSQL() -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = []
        let sql = "SELECT memos.project, count(*) - sum(memos.done), sum(memos.done)"
            + source(&values) + " GROUP BY memos.project ORDER BY memos.project"
        return (sql, values)
    }

    /// `arm, slot, count` a row: `arm` the index of the moment in `moments`, `slot` -1
    /// before the slots and `slots.count` after them.
    func slotCountsSQL(of moments: [MemoMoment], in slots: MemoSlots) -> (String, [SQLiteValue]) {
        var values: [SQLiteValue] = []
        let arms = moments.enumerated().map { index, moment in
            let column: String
            switch moment {
            case .created: column = "memos.created"
            case .completed: column = "memos.ended"
            case .due: column = "memos.due"
            }
            var sql = "SELECT \(index), CASE WHEN \(column) < ? THEN -1 WHEN \(column) >= ? THEN ? ELSE (\(column) - ?) / ? END AS slot,"
                + " count(*)"
            values += [.integer(slots.start.secondsSince1970), .integer(slots.end.secondsSince1970), .integer(Int64(slots.count)),
                       .integer(slots.start.secondsSince1970), .integer(slots.seconds)]
            sql += source(&values)
            switch moment {
            case .created: break
            case .completed: sql += " AND memos.done = 1"
            case .due: sql += " AND memos.due IS NOT NULL"
            }
            return sql + " GROUP BY slot"
        }
        return (arms.joined(separator: " UNION ALL "), values)
    }

    // MARK: - Private

    /// ` FROM … WHERE …`: the user's memos matching the filter.
    private func source(_ values: inout [SQLiteValue]) -> String {
        var sql: String
        let drivingTag = filter.requiredTags.min()
        if let drivingTag {
            sql = " FROM memo_tags CROSS JOIN memos ON memos.id = memo_tags.memo_id"
                + " WHERE memo_tags.user_id = ? AND memo_tags.tag = ? AND memos.user_id = ?"
            values += [.integer(user.id), .text(drivingTag), .integer(user.id)]
        } else {
            sql = " FROM memos WHERE memos.user_id = ?"
            values.append(.integer(user.id))
        }
        switch filter.status {
        case .open: sql += " AND memos.done = 0"
        case .done: sql += " AND memos.done = 1"
        case .all: break
        }
        SQLiteMemoQuery.appendConditions(of: filter, skippingTag: drivingTag, user: user, to: &sql, &values)
        return sql
    }
}
