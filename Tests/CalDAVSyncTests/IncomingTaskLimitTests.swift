@testable import CalDAVSync
import MemoInterchange
import MemoStore
import XCTest

/// A task from a server is held to the rules an import keeps (`MemoRules`): what the store
/// would refuse is refused when read, named by its line, never cut down or replaced.
final class IncomingTaskLimitTests: XCTestCase {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    func test_aDescriptionOverTheBodysLimit_isRefused_namingTheRule() {
        let text = calendar(["SUMMARY:fine", "DESCRIPTION:" + String(repeating: "d", count: 200_000)])
        XCTAssertThrowsError(try CalDAVTask.read(text, timeZone: .utc, now: now)) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: 3, reason: "invalid body: longer than 100000 characters"))
        }
    }

    func test_aSummaryOverTheTitlesLimit_isRefused_notReplacedByTheDescription() {
        let text = calendar(["SUMMARY:" + String(repeating: "s", count: 1_001), "DESCRIPTION:first line"])
        XCTAssertThrowsError(try CalDAVTask.read(text, timeZone: .utc, now: now)) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidLine(line: 3, reason: "SUMMARY is longer than 1000 characters"))
        }
    }

    func test_anEmptySummary_stillTakesTheDescriptionsFirstLine() throws {
        let task = try XCTUnwrap(try CalDAVTask.read(calendar(["SUMMARY:", "DESCRIPTION:first line\\nsecond"]), timeZone: .utc, now: now))
        XCTAssertEqual(task.memo.title, "first line")
    }

    // MARK: - Private

    private func calendar(_ lines: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:0f8fad5b-d9cb-469f-a165-70867728950e"] + lines + ["END:VTODO", "END:VCALENDAR"])
            .joined(separator: "\r\n")
    }
}
