import MemoStore
import MemoUseCases
import TodoLanguage

/// `todo calendar` laid out: a month's grid, weeks from Monday, each day with memos due
/// marked `*` (bold on a terminal, red once past), today shown inverted on a terminal.
@MainActor
enum CalendarText {
    /// The grid, then how many memos are due in the month.
    static func text(_ month: CalendarMonth, style: TerminalStyle) -> String {
        let title = "\(MonthWord.name(of: month.month)) \(month.year)"
        let header = "Mo Tu We Th Fr Sa Su"
        var text = String(repeating: " ", count: max(0, (header.count - title.count) / 2)) + style.bold(title) + "\n"
        text += style.dim(header) + "\n"
        let first = LocalDateTime(year: month.year, month: month.month, day: 1)
        var line = String(repeating: "   ", count: first.weekday - 1)
        for (index, due) in month.due.enumerated() {
            let day = first.adding(days: index)
            var number = (day.day < 10 ? " " : "") + String(day.day)
            if due > 0 { number = day < month.today ? style.red(style.bold(number)) : style.bold(number) }
            if day == month.today { number = style.inverse(number) }
            line += number + (due > 0 ? "*" : " ")
            if day.weekday == 7 || index == month.due.count - 1 {
                text += line.trimmingTrailingSpaces() + "\n"
                line = ""
            }
        }
        let total = month.due.reduce(0, +)
        return text + "\n" + (total == 0 ? "no memos due in \(title)" : "* \(CountText.of(total, "memo")) due in \(title)") + "\n"
    }

    /// `{"year":2026,"month":12,"today":"2026-11-25","days":[{"date":"2026-12-01","due":2},…]}`,
    /// every day of the month.
    static func json(_ month: CalendarMonth) -> String {
        let first = LocalDateTime(year: month.year, month: month.month, day: 1)
        let days = month.due.enumerated().map { index, due in
            "{\"date\":\"\(date(first.adding(days: index)))\",\"due\":\(due)}"
        }
        return "{\"year\":\(month.year),\"month\":\(month.month),\"today\":\"\(date(month.today))\",\"days\":["
            + days.joined(separator: ",") + "]}\n"
    }

    /// `2026-12-01`: a local day as ISO 8601 writes a date.
    static func date(_ day: LocalDateTime) -> String {
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(day.year, 4))-\(digits(day.month, 2))-\(digits(day.day, 2))"
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
