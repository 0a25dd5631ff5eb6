@testable import CalDAVSync
import MemoInterchange
import MemoStore
import XCTest

/// The three ways clients complete a recurring task, each read as the current occurrence done.
final class CalDAVTaskTests: XCTestCase {
    private let zone = LocalTimeZone.utc
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    func test_statusCompleted_isDoneAsItSays() throws {
        let base = try task(status: "NEEDS-ACTION", due: "20261130").memo
        let arriving = try task(status: "COMPLETED", due: "20261130")
        let memo = arriving.completion(over: base, in: zone)
        XCTAssertTrue(memo.isDone)
        XCTAssertEqual(memo.due, base.due)
    }

    func test_dueMovedOneStepForward_isTheOccurrenceDone_atItsAgreedDue() throws {
        let base = try task(status: "NEEDS-ACTION", due: "20261130", start: "20261125").memo
        // Nov 30 is its month's last day: the next occurrence is Dec 31, whoever moves it.
        let arriving = try task(status: "NEEDS-ACTION", due: "20261231", start: "20261226")
        let memo = arriving.completion(over: base, in: zone)
        XCTAssertTrue(memo.isDone)
        XCTAssertEqual(memo.due, base.due)
        XCTAssertEqual(memo.scheduled, base.scheduled)
        XCTAssertEqual(memo.end, arriving.memo.updated)
        XCTAssertEqual(memo.nextOccurrence(at: now, in: zone)?.due, arriving.memo.due)
    }

    func test_dueMovedToADayTheRuleDoesNotGive_isAnEdit() throws {
        let base = try task(status: "NEEDS-ACTION", due: "20261130").memo
        for due in ["20261215", "20270130", "20261031"] {
            let arriving = try task(status: "NEEDS-ACTION", due: due)
            let memo = arriving.completion(over: base, in: zone)
            XCTAssertFalse(memo.isDone, due)
            XCTAssertEqual(memo.due, arriving.memo.due, due)
        }
    }

    func test_aCompletedInstance_isTheOccurrenceDone_andTheInstanceIsNotKept() throws {
        let base = try task(status: "NEEDS-ACTION", due: "20261130").memo
        let text = calendar(status: "NEEDS-ACTION", due: "20261130", start: nil) .replacingOccurrences(
            of: "END:VCALENDAR",
            with: "BEGIN:VTODO\r\nUID:\(uuid)\r\nRECURRENCE-ID;VALUE=DATE:20261130\r\nSUMMARY:Pay rent\r\nSTATUS:COMPLETED\r\n"
                + "LAST-MODIFIED:20261201T080000Z\r\nEND:VTODO\r\nEND:VCALENDAR")
        let arriving = try XCTUnwrap(try CalDAVTask.read(text, timeZone: zone, now: now))
        XCTAssertNotNil(arriving.completedInstance)
        XCTAssertFalse(arriving.memo.isDone)
        let memo = arriving.completion(over: base, in: zone)
        XCTAssertTrue(memo.isDone)
        XCTAssertEqual(memo.due, base.due)
        // Done when the instance was marked so.
        XCTAssertEqual(memo.end, Timestamp(iso8601: "2026-12-01T08:00:00Z"))
        XCTAssertFalse((memo.extra[VTodo.keptLinesKey] ?? "").contains("RECURRENCE-ID"))
    }

    func test_nothingIsReadAsCompletion_whenTheBaseWasDoneAlready_orDoesNotRecur() throws {
        var done = try task(status: "NEEDS-ACTION", due: "20261130").memo
        done.isDone = true
        let moved = try task(status: "NEEDS-ACTION", due: "20261230")
        XCTAssertFalse(moved.completion(over: done, in: zone).isDone)
        XCTAssertFalse(moved.completion(over: nil, in: zone).isDone)
        var once = try task(status: "NEEDS-ACTION", due: "20261130").memo
        once.recur = nil
        XCTAssertFalse(try task(status: "NEEDS-ACTION", due: "20261230", rule: nil).completion(over: once, in: zone).isDone)
    }

    func test_aResourceWithoutAVTODO_isNoTask() throws {
        let event = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:e1\r\nSUMMARY:Lunch\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        XCTAssertNil(try CalDAVTask.read(event, timeZone: zone, now: now))
    }

    // MARK: - Helpers

    private let uuid = "3f2c5a9e-7d41-4c7b-9a7e-2d9c1b0e6f10"

    private func calendar(status: String, due: String, start: String?, rule: String? = "FREQ=MONTHLY") -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:\(uuid)", "SUMMARY:Pay rent",
                     "STATUS:\(status)", "DUE;VALUE=DATE:\(due)", "LAST-MODIFIED:20261125T080000Z"]
        if let start { lines.append("DTSTART;VALUE=DATE:\(start)") }
        if let rule { lines.append("RRULE:\(rule)") }
        lines += ["END:VTODO", "END:VCALENDAR"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private func task(status: String, due: String, start: String? = nil, rule: String? = "FREQ=MONTHLY") throws -> CalDAVTask {
        try XCTUnwrap(try CalDAVTask.read(calendar(status: status, due: due, start: start, rule: rule), timeZone: zone, now: now))
    }
}
