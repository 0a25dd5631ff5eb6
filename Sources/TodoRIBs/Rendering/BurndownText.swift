import MemoStore
import MemoUseCases
import TodoLanguage

/// `todo burndown` laid out: a column a day or week, as high as the memos open (`▒`) and done
/// (`█`, green on a terminal) at its end, fitted to the screen's width.
@MainActor
enum BurndownText {
    /// How many rows the bars have at most.
    nonisolated static let height = 10
    /// The columns left of the bars: the count axis.
    nonisolated static let axisWidth = 8
    /// The columns each period takes: its bar and a space.
    nonisolated static let columnWidth = 2

    /// How many periods fit `width` columns (at least one).
    nonisolated static func periods(fittingWidth width: Int) -> Int {
        max(1, (width - axisWidth) / columnWidth)
    }

    /// The chart, its first and last dates below it, and the legend with the counts now.
    static func text(_ burndown: BurndownChart, style: TerminalStyle) -> String {
        let periods = burndown.periods
        guard let last = periods.last else { return "no memos\n" }
        let top = max(1, periods.map { $0.open + $0.done }.max() ?? 1)
        let cells = periods.map { period -> (done: Int, total: Int) in
            let total = Self.cells(period.open + period.done, of: top)
            return (min(total, Self.cells(period.done, of: top)), total)
        }
        let title = burndown.length == .day ? "Burndown, daily" : "Burndown, weekly"
        var text = style.bold(title) + "\n"
        for row in stride(from: height, through: 1, by: -1) {
            let label = row == height ? String(top) : row == 1 ? "0" : ""
            var line = String(repeating: " ", count: max(0, axisWidth - 2 - label.count)) + label + " │"
            for cell in cells {
                line += row <= cell.done ? style.green("█") : row <= cell.total ? "▒" : " "
                line += " "
            }
            text += line.trimmingTrailingSpaces() + "\n"
        }
        text += String(repeating: " ", count: axisWidth - 2) + " └" + String(repeating: "─", count: periods.count * columnWidth) + "\n"
        let first = CalendarText.date(periods[0].day)
        let end = CalendarText.date(last.day)
        let span = periods.count * columnWidth
        let dates = periods.count == 1 ? first
            : first + String(repeating: " ", count: max(1, span - first.count - end.count)) + end
        text += String(repeating: " ", count: axisWidth) + dates + "\n"
        return text + "\n" + style.green("█") + " done \(last.done)   ▒ open \(last.open)\n"
    }

    /// `{"period":"daily","periods":[{"date":"2026-11-25","start":"…Z","open":3,"done":1},…]}`,
    /// oldest first; `date` is the local day the period starts, `start` that moment in UTC.
    static func json(_ burndown: BurndownChart) -> String {
        let periods = burndown.periods.map {
            "{\"date\":\"\(CalendarText.date($0.day))\",\"start\":\"\($0.start.iso8601)\",\"open\":\($0.open),\"done\":\($0.done)}"
        }
        return "{\"period\":\"\(burndown.length == .day ? "daily" : "weekly")\",\"periods\":[" + periods.joined(separator: ",") + "]}\n"
    }

    // MARK: - Private

    /// How many of `height` rows `count` fills when `top` fills them all; any memo shows.
    private static func cells(_ count: Int, of top: Int) -> Int {
        guard count > 0 else { return 0 }
        return max(1, (count * height + top / 2) / top)
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
