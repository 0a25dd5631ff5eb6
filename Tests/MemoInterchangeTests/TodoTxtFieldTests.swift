import XCTest
@testable import MemoInterchange
import MemoStore

/// todo.txt's priorities, projects, contexts and `due:`/`t:`/`rec:` tags, both ways, in a time zone.
final class TodoTxtFieldTests: XCTestCase {
    private typealias F = InterchangeFixtures
    /// UTC−5, so a local day is not a UTC day.
    private let zone = LocalTimeZone.fixed(secondsEastOfUTC: -5 * 3600)

    private func draft(_ line: String) throws -> MemoDraft? {
        try TodoTxt.draft(fromLine: line, timeZone: zone)
    }

    private func endOfDay(_ day: String) -> Timestamp? {
        Timestamp(iso8601: day + "T23:59:59-05:00")
    }

    private func startOfDay(_ day: String) -> Timestamp? {
        Timestamp(iso8601: day + "T00:00:00-05:00")
    }

    func test_read_priorityProjectsContextsAndTags_leaveTheTitle() throws {
        let result = try XCTUnwrap(try draft(
            "(A) 2026-11-20 Call mom +family @phone due:2026-12-01 t:2026-11-30 rec:+1w +extra @home"))
        XCTAssertEqual(result, MemoDraft(
            title: "Call mom", created: Timestamp(iso8601: "2026-11-20T00:00:00-05:00"), updated: Timestamp(iso8601: "2026-11-20T00:00:00-05:00"),
            due: endOfDay("2026-12-01"), wait: startOfDay("2026-11-30"), priority: .high, project: "family",
            tags: ["phone", "extra", "home"], recur: Recurrence("weekly")))
    }

    func test_read_priorityLetters_BIsMedium_CtoZAreLow() throws {
        XCTAssertEqual(try draft("(B) x")?.priority, .medium)
        XCTAssertEqual(try draft("(C) x")?.priority, .low)
        XCTAssertEqual(try draft("(Z) x")?.priority, .low)
        XCTAssertEqual(try draft("x 2026-11-21 2026-11-20 done pri:A")?.priority, .high)
        XCTAssertNil(try draft("(a) x")?.priority)
    }

    func test_read_wordsWithoutAValidValue_stayInTheTitle() throws {
        let result = try XCTUnwrap(try draft("see due:someday +a..b rec:1w t:2026-02-30 @ + pri:1"))
        XCTAssertEqual(result.title, "see due:someday +a..b rec:1w t:2026-02-30 @ + pri:1")
        XCTAssertNil(result.due)
        XCTAssertNil(result.recur)  // no due date: `rec:` is text
        XCTAssertNil(result.project)
    }

