import MemoStore
import XCTest

/// `Recurrence.next(after:in:)` (on main, in MemoStore): the same wall-clock time a period
/// later, a month's last day kept the last day, any other day clamped to the month's length.
final class RecurrenceNextTests: XCTestCase {
    private let zone = LanguageFixture.zone

    private func next(_ recurrence: String, after local: String) throws -> Timestamp? {
        try XCTUnwrap(Recurrence(recurrence)).next(after: LanguageFixture.local(local), in: zone)
    }

    func test_daysAndWeeks_keepTheTime() throws {
        XCTAssertEqual(try next("daily", after: "2026-11-23T09:15:00"), LanguageFixture.local("2026-11-24T09:15:00"))
        XCTAssertEqual(try next("3d", after: "2026-12-30T09:15:00"), LanguageFixture.local("2027-01-02T09:15:00"))
        XCTAssertEqual(try next("weekly", after: "2026-11-23T23:59:59"), LanguageFixture.local("2026-11-30T23:59:59"))
        XCTAssertEqual(try next("2w", after: "2028-02-20T08:00:00"), LanguageFixture.local("2028-03-05T08:00:00"))
    }

    func test_weekdays_isTheNextWeekday_FridaySaturdayAndSundayGoingToMonday_asInTaskwarrior() throws {
        // 2026-11-23 is a Monday.
        let expected = [
            "2026-11-23": "2026-11-24", "2026-11-24": "2026-11-25", "2026-11-25": "2026-11-26", "2026-11-26": "2026-11-27",
            "2026-11-27": "2026-11-30", "2026-11-28": "2026-11-30", "2026-11-29": "2026-11-30", "2026-12-31": "2027-01-01",
        ]
        for (day, next) in expected {
            XCTAssertEqual(try self.next("weekdays", after: day + "T09:15:00"), LanguageFixture.local(next + "T09:15:00"), day)
        }
        XCTAssertEqual(try next("weekdays", after: "2026-11-27T23:59:59"), LanguageFixture.local("2026-11-30T23:59:59"))
        XCTAssertNil(try next("weekdays", after: "9999-12-31T09:00:00"))
    }

    func test_monthEnd_isClamped() throws {
        XCTAssertEqual(try next("monthly", after: "2027-01-31T09:00:00"), LanguageFixture.local("2027-02-28T09:00:00"))
        XCTAssertEqual(try next("monthly", after: "2028-01-31T09:00:00"), LanguageFixture.local("2028-02-29T09:00:00"))
        XCTAssertEqual(try next("monthly", after: "2026-03-31T23:59:59"), LanguageFixture.local("2026-04-30T23:59:59"))
        XCTAssertEqual(try next("3m", after: "2026-11-30T09:00:00"), LanguageFixture.local("2027-02-28T09:00:00"))
        XCTAssertEqual(try next("monthly", after: "2026-12-31T09:00:00"), LanguageFixture.local("2027-01-31T09:00:00"))
    }

    func test_aMonthsLastDay_staysTheLastDay_fromThe30thAsFromThe31st() throws {
        // Nov 30 → Dec 31 → Jan 31 → Feb 28 → Mar 31, not Dec 30 → Jan 30 → Feb 28 → Mar 28.
        XCTAssertEqual(try next("monthly", after: "2026-11-30T09:00:00"), LanguageFixture.local("2026-12-31T09:00:00"))
        XCTAssertEqual(try next("monthly", after: "2027-02-28T09:00:00"), LanguageFixture.local("2027-03-31T09:00:00"))
        XCTAssertEqual(try next("monthly", after: "2028-02-29T09:00:00"), LanguageFixture.local("2028-03-31T09:00:00"))
        XCTAssertEqual(try next("2m", after: "2026-04-30T23:59:59"), LanguageFixture.local("2026-06-30T23:59:59"))
        XCTAssertEqual(try next("monthly", after: "2026-06-30T23:59:59"), LanguageFixture.local("2026-07-31T23:59:59"))
    }

    func test_aDayEveryMonthHas_staysThatDay_andOneBeforeTheEndIsOnlyClamped() throws {
        XCTAssertEqual(try next("monthly", after: "2026-01-15T09:00:00"), LanguageFixture.local("2026-02-15T09:00:00"))
        XCTAssertEqual(try next("monthly", after: "2026-02-15T09:00:00"), LanguageFixture.local("2026-03-15T09:00:00"))
        XCTAssertEqual(try next("monthly", after: "2027-01-30T09:00:00"), LanguageFixture.local("2027-02-28T09:00:00"))
        XCTAssertEqual(try next("monthly", after: "2026-12-30T09:00:00"), LanguageFixture.local("2027-01-30T09:00:00"))
        XCTAssertEqual(try next("yearly", after: "2026-05-30T09:00:00"), LanguageFixture.local("2027-05-30T09:00:00"))
    }

    func test_years_clampTheLeapDay() throws {
        XCTAssertEqual(try next("yearly", after: "2028-02-29T09:00:00"), LanguageFixture.local("2029-02-28T09:00:00"))
        XCTAssertEqual(try next("4y", after: "2028-02-29T09:00:00"), LanguageFixture.local("2032-02-29T09:00:00"))
        // Feb 29 → Feb 28 → … → Feb 29 again in the next leap year.
        XCTAssertEqual(try next("3y", after: "2029-02-28T09:00:00"), LanguageFixture.local("2032-02-29T09:00:00"))
        XCTAssertEqual(try next("12m", after: "2026-05-31T09:00:00"), try next("yearly", after: "2026-05-31T09:00:00"))
    }

    func test_pastTheYear9999_isNil() throws {
        XCTAssertNil(try next("yearly", after: "9999-06-01T09:00:00"))
        XCTAssertNil(try next("daily", after: "9999-12-31T09:00:00"))
        XCTAssertNil(try next("9999y", after: "2026-01-01T09:00:00"))
        XCTAssertEqual(try next("daily", after: "9999-12-30T09:00:00"), LanguageFixture.local("9999-12-31T09:00:00"))
    }
}
