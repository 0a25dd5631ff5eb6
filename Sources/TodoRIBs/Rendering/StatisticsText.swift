import MemoStore
import MemoUseCases
import TodoLanguage

/// `todo stats` laid out as `task stats` lays it out: a category and its figure a row, under
/// a header, the rows about time only when there is a memo to tell them.
@MainActor
enum StatisticsText {
    /// The figures for people, times in `zone`, spans as ages are written (`5d`, `3w`).
    static func text(_ statistics: MemoStatistics, style: TerminalStyle, zone: LocalTimeZone) -> String {
        var rows: [(String, String)] = [
            ("Pending", "\(statistics.pending)"), ("Waiting", "\(statistics.waiting)"),
            ("Recurring", "\(statistics.recurring)"), ("Completed", "\(statistics.completed)"),
            ("Total", "\(statistics.total)"), ("Annotations", "\(statistics.notes)"),
            ("Unique tags", "\(statistics.tags.count)"), ("Projects", "\(statistics.projects.count)"),
            ("Blocked memos", "\(statistics.blocked)"), ("Blocking memos", "\(statistics.blocking)"),
        ]
        if let percent = statistics.taggedPercent { rows.append(("Memos tagged", percentText(percent))) }
        if let oldest = statistics.oldest, let newest = statistics.newest {
            rows.append(("Oldest memo", MomentText.text(oldest, in: zone)))
            rows.append(("Newest memo", MomentText.text(newest, in: zone)))
        }
        let spans: [(String, Int64?)] = [
            ("Used for", statistics.usedFor), ("Memo added every", statistics.addedEvery),
            ("Memo completed every", statistics.completedEvery), ("Average time pending", statistics.averagePending),
        ]
        for (category, seconds) in spans {
            if let seconds { rows.append((category, seconds > 0 ? DueText.span(seconds: seconds) : "-")) }
        }
        if let length = statistics.averageTitleLength { rows.append(("Average title length", "\(length) characters")) }

        let width = rows.map(\.0.count).max() ?? 0
        let dataWidth = max(4, rows.map(\.1.count).max() ?? 0)
        func columns(_ category: String, _ data: String) -> String {
            category + String(repeating: " ", count: width - category.count + 2) + data
        }
        return style.bold(columns("Category", "Data")) + "\n"
            + columns(String(repeating: "-", count: width), String(repeating: "-", count: dataWidth)) + "\n"
            + rows.map { columns($0.0, $0.1) + "\n" }.joined()
    }

    /// The figures as one JSON object: counts, times as ISO 8601 in UTC, spans in seconds;
    /// a figure there is no memo to tell is `null`.
    static func json(_ statistics: MemoStatistics) -> String {
        func number<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "null" }
        let fields: [(String, String)] = [
            ("pending", "\(statistics.pending)"), ("waiting", "\(statistics.waiting)"),
            ("recurring", "\(statistics.recurring)"), ("completed", "\(statistics.completed)"),
            ("total", "\(statistics.total)"), ("annotations", "\(statistics.notes)"),
            ("uniqueTags", "\(statistics.tags.count)"), ("projects", "\(statistics.projects.count)"),
            ("blocked", "\(statistics.blocked)"), ("blocking", "\(statistics.blocking)"), ("tagged", "\(statistics.tagged)"),
            ("oldest", statistics.oldest.map { "\"\($0.iso8601)\"" } ?? "null"),
            ("newest", statistics.newest.map { "\"\($0.iso8601)\"" } ?? "null"),
            ("usedFor", number(statistics.usedFor)), ("addedEvery", number(statistics.addedEvery)),
            ("completedEvery", number(statistics.completedEvery)), ("averagePending", number(statistics.averagePending)),
            ("averageTitleLength", number(statistics.averageTitleLength)),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
    }

    /// `percent` to three significant digits without trailing zeros, as `task stats` prints
    /// it (`33.3%`, `5%`, `100%`).
    static func percentText(_ percent: Double) -> String {
        guard percent > 0 else { return "0%" }
        var decimals = 2
        if percent >= 1 {
            // Three digits in all: 33.3, 5.26, 100.
            var bound = 10.0
            while percent >= bound, decimals > 0 {
                decimals -= 1
                bound *= 10
            }
        } else {
            // Three digits from the first that is not zero: 0.5, 0.0123.
            var shifted = percent
            while shifted < 1 {
                shifted *= 10
                decimals += 1
            }
        }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // Halves to even, as printf rounds for `task stats` (81.25 is 81.2).
        let scaled = Int64((percent * scale).rounded(.toNearestOrEven))
        var digits = String(scaled)
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
            while digits.hasSuffix("0") { digits.removeLast() }
            if digits.hasSuffix(".") { digits.removeLast() }
        }
        return digits + "%"
    }
}
