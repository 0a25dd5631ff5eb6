import MemoStore
import TodoLanguage
import XCTest

/// Words that are not dates, or dates that do not exist: each an error naming the word.
final class DateWordErrorTests: XCTestCase {
    private func read(_ text: String, word: String? = nil) throws -> Timestamp {
        try DateWords.moment(text, now: LanguageFixture.now, zone: LanguageFixture.zone, word: word)
    }

    func test_notADate_isBadDate() {
        for text in ["", "fri2", "soon", "mo", "t", "+d", "+", "3x", "+3 d", "26-12-01", "2026-1", "2026-12-01T15",
                     "2026-12-01T15:3", "2026-12-01X15:30", "15:30Z", "2026-12-01Z", "2026-12-01T15:30+25:00",
                     "2026-12-01T15:30+05", "2026-12-01T15:30:00.5Z", "12345678901-01-01", "1.5d"] {
            XCTAssertLanguageError(try read(text), word: text, reason: .badDate)
        }
    }

    func test_dateThatDoesNotExist_isOutOfRange() {
        for text in ["2026-02-30", "2027-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "0000-01-01", "10000-01-01",
                     "2026-12-01T25:00", "2026-12-01T24:00", "2026-12-01T10:60", "2026-12-01T10:30:60", "25:00",
                     "+9999999d", "+9999y", "-3000y", "+1000000w"] {
            XCTAssertLanguageError(try read(text), word: text, reason: .dateOutOfRange)
        }
    }

    func test_aDateWhoseMomentPassesTheYear9999InUTC_isOutOfRange_notMovedIntoRange() {
        // given the fixture's zone, UTC−5, where 9999-12-31 ends at 10000-01-01T04:59:59Z
        // when a word names a moment of that day after 19:00 local time, or its end
        // then it is refused as 10000-01-01 is, in every form a date word takes
        for text in ["9999-12-31", "9999-12-31T20:00", "9999-12-31T23:59:59", "9999-12-30+1d", "9999-12-31T10:00+10h",
                     "9999-12-31T12:00:00-12:00", "9999-W52+4d", "9999-12-01+30d", "later+1d"] {
            XCTAssertLanguageError(try read(text), word: text, reason: .dateOutOfRange)
        }
        // and the moments that are still within year 9999 in UTC are read as before
        XCTAssertEqual(try read("9999-12-31T18:59:59"), Timestamp(secondsSince1970: Timestamp.latest))
        XCTAssertEqual(try read("9999-12-31T23:59:59Z"), Timestamp(secondsSince1970: Timestamp.latest))
        XCTAssertNoThrow(try read("9999-12-30"))
    }

    func test_error_namesTheWordGiven() {
        XCTAssertLanguageError(try read("fri2", word: "due:fri2"), word: "due:fri2", reason: .badDate)
    }

    func test_description_isOneLineNamingTheWord() {
        let error = TodoLanguageError(word: "due:fri2", reason: .badDate)
        XCTAssertEqual(error.description, "bad date in 'due:fri2': expected a date such as 2026-12-01, tomorrow or +3d")
        let range = TodoLanguageError(word: "due:2026-02-30", reason: .dateOutOfRange)
        XCTAssertEqual(range.description,
                       "bad date in 'due:2026-02-30': no such date or time (years 1 to 9999, months 1 to 12, hours 0 to 23)")
    }
}
