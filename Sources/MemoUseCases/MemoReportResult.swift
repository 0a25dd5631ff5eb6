import MemoStore

/// What a report found: counts only, for `CommandOutput` and the list screen to lay out.
public enum MemoReportResult: Sendable, Equatable {
    /// Open and done counts by project, projects in byte order, the memos without one last.
    case summary([ProjectCount])
    /// A month's days with how many memos are due on each.
    case calendar(CalendarMonth)
    /// Open and done counts at the end of each period.
    case burndown(BurndownChart)
    /// How many memos matched.
    case count(Int)
    /// The ids of the memos that matched, lowest first.
    case ids([Int64])
    /// The statistics of the memos that matched.
    case statistics(MemoStatistics)
}
