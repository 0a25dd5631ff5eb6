import MemoStore

/// The aggregates behind the reports (`summary`, `calendar`, `burndown`): each one statement
/// (`SQLiteReportQuery`) that counts in SQLite and hands back a row per project or per slot,
/// never a memo.
extension SQLiteMemoRepository {
    public func projectCounts(matching filter: MemoFilter, for user: User) throws -> [ProjectCount] {
        if filter.matchesEveryMemo {
            return try projectCountsOfEveryMemo(for: user)
        }
        let (sql, values) = SQLiteReportQuery(filter: filter, user: user).projectCountsSQL()
        let rows = try connection.rows(sql, values) {
            ProjectCount(project: $0.optionalString(0), open: Int($0.int64(1)), done: Int($0.int64(2)))
        }
        // SQLite sorts NULL first; the memos without a project come last.
        return rows.filter { $0.project != nil } + rows.filter { $0.project == nil }
    }

    public func slotCounts(of moments: [MemoMoment], matching filter: MemoFilter, in slots: MemoSlots, for user: User) throws
        -> [SlotCounts]
    {
        var counts = Array(repeating: SlotCounts.zero(slots: slots.count), count: moments.count)
        guard !moments.isEmpty else { return counts }
        let (sql, values) = SQLiteReportQuery(filter: filter, user: user).slotCountsSQL(of: moments, in: slots)
        let rows = try connection.rows(sql, values) { (arm: Int($0.int64(0)), slot: Int($0.int64(1)), count: Int($0.int64(2))) }
        for row in rows where counts.indices.contains(row.arm) {
            counts[row.arm].add(row.count, toSlot: row.slot)
        }
        return counts
    }
}
