import MemoStore
import TodoLanguage

/// A report over the user's memos, as `summary`, `calendar` and `burndown` ask for it: the
/// memos it covers as a filter, and what it counts them by.
public enum MemoReport: Sendable, Equatable {
    /// Open and done memos by project (`todo summary`); the filter's status is ignored: both count.
    case summary(MemoFilter)
    /// The memos due on each day of `month` (1…12) of `year` (`todo calendar`), among the filter's.
    case calendar(year: Int, month: Int, MemoFilter)
    /// How many memos were open and done at the end of each of the last `periods` days or
    /// weeks, up to the current one (`todo burndown`); the filter's status is ignored.
    case burndown(LocalPeriods.Length, periods: Int, MemoFilter)
}

/// What a report found: counts only, for `CommandOutput` and the list screen to lay out.
public enum MemoReportResult: Sendable, Equatable {
    /// Open and done counts by project, projects in byte order, the memos without one last.
    case summary([ProjectCount])
    /// A month's days with how many memos are due on each.
    case calendar(CalendarMonth)
    /// Open and done counts at the end of each period.
    case burndown(BurndownChart)
}

/// One month of `todo calendar`: its days, the memos due on each, and today.
public struct CalendarMonth: Sendable, Equatable {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// How many memos are due on each day: `due[0]` on the 1st.
    public let due: [Int]
    /// The local day the report was made on (it may lie outside the month).
    public let today: LocalDateTime

    /// Creates a month.
    public init(year: Int, month: Int, due: [Int], today: LocalDateTime) {
        self.year = year
        self.month = month
        self.due = due
        self.today = today
    }
}

/// `todo burndown`: how many memos were open and done at the end of each period, oldest first.
public struct BurndownChart: Sendable, Equatable {
    /// One day or week of the chart.
    public struct Period: Sendable, Equatable {
        /// The local day the period starts on.
        public let day: LocalDateTime
        /// The first moment of the period.
        public let start: Timestamp
        /// Memos created by the period's end and not done by then.
        public let open: Int
        /// Memos done by the period's end.
        public let done: Int

        /// Creates a period.
        public init(day: LocalDateTime, start: Timestamp, open: Int, done: Int) {
            self.day = day
            self.start = start
            self.open = open
            self.done = done
        }
    }

    /// Days or weeks.
    public let length: LocalPeriods.Length
    /// The periods, oldest first, the current one last; none before the first memo's.
    public let periods: [Period]

    /// Creates a chart's data.
    public init(length: LocalPeriods.Length, periods: [Period]) {
        self.length = length
        self.periods = periods
    }
}
