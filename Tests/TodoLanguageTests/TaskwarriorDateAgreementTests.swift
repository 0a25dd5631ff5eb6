import Foundation
import MemoStore
import TestSupport
import TodoLanguage
import XCTest

/// The date words Taskwarrior's users type, read by todo and by the real `task` 2.6 (`task
/// calc WORD`) at the same moment, both in UTC.
final class TaskwarriorDateAgreementTests: XCTestCase {
    /// Monday 2026-11-23 at 22:01 UTC: late enough that `17:30` and `10pm` are tomorrow's.
    private static let clock = "2026-11-23 22:01:00"
    private let now = Timestamp(secondsSince1970: 1_795_471_260)

    func test_periodBoundsAndTimes_areTheMomentsTaskNames() throws {
        let task = try taskAtTheClock()
        let words = [
            "sod", "eod", "sow", "eow", "soww", "eoww", "som", "eom", "soq", "eoq", "soy", "eoy", "sopd", "eopd", "sopw", "eopw",
            "sopm", "eopm", "sopq", "eopq", "sopy", "eopy", "sond", "eond", "sonw", "eonw", "sonm", "eonm", "sonq", "eonq", "sony",
            "eony", "17:30", "23:00", "22:00", "10am", "10pm", "10:30am", "12am", "12pm", "eom+1d", "sonw-1w",
            "20261201T100000Z", "20261205T100000", "now+1hr", "now+PT2H", "now+90min", "now-2hours", "now+1wk", "eow+1week",
        ]
        for word in words {
            XCTAssertEqual(try todo(word), try task(word), word)
        }
    }

    func test_dayWords_areTheDaysTaskNames_atTheirEnd() throws {
        // A word naming a day means the end of it in todo (a bare date's rule), its start in `task`.
        let task = try taskAtTheClock()
        for word in ["today", "tomorrow", "monday", "fri", "1st", "2nd", "3rd", "11th", "22nd", "23rd", "24th", "30th", "later",
                     "jan", "nov", "dec", "december", "sept", "2026-12", "2027-01"] {
            XCTAssertEqual(try todo(word), try task(word) + 86_399, word)
        }
    }

    func test_holidays_areTheDaysTaskNames_atTheirEnd() throws {
        // Not `midsommarafton` or `juhannus`: `task` 2.6 names the Friday a week before the
        // Friday before midsommar (2027-06-18, where Sweden's Midsummer Eve is 2027-06-25).
        for clock in [Self.clock, "2027-03-27 12:00:00", "2027-06-27 09:00:00"] {
            let task = try taskAtTheClock(clock)
            let now = try XCTUnwrap(Self.seconds(ofUTC: clock.replacingOccurrences(of: " ", with: "T")))
            for word in ["easter", "eastermonday", "ascension", "pentecost", "midsommar"] {
                let moment = try DateWords.moment(word, now: Timestamp(secondsSince1970: now), zone: .utc).secondsSince1970
                XCTAssertEqual(moment, try task(word) + 86_399, "\(word) at \(clock)")
            }
        }
    }

    func test_workWeek_onASunday_isTheOneAhead_asTaskNamesIt() throws {
        let task = try taskAtTheClock("2026-11-29 10:00:00")
        let sunday = Timestamp(secondsSince1970: 1_795_946_400)
        for word in ["soww", "eoww", "sow", "eow"] {
            XCTAssertEqual(try DateWords.moment(word, now: sunday, zone: .utc).secondsSince1970, try task(word), word)
        }
    }

    // MARK: - Private

    private func todo(_ word: String) throws -> Int64 {
        try DateWords.moment(word, now: now, zone: .utc).secondsSince1970
    }

    /// What `task calc WORD` names at the clock, in seconds since 1970.
    private func taskAtTheClock(_ clock: String = TaskwarriorDateAgreementTests.clock) throws -> (String) throws -> Int64 {
        try Prerequisite.require(FileManager.default.isExecutableFile(atPath: TaskBinary.faketime), "no faketime (apt-get install faketime)")
        let task = try TaskBinary()
        return { word in
            let printed = String(decoding: try task.run(["calc", word], clock: clock), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            return try XCTUnwrap(Self.seconds(ofUTC: printed), "task calc \(word): \(printed)")
        }
    }

    /// `2026-11-24T17:30:00` as seconds since 1970, reading it as UTC.
    private static func seconds(ofUTC text: String) -> Int64? {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return format.date(from: text).map { Int64($0.timeIntervalSince1970) }
    }
}
