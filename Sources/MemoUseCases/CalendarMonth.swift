import MemoStore

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
