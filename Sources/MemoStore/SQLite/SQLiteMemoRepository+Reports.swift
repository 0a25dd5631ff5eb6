/// The aggregates behind the reports (`summary`, `calendar`, `burndown`): each one statement
/// that counts in SQLite and hands back a row per project or per slot, never a memo.
extension SQLiteMemoRepository {
    public func projectCounts(matching filter: MemoFilter, for user: User) throws -> [ProjectCount] {
        if filter.matchesEveryMemo {
            return try projectCountsOfEveryMemo(for: user)
        }
        var values: [SQLiteValue] = []
        let sql = "SELECT memos.project, count(*) - sum(memos.done), sum(memos.done)"
            + Self.source(of: filter, user: user, &values) + " GROUP BY memos.project ORDER BY memos.project"
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
                + " count(*)"
            values += [.integer(slots.start.secondsSince1970), .integer(slots.end.secondsSince1970), .integer(Int64(slots.count)),
                       .integer(slots.start.secondsSince1970), .integer(slots.seconds)]
            sql += Self.source(of: filter, user: user, &values)
            switch moment {
            case .created: break
            case .completed: sql += " AND memos.done = 1"
            case .due: sql += " AND memos.due IS NOT NULL"
            }
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

    /// ` FROM … WHERE …`: the user's memos matching `filter`. A required tag drives the
    /// reading from its `memo_tags` rows, as a listing's does (`SQLiteMemoQuery`), so only
    /// the memos carrying it are read; otherwise the user's range of an index.
    private static func source(of filter: MemoFilter, user: User, _ values: inout [SQLiteValue]) -> String {
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
