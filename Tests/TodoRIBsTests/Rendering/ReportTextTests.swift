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

    func test_statistics_tallyAsTaskStatsDoes_pendingTimeOfPendingAndDoneMemosOnly() async {
        // given: a pending memo a day old, a done one pending two days, a waiting one, all at `now`
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        let day: Int64 = 86_400
        func memo(_ id: Int64, _ title: String, created: Int64) -> Memo {
            let at = Timestamp(secondsSince1970: now.secondsSince1970 - created * day)
            return Memo(id: id, uuid: "u\(id)", title: title, body: "", isDone: false, created: at, updated: at)
        }
        var pending = memo(1, "pending", created: 1)
        pending.tags = ["a", "b"]
        pending.recur = Recurrence("weekly")
        var done = memo(2, "done", created: 3)
        done.isDone = true
        done.end = Timestamp(secondsSince1970: now.secondsSince1970 - day)
        done.tags = ["b"]
        done.project = "home.garden"
        var waiting = memo(3, "waits", created: 5)
        waiting.wait = Timestamp(secondsSince1970: now.secondsSince1970 + day)
        waiting.annotations = [MemoAnnotation(entry: now, description: "n1"), MemoAnnotation(entry: now, description: "n2")]
        waiting.isBlocked = true

        // when
        var statistics = MemoStatistics(now: now)
        for memo in [pending, done, waiting] { statistics.add(memo) }

        // then
        XCTAssertEqual([statistics.pending, statistics.waiting, statistics.recurring, statistics.completed, statistics.total],
                       [1, 1, 1, 1, 3])
        XCTAssertEqual([statistics.notes, statistics.tags.count, statistics.projects.count, statistics.tagged], [2, 2, 1, 2])
        XCTAssertEqual(statistics.blocked, 1, "a waiting memo blocked is blocked")
        XCTAssertEqual(statistics.averagePending, (day + 2 * day) / 2, "the waiting memo counts for neither side")
        XCTAssertEqual(statistics.usedFor, 4 * day)
        XCTAssertEqual(statistics.addedEvery, 4 * day / 3)
        XCTAssertEqual(statistics.completedEvery, 4 * day)
        XCTAssertEqual(statistics.averageTitleLength, (7 + 4 + 5) / 3)
        XCTAssertEqual(statistics.oldest, waiting.created)
        XCTAssertEqual(statistics.newest, pending.created)
        let text = StatisticsText.text(statistics, style: TerminalStyle(screen: ScriptedScreen()), zone: .utc)
        XCTAssertTrue(text.contains("\nMemos tagged          66.7%\n"), text)
        XCTAssertTrue(text.contains("\nAverage time pending  1d\n"), text)
        XCTAssertTrue(text.contains("\nOldest memo           2027-01-10 08:00\n"), text)
    }

    func test_statisticsPercent_hasThreeSignificantDigits_withoutTrailingZeros() async {
        let cases: [(Double, String)] = [
            (0, "0%"), (100, "100%"), (99.96, "100%"), (100.0 / 3, "33.3%"), (5, "5%"), (5.26315, "5.26%"), (12.5, "12.5%"),
            (0.5, "0.5%"), (0.012345, "0.0123%"), (200.0 / 3, "66.7%"), (9.996, "10%"), (81.25, "81.2%"), (3.125, "3.12%"),
        ]
        for (percent, text) in cases {
            XCTAssertEqual(StatisticsText.percentText(percent), text, "\(percent)")
        }
    }

    func test_statisticsOfNothing_leaveTheTimesOut_andJSONSaysNull() async {
        let statistics = MemoStatistics(now: Timestamp(secondsSince1970: 1_800_000_000))

        let text = StatisticsText.text(statistics, style: TerminalStyle(screen: ScriptedScreen()), zone: .utc)
        let json = StatisticsText.json(statistics)

        XCTAssertTrue(text.contains("\nTotal           0\n"), text)
        XCTAssertFalse(text.contains("Oldest") || text.contains("every") || text.contains("tagged") || text.contains("length"), text)
        XCTAssertTrue(json.contains("\"total\":0,") && json.contains("\"oldest\":null,") && json.contains("\"averagePending\":null,"), json)
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
