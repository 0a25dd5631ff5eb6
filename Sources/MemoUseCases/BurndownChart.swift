import MemoStore
import TodoLanguage

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
