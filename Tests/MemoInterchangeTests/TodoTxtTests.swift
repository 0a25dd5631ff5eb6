import XCTest
@testable import MemoStore

final class TodoTxtTests: XCTestCase {
    private typealias F = InterchangeFixtures

    private let day1 = Timestamp(iso8601: "2026-11-20T08:00:00Z")!
    private let day3 = Timestamp(iso8601: "2026-11-22T17:30:00Z")!

    // MARK: - Encoding

    func test_line_openMemo_isCreationDateTitleAndUUID() {
        XCTAssertEqual(TodoTxt.line(F.memo(uuid: "u1", title: "Buy milk", created: day1, updated: day3)),
                       "2026-11-20 Buy milk uuid:u1")
    }

    func test_line_doneMemo_isXCompletionThenCreationDate() {
        XCTAssertEqual(TodoTxt.line(F.memo(uuid: "u1", title: "Pay rent", isDone: true, created: day1, updated: day3)),
                       "x 2026-11-22 2026-11-20 Pay rent uuid:u1")
    }

    func test_line_priorityGoesBeforeTheDate_onOpenMemosOnly() {
        XCTAssertEqual(TodoTxt.line(F.memo(uuid: "u", title: "(A) Call mom", created: day1)), "(A) 2026-11-20 Call mom uuid:u")
        XCTAssertEqual(TodoTxt.line(F.memo(uuid: "u", title: "(A) Call mom", isDone: true, created: day1, updated: day3)),
                       "x 2026-11-22 2026-11-20 (A) Call mom uuid:u")
        XCTAssertEqual(TodoTxt.line(F.memo(uuid: "u", title: "(A)", created: day1)), "2026-11-20 (A) uuid:u")
        XCTAssertEqual(TodoTxt.line(F.memo(uuid: "u", title: "(a) lower", created: day1)), "2026-11-20 (a) lower uuid:u")
    }

    func test_line_bodyIsPercentEscapedInABodyTag() {
        let memo = F.memo(uuid: "u", title: "t", body: "two lines\n100% sure\u{A0}ok", created: day1)

        XCTAssertEqual(TodoTxt.line(memo), "2026-11-20 t uuid:u body:two%20lines%0A100%25%20sure%C2%A0ok")
    }

    func test_line_titleEscapesOnlyWhatWouldBreakTheLine() {
        let memo = F.memo(uuid: "u", title: "50% off %41 a\tb see body:x and uuid:y notuuid:z 🥛", created: day1)

        XCTAssertEqual(TodoTxt.line(memo), "2026-11-20 50% off %2541 a%09b see body%3Ax and uuid%3Ay notuuid:z 🥛 uuid:u")
    }

    func test_line_uuidWithSpacesIsEscaped_andEmptyUUIDLeftOut() {
        XCTAssertEqual(TodoTxt.line(F.memo(uuid: "a b", title: "t", created: day1)), "2026-11-20 t uuid:a%20b")
        XCTAssertEqual(TodoTxt.line(F.memo(uuid: "", title: "t", created: day1)), "2026-11-20 t")
    }

    // MARK: - Decoding

    func test_decodeTodoTxtLine_doneWithBothDates() throws {
        let draft = try XCTUnwrap(TodoTxt.draft(fromLine: "x 2026-03-02 2026-03-01 Pay rent +home @bank due:2026-03-05"))

        XCTAssertEqual(draft, MemoDraft(title: "Pay rent +home @bank due:2026-03-05", isDone: true,
                                        created: Timestamp(iso8601: "2026-03-01"), updated: Timestamp(iso8601: "2026-03-02")))
    }

    func test_decodeTodoTxtLine_doneWithOnlyCompletionDate_usesItForBoth() throws {
        let draft = try XCTUnwrap(TodoTxt.draft(fromLine: "x 2026-03-02 Pay rent"))

        XCTAssertEqual(draft.created, Timestamp(iso8601: "2026-03-02"))
        XCTAssertEqual(draft.updated, Timestamp(iso8601: "2026-03-02"))
        XCTAssertTrue(draft.isDone)
    }

    func test_decodeTodoTxtLine_priorityStaysInTheTitle_datesAreMidnightUTC() throws {
        let draft = try XCTUnwrap(TodoTxt.draft(fromLine: "(B) 2026-11-20 Water plants"))

        XCTAssertEqual(draft.title, "(B) Water plants")
        XCTAssertFalse(draft.isDone)
        XCTAssertEqual(draft.created?.iso8601, "2026-11-20T00:00:00Z")
        XCTAssertEqual(draft.updated?.iso8601, "2026-11-20T00:00:00Z")
    }

