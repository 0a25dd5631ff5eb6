import MemoStore
import MemoUseCases

/// A report's result as text or JSON, whichever report it is: the one place `CommandOutput`
/// and the list screen ask.
@MainActor
enum ReportText {
    /// The report laid out for people, its times in `zone`.
    static func text(_ result: MemoReportResult, style: TerminalStyle, zone: LocalTimeZone) -> String {
        switch result {
        case .summary(let counts): return SummaryText.text(counts, style: style)
        case .calendar(let month): return CalendarText.text(month, style: style)
        case .burndown(let burndown): return BurndownText.text(burndown, style: style)
        case .count(let count): return "\(count)\n"
        case .ids(let ids): return IDRanges.text(ids) + "\n"
        case .statistics(let statistics): return StatisticsText.text(statistics, style: style, zone: zone)
        }
    }

    /// The report in its documented JSON shape.
    static func json(_ result: MemoReportResult) -> String {
        switch result {
        case .summary(let counts): return SummaryText.json(counts)
        case .calendar(let month): return CalendarText.json(month)
        case .burndown(let burndown): return BurndownText.json(burndown)
        case .count(let count): return "\(count)\n"
        case .ids(let ids): return "[" + ids.map(String.init).joined(separator: ",") + "]\n"
        case .statistics(let statistics): return StatisticsText.json(statistics)
        }
    }
}
