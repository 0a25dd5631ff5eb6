import MemoStore

/// The aggregates behind the reports (`summary`, `calendar`, `burndown`): each one statement
/// (`PostgresReportQuery`) that counts in the server and sends back a row per project or per
/// slot, never a memo.
extension PostgresMemoRepository {
    /// The open and done counts by project of the user's memos matching `filter`, projects in
    /// byte order, then the memos without one.
    public func projectCounts(matching filter: MemoFilter, for user: User) throws -> [ProjectCount] {
        if filter.matchesEveryMemo {
            return try projectCountsOfEveryMemo(for: user)
        }
        let statement = PostgresReportQuery(filter: filter, user: user).projectCounts()
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
        let statement = PostgresReportQuery(filter: filter, user: user).slotCounts(of: moments, in: slots)
        return try storeErrors {
            let result = try connection.execute(statement.sql, statement.values)
            for row in 0..<result.rowCount {
                let arm = Int(result.int64(row, 0))
                guard counts.indices.contains(arm) else { continue }
                counts[arm].add(Int(result.int64(row, 2)), toSlot: Int(result.int64(row, 1)))
            }
            return counts
        }
    }
}
