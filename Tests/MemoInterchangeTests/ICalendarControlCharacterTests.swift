import XCTest
@testable import MemoInterchange
import MemoStore

/// The one rule for control characters in iCalendar (`ICalendarText`): TEXT writes TAB as it
/// is, LF as `\n`, CR as `\r` and every other C0 control and DEL as `\xHH`, which todo reads
/// back; a kept line, where no escape applies, gets U+FFFD. Never a raw control byte.
final class ICalendarControlCharacterTests: XCTestCase {
    func test_aNULAndOtherControls_inEveryTextField_areEscaped_andReadBack() throws {
        let memo = Memo(
            id: 1, uuid: "0f8fad5b-d9cb-469f-a165-70867728950e", title: "a\u{0}b\u{1B}[31mc\u{7F}d", body: "x\u{0}y\tz\r\nw",
            isDone: false, created: Timestamp(secondsSince1970: 1_800_000_000), updated: Timestamp(secondsSince1970: 1_800_000_000),
            project: "home")
        let text = VTodo.calendar(of: [memo], timeZone: .utc)
        XCTAssertFalse(text.utf8.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }, text)
        XCTAssertTrue(text.contains("SUMMARY:a\\x00b\\x1B[31mc\\x7Fd\r\n"), text)
        XCTAssertTrue(text.contains("DESCRIPTION:x\\x00y\tz\\r\\nw\r\n"), text)

        let read = try XCTUnwrap(try VTodo.drafts(inCalendar: text, timeZone: .utc).first)
        XCTAssertEqual(read.title, memo.title)
        XCTAssertEqual(read.body, memo.body)
    }

    func test_escapeThenUnescape_isTheText_forEveryControlCharacter_andOtherBackslashXIsKept() {
        let every = String(String.UnicodeScalarView((0..<0x80).map { Unicode.Scalar(UInt8($0)) }))
        XCTAssertEqual(ICalendarText.unescape(ICalendarText.escape(every)[...]), every)
        // Written by another app: `\x41` is no control character todo writes, so it stays as written.
        XCTAssertEqual(ICalendarText.unescape("C:\\x41\\x0"[...]), "C:\\x41\\x0")
    }

    func test_aKeptLineWithAControlCharacter_isWrittenWithTheReplacementCharacter() throws {
        var memo = Memo(
            id: 1, uuid: "0f8fad5b-d9cb-469f-a165-70867728950e", title: "t", body: "", isDone: false,
            created: Timestamp(secondsSince1970: 1_800_000_000), updated: Timestamp(secondsSince1970: 1_800_000_000))
        memo.extra[VTodo.keptLinesKey] = MemoJSON.string("X-APP:a\u{0}b\u{1}c")
        let text = VTodo.calendar(of: [memo], timeZone: .utc)
        XCTAssertTrue(text.contains("X-APP:a\u{FFFD}b\u{FFFD}c\r\n"), text)
        XCTAssertFalse(text.utf8.contains(0), text)
    }
}
