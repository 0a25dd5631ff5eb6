/// The aggregates behind the reports (`summary`, `calendar`, `burndown`): each one statement
/// that counts in SQLite and hands back a row per project or per slot, never a memo.
extension SQLiteMemoRepository {
    public func projectCounts(matching filter: MemoFilter, for user: User) throws -> [ProjectCount] {
        if filter.matchesEveryMemo {
            return try projectCountsOfEveryMemo(for: user)
        }
        var sql = "SELECT memos.project, count(*) - sum(memos.done), sum(memos.done) FROM memos WHERE memos.user_id = ?"
        var values: [SQLiteValue] = [.integer(user.id)]
        Self.appendStatus(of: filter, to: &sql, &values)
        SQLiteMemoQuery.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
        sql += " GROUP BY memos.project ORDER BY memos.project"
        let rows = try connection.rows(sql, values) {
            ProjectCount(project: $0.isNull(0) ? nil : $0.string(0), open: Int($0.int64(1)), done: Int($0.int64(2)))
        }
        // SQLite sorts NULL first; the memos without a project come last.
        return rows.filter { $0.project != nil } + rows.filter { $0.project == nil }
    }

    public func slotCounts(of moments: [MemoMoment], matching filter: MemoFilter, in slots: MemoSlots, for user: User) throws
        -> [SlotCounts]
    {
        var counts = Array(repeating: SlotCounts.zero(slots: slots.count), count: moments.count)
        guard !moments.isEmpty else { return counts }
        var values: [SQLiteValue] = []
        let arms = moments.enumerated().map { index, moment in
            let column: String
            var sql = ""
            switch moment {
            case .created: column = "memos.created"
            case .completed: column = "memos.updated"
            case .due: column = "memos.due"
            }
            // The slot by integer division: -1 before the slots, `count` after them.
            sql = "SELECT \(index), CASE WHEN \(column) < ? THEN -1 WHEN \(column) >= ? THEN ? ELSE (\(column) - ?) / ? END AS slot,"
                + " count(*) FROM memos WHERE memos.user_id = ?"
            values += [.integer(slots.start.secondsSince1970), .integer(slots.end.secondsSince1970), .integer(Int64(slots.count)),
                       .integer(slots.start.secondsSince1970), .integer(slots.seconds), .integer(user.id)]
            Self.appendStatus(of: filter, to: &sql, &values)
            switch moment {
            case .created: break
            case .completed: sql += " AND memos.done = 1"
            case .due: sql += " AND memos.due IS NOT NULL"
            }
            SQLiteMemoQuery.appendConditions(of: filter, skippingTag: nil, user: user, to: &sql, &values)
            return sql + " GROUP BY slot"
        }
        let rows = try connection.rows(arms.joined(separator: " UNION ALL "), values) {
            (arm: Int($0.int64(0)), slot: Int($0.int64(1)), count: Int($0.int64(2)))
        }
        for row in rows where counts.indices.contains(row.arm) {
            counts[row.arm].add(row.count, toSlot: row.slot)
        }
        return counts
    }

    // MARK: - Private

    private static func appendStatus(of filter: MemoFilter, to sql: inout String, _ values: inout [SQLiteValue]) {
        switch filter.status {
        case .open: sql += " AND memos.done = 0"
        case .done: sql += " AND memos.done = 1"
        case .all: break
        }
    }
}
