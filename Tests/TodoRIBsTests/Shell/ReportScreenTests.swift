import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// `summary`, `calendar`, `burndown` and Taskwarrior's named reports typed on the list screen: the same words as the
/// one-shot commands, the report printed on the screen, a mistake named in one line.
@MainActor
final class ReportScreenTests: XCTestCase {
    func test_summary_onTheListScreen_printsTheProjectsOfTheFilter() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Rent project:home +bills", "add Seeds project:home.garden", "done 1"])

        session.send("summary")
        let all = session.screen.takeOutput()
        session.send("summary -bills")
        let unbilled = session.screen.takeOutput()

        XCTAssertTrue(all.hasPrefix("Project   Open  Done  Complete\nhome         1     1   50%"), all)
        XCTAssertTrue(all.contains("\n  garden     1     0    0%"), all)
        XCTAssertTrue(unbilled.contains("\nhome         1     0    0%"), unbilled)
        XCTAssertEqual(session.screen.takeErrors(), "")
    }

    func test_namedReports_onTheListScreen_readAsTheCommandLineDoes() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Rent +bills", "add Seeds", "add Milk +bills", "done 1"])
        _ = session.screen.takeOutput()

        session.send("count")
        let count = session.screen.takeOutput()
        session.send("ids +bills or +nothing")
        let ids = session.screen.takeOutput()
        session.send("completed")
        let completed = session.screen.takeOutput()
        session.send("oldest --limit 1")
        let oldest = session.screen.takeOutput()

        XCTAssertEqual(count, "3\n")
        XCTAssertEqual(ids, "3\n")
        XCTAssertTrue(completed.contains("Rent") && !completed.contains("Seeds"), completed)
        XCTAssertTrue(oldest.contains("Seeds") && !oldest.contains("Milk"), oldest)
        XCTAssertEqual(session.screen.takeErrors(), "")
    }

    func test_calendar_onTheListScreen_marksTheDaysOfTheMonthNamed() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Gift due:2030-12-24", "add Tree due:2030-12-20 +home"])

        session.send("calendar 2030-12 -home")

        let calendar = session.screen.takeOutput()
        XCTAssertTrue(calendar.hasPrefix("   December 2030\nMo Tu We Th Fr Sa Su\n"), calendar)
        XCTAssertTrue(calendar.contains("\n23 24*25 26"), calendar)
        XCTAssertTrue(calendar.contains("19 20 21"), calendar)
        XCTAssertTrue(calendar.hasSuffix("* 1 memo due in December 2030\n"), calendar)
    }

    func test_burndown_onTheListScreen_fitsTheScreensWidth() async throws {
        let session = try ShellSession(user: "gus", typing: ["add One", "log Two"])
        session.screen.width = 30

        session.send("burndown weekly")

        let chart = session.screen.takeOutput()
        XCTAssertTrue(chart.hasPrefix("Burndown, weekly\n"), chart)
        XCTAssertTrue(chart.hasSuffix("█ done 1   ▒ open 1\n"), chart)
        XCTAssertLessThanOrEqual(chart.split(separator: "\n").map(\.count).max() ?? 0, 30, chart)
    }

    func test_aWordThatIsNoFilter_isNamedInOneLine_andNothingIsPrinted() async throws {
        let session = try ShellSession(user: "gus", typing: ["add One"])

        session.send("summary milk")
        session.send("burndown --json")

        XCTAssertEqual(session.screen.takeOutput(), "")
        let errors = session.screen.takeErrors().split(separator: "\n")
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(errors.first?.contains("unknown filter in 'milk'") == true, "\(errors)")
        XCTAssertTrue(errors.last?.contains("--json") == true, "\(errors)")
    }

    func test_help_listsTheReports() async throws {
        let session = try ShellSession(user: "gus")

        session.send("help")

        let help = session.screen.takeOutput()
        for usage in ["summary [FILTER...]", "calendar [MONTH] [FILTER...]", "burndown [daily|weekly] [FILTER...]"] {
            XCTAssertTrue(help.contains(usage), help)
        }
    }
}
