import MemoStore
import MemoUseCases
import XCTest
@testable import TodoRIBs

/// What the reports look like where the tree-wide tests do not look: colour on a terminal,
/// a parent project with no memo of its own, an empty store.
@MainActor
final class ReportTextTests: XCTestCase {
    func test_calendarOnATerminal_invertsToday_andPaintsDaysPastDueRed() async {
        let screen = ScriptedScreen()
        screen.allowsColor = true
        var due = Array(repeating: 0, count: 30)
        due[1] = 1  // the 2nd, before today
        due[9] = 2  // the 10th, today
        let month = CalendarMonth(year: 2026, month: 11, due: due, today: LocalDateTime(year: 2026, month: 11, day: 10))

        let text = CalendarText.text(month, style: TerminalStyle(screen: screen))

        XCTAssertTrue(text.contains("\u{1B}[31m\u{1B}[1m 2\u{1B}[0m\u{1B}[0m*"), text)
        XCTAssertTrue(text.contains("\u{1B}[7m\u{1B}[1m10\u{1B}[0m\u{1B}[0m*"), text)
        XCTAssertTrue(text.contains("\u{1B}[1mNovember 2026\u{1B}[0m"), text)
    }

    func test_summary_givesAParentWithoutMemosARowOfItsSubProjectsSums_inTreeOrder() async {
        let counts = [
            ProjectCount(project: "home-x", open: 1, done: 0), ProjectCount(project: "home.garden", open: 1, done: 3),
            ProjectCount(project: "home.kitchen", open: 2, done: 0),
        ]

        let rows = SummaryText.rows(counts)

        XCTAssertEqual(rows.map(\.project), ["home", "home.garden", "home.kitchen", "home-x"])
        XCTAssertEqual(rows.map(\.open), [3, 1, 2, 1])
        XCTAssertEqual(rows.map(\.done), [3, 3, 0, 0])
        XCTAssertEqual(rows.map(\.complete), [50, 75, 0, 0])
        XCTAssertEqual(rows.map(\.depth), [0, 1, 1, 0])
    }

    func test_reportsOfNothing_sayItInOneLine_andJSONStaysTheSameShape() async {
        let style = TerminalStyle(screen: nil)

        XCTAssertEqual(SummaryText.text([], style: style), "no memos\n")
        XCTAssertEqual(SummaryText.json([]), "[]\n")
        XCTAssertEqual(BurndownText.text(BurndownChart(length: .week, periods: []), style: style), "no memos\n")
        XCTAssertEqual(BurndownText.json(BurndownChart(length: .week, periods: [])), "{\"period\":\"weekly\",\"periods\":[]}\n")
    }

    func test_burndownPeriods_fitTheWidth_andAtLeastOneIsShown() async {
        XCTAssertEqual(BurndownText.periods(fittingWidth: 80), 36)
        XCTAssertEqual(BurndownText.periods(fittingWidth: 10), 1)
        XCTAssertEqual(BurndownText.periods(fittingWidth: 0), 1)
    }
}
