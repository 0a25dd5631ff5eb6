import XCTest
@testable import MemoInterchange
import MemoStore

/// A malformed iCalendar file is refused with one error naming its line, before any memo of
/// it reaches the store.
final class ICalendarRefusalTests: XCTestCase {
    private typealias F = InterchangeFixtures

    private func refusal(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) -> (Int, String)? {
        do {
            let drafts = try F.importAll(.ical, Array(lines.joined(separator: "\r\n").utf8))
            XCTFail("expected a refusal, read \(drafts.count) memos", file: file, line: line)
            return nil
        } catch {
            return F.lineAndReason(error, file: file, line: line)
        }
    }

    private let start = ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:0f8fad5b-d9cb-469f-a165-70867728950e"]

    func test_aTodoWithoutItsEnd_namesTheLineOfItsBegin() {
        let found = refusal(start + ["SUMMARY:x", "END:VCALENDAR"])
        XCTAssertEqual(found?.0, 6)
        XCTAssertEqual(found?.1, "END:VCALENDAR where END:VTODO (opened on line 3) was expected")

        XCTAssertEqual(refusal(start + ["SUMMARY:x"])?.1, "BEGIN:VTODO has no END:VTODO")
        XCTAssertEqual(refusal(start + ["SUMMARY:x"])?.0, 3)
    }

    func test_aLineWithoutAColon_namesItsLine() {
        let found = refusal(start + ["SUMMARY x", "END:VTODO", "END:VCALENDAR"])
        XCTAssertEqual(found?.0, 5)
        XCTAssertEqual(found?.1, "expected \":\" after the property name SUMMARY (a line NAME:value)")
        XCTAssertEqual(refusal(start + [";X=1:y", "END:VTODO", "END:VCALENDAR"])?.1,
                       "expected a property or parameter name, found \";\"")
    }

    func test_aBadDate_namesTheLineOfItsProperty_evenWhenFolded() {
        let found = refusal(start + ["SUMMARY:x", "DUE:2026", " 1301", "END:VTODO", "END:VCALENDAR"])
        XCTAssertEqual(found?.0, 6)
        XCTAssertEqual(found?.1, "DUE is not a date (20261122) or date-time (20261122T094726Z): \"20261301\"")
    }

    func test_aZoneNobodyKnows_isRefused() {
        let found = refusal(start + ["SUMMARY:x", "DUE;TZID=Mars/Olympus_Mons:20261201T100000", "END:VTODO", "END:VCALENDAR"])
        XCTAssertEqual(found?.0, 6)
        XCTAssertTrue(found?.1.contains("Mars/Olympus_Mons") ?? false, found?.1 ?? "")
    }

    func test_aPriorityOutOfRange_andAnXTodoExtraThatIsNotJSON_areRefused() {
        XCTAssertEqual(refusal(start + ["PRIORITY:12", "END:VTODO", "END:VCALENDAR"])?.0, 5)
        XCTAssertEqual(refusal(start + ["X-TODO-EXTRA:{nope", "END:VTODO", "END:VCALENDAR"])?.0, 5)
    }

    func test_somethingOutsideACalendar_oraStrayEnd_orAStrayFold_isRefused() {
        XCTAssertEqual(refusal(["SUMMARY:x"])?.1, "expected BEGIN:VCALENDAR, found a SUMMARY line")
        XCTAssertEqual(refusal(["BEGIN:VTODO"])?.1, "expected BEGIN:VCALENDAR, found BEGIN:VTODO")
        XCTAssertEqual(refusal(["BEGIN:VCALENDAR", "END:VTODO"])?.1, "END:VTODO closes nothing open")
        XCTAssertEqual(refusal(["BEGIN:VCALENDAR", "", " folded"])?.0, 3)
        XCTAssertEqual(refusal(["BEGIN:VCALENDAR", "", " folded"])?.1, "a folded line (starting with a space) continues no property")
        XCTAssertEqual(refusal(["BEGIN:VCALENDAR", "VERSION:2.0"])?.1, "the file ends before END:VCALENDAR")
    }

    func test_invalidUTF8_isRefusedWithItsLine() {
        var bytes = Array((start + ["SUMMARY:"]).joined(separator: "\r\n").utf8)
        bytes += [0xFF, 0x0D, 0x0A] + Array("END:VTODO\r\nEND:VCALENDAR\r\n".utf8)
        XCTAssertThrowsError(try F.importAll(.ical, bytes)) { error in
            XCTAssertEqual(F.lineAndReason(error)?.0, 5)
            XCTAssertEqual(F.lineAndReason(error)?.1, "invalid UTF-8")
        }
    }

    func test_aTodoTheStoreWouldRefuse_namesTheLineOfTheTodo() {
        let found = refusal(start + ["SUMMARY:x", "X-TODO-PROJECT:two words", "END:VTODO", "END:VCALENDAR"])
        XCTAssertEqual(found?.0, 3)
        XCTAssertEqual(found?.1, "invalid project: contains whitespace")
    }

    func test_formatDetection_tellsACalendarFromTodoTxt() throws {
        XCTAssertEqual(FormatDetection.format(ofLineStartingWithB: Array("BEGIN:VCALENDAR".utf8)), .ical)
        XCTAssertEqual(FormatDetection.format(ofLineStartingWithB: Array("begin:vcalendar".utf8)), .ical)
        XCTAssertEqual(FormatDetection.format(ofLineStartingWithB: Array("Buy milk".utf8)), .todotxt)
        XCTAssertEqual(try F.importAll(nil, Array("Buy milk due:2026-12-01\n".utf8)).first?.title, "Buy milk")
    }
}