    func test_read_aJSONObjectOfTodoOrTaskwarrior_isNeverATask_otherBracesAreText() throws {
        for line in [#"{"title":"Buy milk"}"#, #"{"description":"Buy milk","status":"pending"}  "#] {
            XCTAssertThrowsError(try draft(line), line) { error in
                XCTAssertTrue("\(error)".contains("a JSON object, not a todo.txt task"), "\(error)")
            }
        }
        XCTAssertEqual(try draft("{draft} reply to Ann")?.title, "{draft} reply to Ann")
        XCTAssertEqual(try draft(#"{"note":"x"}"#)?.title, #"{"note":"x"}"#)
    }

    func test_write_fieldsAsTodoTxtWritesThem_inTheZonesDays() {
        let memo = Memo(
            id: 1, uuid: F.uuid(1), title: "Call +mom @ due:x", body: "", isDone: false,
            created: Timestamp(iso8601: "2026-11-20T03:00:00Z")!, updated: F.time,
            due: endOfDay("2026-12-01"), wait: Timestamp(iso8601: "2026-11-30T12:00:00Z"), priority: .medium,
            project: "family", tags: ["phone", "home"], recur: Recurrence("2w"))
        XCTAssertEqual(
            TodoTxt.line(memo, timeZone: zone),
            "(B) 2026-11-19 Call %2Bmom @ due%3Ax +family @home @phone due:2026-12-01 t:2026-11-30 rec:2w uuid:\(F.uuid(1))")
        var done = memo
        done.isDone = true
        done.priority = .low
        XCTAssertEqual(
            TodoTxt.line(done, timeZone: zone),
            "x 2026-11-22 2026-11-19 Call %2Bmom @ due%3Ax +family @home @phone due:2026-12-01 t:2026-11-30 rec:2w pri:C uuid:\(F.uuid(1))")
    }

    func test_write_thenRead_givesTheFieldsBack() throws {
        let memo = Memo(
            id: 1, uuid: F.uuid(1), title: "+a @b due:c t:d rec:e pri:f uuid:g body:h %41 end ", body: "b\nc",
            isDone: true, created: F.time, updated: F.time, due: endOfDay("2026-12-01"), wait: startOfDay("2026-11-30"),
            priority: .low, project: "work.q4", tags: ["x", "y%z"], recur: Recurrence("monthly"))
        let result = try XCTUnwrap(try draft(TodoTxt.line(memo, timeZone: zone)))
        XCTAssertEqual(result.title, memo.title)
        XCTAssertEqual(result.body, memo.body)
        XCTAssertEqual(result.due, memo.due)
        XCTAssertEqual(result.wait, memo.wait)
        XCTAssertEqual(result.priority, .low)
        XCTAssertEqual(result.project, "work.q4")
        XCTAssertEqual(result.tags, ["x", "y%z"])
        XCTAssertEqual(result.recur, Recurrence("monthly"))
    }

    func test_write_thenRead_keepsTagsStartingWithAtUnderscoreOrHash() throws {
        // given a memo with a GTD @context tag, which todo.txt writes after its own `@`
        let memo = Memo(
            id: 1, uuid: F.uuid(1), title: "Call mom @home", body: "", isDone: false, created: F.time, updated: F.time,
            tags: ["@phone", "_a", "#b", "plain"])
        // when it is written and read back
        let line = TodoTxt.line(memo, timeZone: zone)
        let result = try XCTUnwrap(try draft(line))
        // then the tags and the title come back as they were
        XCTAssertTrue(line.contains(" @@phone"), line)
        XCTAssertEqual(result.tags, memo.tags)
        XCTAssertEqual(result.title, "Call mom @home")
        XCTAssertEqual(TodoTxt.line(Memo(result, id: 1, uuid: F.uuid(1), now: F.time), timeZone: zone), line)
    }

    func test_weekdays_isOneBusinessDay_writtenAndRead() throws {
        let memo = Memo(id: 1, uuid: F.uuid(1), title: "Stand-up", body: "", isDone: false, created: F.time, updated: F.time,
                        due: endOfDay("2026-12-01"), recur: .weekdays)
        let line = TodoTxt.line(memo, timeZone: zone)
        XCTAssertTrue(line.contains(" rec:1b "), line)
        XCTAssertEqual(try draft(line)?.recur, .weekdays)
        XCTAssertEqual(try draft("Stand-up due:2026-12-01 rec:+1B")?.recur, .weekdays)
        XCTAssertEqual(try draft("Stand-up due:2026-12-01 rec:weekdays")?.recur, .weekdays)
        // More than one business day is no recurrence of todo's: the word stays text.
        XCTAssertEqual(try draft("Stand-up due:2026-12-01 rec:2b")?.title, "Stand-up rec:2b")
    }

    func test_extremeDays_areKeptWithinYears1To9999() throws {
        let memo = Memo(id: 1, uuid: F.uuid(1), title: "t", body: "", isDone: false,
                        created: Timestamp(iso8601: "0001-01-01T00:00:00Z")!, updated: F.time,
                        due: Timestamp(iso8601: "9999-12-31T23:59:59Z"))
        let east = LocalTimeZone.fixed(secondsEastOfUTC: 14 * 3600)
        let line = TodoTxt.line(memo, timeZone: zone)
        XCTAssertEqual(line, "0001-01-01 t due:9999-12-31 uuid:\(F.uuid(1))")
        let result = try XCTUnwrap(try TodoTxt.draft(fromLine: line, timeZone: east))
        XCTAssertEqual(result.created?.iso8601, "0001-01-01T00:00:00Z")
        XCTAssertEqual(result.due?.iso8601, "9999-12-31T09:59:59Z")
    }
}
