import Foundation
import MemoStore
import TodoLanguage
import XCTest

/// The language in a zone with daylight saving: `.system` with `TZ=America/New_York`, around
/// the clocks going back (2026-11-01 02:00 EDT → 01:00 EST) and forward (2026-03-08 02:00 EST → 03:00 EDT).
final class DaylightSavingTests: XCTestCase {
    private var override: TimeZoneOverride?
    private let zone = LocalTimeZone.system
    /// Saturday 2026-10-31 12:00 EDT, the day before the clocks go back.
    private let now = LanguageFixture.utc("2026-10-31T16:00:00Z")

    override func setUpWithError() throws {
        try LanguageFixture.requireNewYorkZone()
        override = TimeZoneOverride("America/New_York")
        // The zone is really in force, or every expectation below would be meaningless.
        XCTAssertEqual(zone.secondsEastOfUTC(at: now), -4 * 3600)
        XCTAssertEqual(zone.secondsEastOfUTC(at: LanguageFixture.utc("2026-11-02T12:00:00Z")), -5 * 3600)
    }

    override func tearDown() {
        override?.restore()
        override = nil
    }

    private func moment(_ text: String) throws -> Timestamp {
        try DateWords.moment(text, now: now, zone: zone)
    }

    func test_dayWords_endInTheOffsetOfThatDay() throws {
        XCTAssertEqual(try moment("today"), LanguageFixture.utc("2026-11-01T03:59:59Z"))
        XCTAssertEqual(try moment("tomorrow"), LanguageFixture.utc("2026-11-02T04:59:59Z"))
        XCTAssertEqual(try moment("+1d"), try moment("tomorrow"))
        XCTAssertEqual(try moment("mon"), LanguageFixture.utc("2026-11-03T04:59:59Z"))
        XCTAssertEqual(try moment("eow"), LanguageFixture.utc("2026-11-02T04:59:59Z"))
    }

    func test_hours_areElapsedTime_notWallClock() throws {
        XCTAssertEqual(try moment("+24h"), LanguageFixture.utc("2026-11-01T16:00:00Z"))
        XCTAssertEqual(MomentText.text(try moment("+24h"), in: zone), "2026-11-01 11:00")
    }

    func test_repeatedHour_readsAsTheEarlierUnlessTheOffsetSaysOtherwise() throws {
        XCTAssertEqual(try moment("2026-11-01T01:30"), LanguageFixture.utc("2026-11-01T05:30:00Z"))
        XCTAssertEqual(try moment("2026-11-01T01:30-04:00"), LanguageFixture.utc("2026-11-01T05:30:00Z"))
        XCTAssertEqual(try moment("2026-11-01 01:30 -05:00"), LanguageFixture.utc("2026-11-01T06:30:00Z"))
    }

    func test_skippedHour_readsAsTheMomentAfterTheGap() throws {
        XCTAssertEqual(try moment("2026-03-08T02:30"), LanguageFixture.utc("2026-03-08T07:30:00Z"))
        XCTAssertEqual(MomentText.text(try moment("2026-03-08T02:30"), in: zone), "2026-03-08 03:30")
    }

    func test_dueOnADay_coversTheWholeLongOrShortDay() throws {
        let long = try FilterWords.filter(from: ["due:2026-11-01"], now: now, zone: zone)
        XCTAssertEqual(long.dueFrom, LanguageFixture.utc("2026-11-01T04:00:00Z"))
        XCTAssertEqual(long.dueBefore, LanguageFixture.utc("2026-11-02T05:00:00Z"))
        let short = try FilterWords.filter(from: ["due:2026-03-08"], now: now, zone: zone)
        XCTAssertEqual(short.dueFrom, LanguageFixture.utc("2026-03-08T05:00:00Z"))
        XCTAssertEqual(short.dueBefore, LanguageFixture.utc("2026-03-09T04:00:00Z"))
    }

    func test_momentText_addsTheOffsetOnlyInTheRepeatedHour() {
        let first = LanguageFixture.utc("2026-11-01T05:30:00Z")
        let second = LanguageFixture.utc("2026-11-01T06:30:00Z")
        XCTAssertTrue(MomentText.isAmbiguous(first, in: zone))
        XCTAssertTrue(MomentText.isAmbiguous(second, in: zone))
        XCTAssertEqual(MomentText.text(first, in: zone), "2026-11-01 01:30 -04:00")
        XCTAssertEqual(MomentText.text(second, in: zone), "2026-11-01 01:30 -05:00")
        XCTAssertEqual(MomentText.text(LanguageFixture.utc("2026-11-01T07:30:00Z"), in: zone), "2026-11-01 02:30")
        XCTAssertEqual(MomentText.text(LanguageFixture.utc("2026-07-01T16:00:00Z"), in: zone), "2026-07-01 12:00")
        XCTAssertEqual(MomentText.text(LanguageFixture.utc("2026-07-01T16:00:00Z"), in: zone, offset: .always),
                       "2026-07-01 12:00 -04:00")
        XCTAssertEqual(MomentText.text(first, in: zone, offset: .never), "2026-11-01 01:30")
    }

    func test_dueRelative_countsCalendarDaysAcrossTheChange() throws {
        XCTAssertEqual(DueText.relative(due: try moment("tomorrow"), now: now, zone: zone), "due tomorrow")
        XCTAssertEqual(DueText.relative(due: try moment("+3d"), now: now, zone: zone), "due in 3d")
    }

    func test_recurrence_keepsTheWallClockTimeAcrossTheChange() throws {
        let daily = try XCTUnwrap(Recurrence("daily"))
        let nineEDT = LanguageFixture.utc("2026-10-31T13:00:00Z")
        XCTAssertEqual(daily.next(after: nineEDT, in: zone), LanguageFixture.utc("2026-11-01T14:00:00Z"))
        // Friday 09:00 EDT → Monday 09:00 EST, across the Sunday the clocks go back.
        XCTAssertEqual(Recurrence.weekdays.next(after: LanguageFixture.utc("2026-10-30T13:00:00Z"), in: zone),
                       LanguageFixture.utc("2026-11-02T14:00:00Z"))
        let monthly = try XCTUnwrap(Recurrence("monthly"))
        XCTAssertEqual(monthly.next(after: LanguageFixture.utc("2026-10-15T13:00:00Z"), in: zone),
                       LanguageFixture.utc("2026-11-15T14:00:00Z"))
        let endOfDay = try moment("2026-03-07")
        XCTAssertEqual(daily.next(after: endOfDay, in: zone), LanguageFixture.utc("2026-03-09T03:59:59Z"))
    }
}
