import MemoStore
import TodoLanguage

/// A report over the user's memos, as `summary`, `calendar`, `burndown`, `count`, `ids` and `stats` ask for it: the
/// memos it covers as a filter, and what it counts them by.
public enum MemoReport: Sendable, Equatable {
    /// Open and done memos by project (`todo summary`); the filter's status is ignored: both count.
    case summary(MemoFilter)
    /// The memos due on each day of `month` (1…12) of `year` (`todo calendar`), among the filter's.
    case calendar(year: Int, month: Int, MemoFilter)
    /// How many memos were open and done at the end of each of the last `periods` days or
    /// weeks, up to the current one (`todo burndown`); the filter's status is ignored.
    case burndown(LocalPeriods.Length, periods: Int, MemoFilter)
    /// How many memos the filter matches (Taskwarrior's `task count`); with `searching`, how
    /// many of them have those words, as `search` finds them (`task milk count`).
    case count(MemoFilter, searching: String? = nil)
    /// The ids of the memos the filter matches, lowest first (Taskwarrior's `task ids`); with
    /// `searching`, of those that have the words.
    case ids(MemoFilter, searching: String? = nil)
    /// Taskwarrior's statistics of the user's own memos the filter matches (`task stats`);
    /// with `searching`, of those that have the words.
    case statistics(MemoFilter, searching: String? = nil)
}