    func test_decodeTodoTxtLine_withoutDates_leavesTimesToTheStore() throws {
        let draft = try XCTUnwrap(TodoTxt.draft(fromLine: "Water plants"))

        XCTAssertEqual(draft, MemoDraft(title: "Water plants"))
    }

    func test_decodeTodoTxtLine_notDoneMarkersAndInvalidDatesAreText() throws {
        XCTAssertEqual(try TodoTxt.draft(fromLine: "X 2026-03-02 upper case x")?.isDone, false)
        XCTAssertEqual(try TodoTxt.draft(fromLine: "xylophone lessons")?.title, "xylophone lessons")
        XCTAssertEqual(try TodoTxt.draft(fromLine: "2026-02-30 not a day")?.title, "2026-02-30 not a day")
        XCTAssertEqual(try TodoTxt.draft(fromLine: "2026-02-30 not a day")?.created, nil)
        XCTAssertEqual(try TodoTxt.draft(fromLine: "(AB) not a priority")?.title, "(AB) not a priority")
        XCTAssertEqual(try TodoTxt.draft(fromLine: "(A)")?.title, "(A)")
    }

    func test_decodeTodoTxtLine_blankLinesAreNil_andLinesWithoutTextFail() {
        XCTAssertNil(try TodoTxt.draft(fromLine: ""))
        XCTAssertNil(try TodoTxt.draft(fromLine: " \t \r"))
        for line in ["x 2026-03-02 2026-03-01", "x 2026-03-02 2026-03-01 uuid:abc", "2026-03-01 body:xyz", "(A) 2026-03-01"] {
            XCTAssertThrowsError(try TodoTxt.draft(fromLine: line), line) { error in
                XCTAssertEqual(error as? InterchangeError, .invalidRecord("a todo.txt line needs text after its dates"), line)
            }
        }
    }

    func test_decodeTodoTxtLine_invalidUTF8_fails() {
        XCTAssertThrowsError(try TodoTxt.draft(fromLine: Array("2026-03-01 bad ".utf8) + [0xC3, 0x28])) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidRecord("invalid UTF-8 in the title"))
        }
        XCTAssertThrowsError(try TodoTxt.draft(fromLine: "t body:%FF")) { error in
            XCTAssertEqual(error as? InterchangeError, .invalidRecord("invalid UTF-8 in the body (after decoding %XX escapes)"))
        }
    }

    // MARK: - Round trips

    func test_todoTxt_roundTrip_trickyTitlesAndBodies_exactAndLineStable() throws {
        let titles = [
            "Buy milk", "(A) Call mom  twice", "(A)", "(A) ", "(Z)  two spaces", "x marks the spot", "x", "X",
            "2026-01-01 is a date", "  leading and trailing  ", "50% off %41 %zz %", "see body:x", "uuid:y", "body:",
            "tab\there", "new\nline", "nul\u{0}", "🥛 שלום مرحبا e\u{301}", "+project @context due:2026-01-01", "a  b   c",
        ]
        let bodies = ["", " ", "two\nlines", "100%25 sure %", "tabs\tand\u{A0}nbsp\u{3000}ideographic", "uuid:x body:y", "\r\n", "🥛"]
        for (index, title) in titles.enumerated() {
            for isDone in [false, true] {
                let body = bodies[index % bodies.count]
                let memo = F.memo(uuid: "uuid-\(index) x", title: title, body: body, isDone: isDone, created: day1, updated: day3)
                let line = TodoTxt.line(memo)

                let draft = try XCTUnwrap(TodoTxt.draft(fromLine: line), line)

                XCTAssertEqual(draft.title, title, line)
                XCTAssertEqual(draft.body, body, line)
                XCTAssertEqual(draft.isDone, isDone, line)
                XCTAssertEqual(draft.uuid, memo.uuid, line)
                XCTAssertEqual(draft.created?.iso8601, "2026-11-20T00:00:00Z", line)
                XCTAssertEqual(draft.updated?.iso8601, isDone ? "2026-11-22T00:00:00Z" : "2026-11-20T00:00:00Z", line)
                let again = Memo(id: 9, uuid: draft.uuid!, title: draft.title, body: draft.body, isDone: draft.isDone,
                                 created: draft.created!, updated: draft.updated!)
                XCTAssertEqual(TodoTxt.line(again), line)
                XCTAssertFalse(line.contains("\n") || line.contains("\r"), line)
            }
        }
    }
}
