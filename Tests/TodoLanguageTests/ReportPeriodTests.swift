import MemoStore
import TodoLanguage
import XCTest

/// The periods reports cut time into (`LocalPeriods`) and the month `calendar` reads
/// (`MonthWord`), at the pinned clock: Monday 2026-11-23, 10:00 at UTC−5.
final class ReportPeriodTests: XCTestCase {
    private let zone = LanguageFixture.zone
    private let now = LanguageFixture.now

    func test_daysEndingToday_startAtLocalMidnights_andAreCountedInWholeDaySlots() {
        let today = zone.components(of: now)
        let periods = LocalPeriods.ending(with: today, count: 3, length: .day, zone: zone)
        XCTAssertEqual(periods.days.map(\.day), [21, 22, 23])
        XCTAssertEqual(periods.boundaries, ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"].map {
            LanguageFixture.local($0 + "T00:00:00")
        })
        XCTAssertEqual(periods.slots, MemoSlots(start: LanguageFixture.local("2026-11-21T00:00:00"), seconds: 86_400, count: 3))
        XCTAssertEqual((0..<3).map { periods.period(ofSlot: $0) }, [0, 1, 2])
        XCTAssertNil(periods.period(ofSlot: 3))
        XCTAssertNil(periods.period(ofSlot: -1))
    }

    func test_weeks_startOnMonday_theLastHoldingTheDayGiven() {
        let sunday = LocalDateTime(year: 2026, month: 11, day: 29)
        let periods = LocalPeriods.ending(with: sunday, count: 2, length: .week, zone: zone)
        XCTAssertEqual(periods.days, [LocalDateTime(year: 2026, month: 11, day: 16), LocalDateTime(year: 2026, month: 11, day: 23)])
        XCTAssertEqual(periods.slots.seconds, 7 * 86_400)
        XCTAssertEqual(periods.slots.end, LanguageFixture.local("2026-11-30T00:00:00"))
    }

    func test_aMonthsDays_whenTheClocksGoBack_areCountedInHourSlots_eachInsideItsDay() throws {
        try LanguageFixture.requireNewYorkZone()
        let override = TimeZoneOverride("America/New_York")
        defer { override.restore() }
        // November 2026 in New York: the 1st has 25 hours.
        let periods = LocalPeriods.days(ofMonth: 11, year: 2026, zone: .system)
        XCTAssertEqual(periods.days.count, 30)
        XCTAssertEqual(periods.slots.seconds, 3_600)
        XCTAssertEqual(periods.slots.start, LanguageFixture.utc("2026-11-01T04:00:00Z"))
        XCTAssertEqual(periods.slots.end, LanguageFixture.utc("2026-12-01T05:00:00Z"))
        XCTAssertEqual(periods.slots.count, 30 * 24 + 1)
        // 2026-11-01 23:30 EST is still the 1st; 2026-11-02 00:00 EST the 2nd.
        XCTAssertEqual(periods.period(ofSlot: periods.slots.slot(of: LanguageFixture.utc("2026-11-02T04:30:00Z"))), 0)
        XCTAssertEqual(periods.period(ofSlot: periods.slots.slot(of: LanguageFixture.utc("2026-11-02T05:00:00Z"))), 1)
        XCTAssertEqual(periods.period(ofSlot: periods.slots.count - 1), 29)
    }

    func test_monthWords_readAYearAndMonth_orTheNextMonthOfThatName() throws {
        XCTAssertEqual(try MonthWord.month("2027-01", now: now, zone: zone).map { [$0.year, $0.month] }, [2027, 1])
        XCTAssertEqual(try MonthWord.month("dec", now: now, zone: zone).map { [$0.year, $0.month] }, [2026, 12])
        XCTAssertEqual(try MonthWord.month("November", now: now, zone: zone).map { [$0.year, $0.month] }, [2026, 11])
        XCTAssertEqual(try MonthWord.month("jan", now: now, zone: zone).map { [$0.year, $0.month] }, [2027, 1])
        XCTAssertEqual(try MonthWord.month("MARCH", now: now, zone: zone).map { [$0.year, $0.month] }, [2027, 3])
        XCTAssertNil(try MonthWord.month("ma", now: now, zone: zone))
        XCTAssertNil(try MonthWord.month("marc", now: now, zone: zone))
        XCTAssertNil(try MonthWord.month("+bills", now: now, zone: zone))
        XCTAssertNil(try MonthWord.month("2026-1", now: now, zone: zone))
        XCTAssertThrowsError(try MonthWord.month("2026-13", now: now, zone: zone)) {
            XCTAssertEqual(($0 as? TodoLanguageError)?.reason, .dateOutOfRange)
        }
        XCTAssertThrowsError(try MonthWord.month("0000-05", now: now, zone: zone))
        XCTAssertEqual(MonthWord.name(of: 12), "December")
    }
}
