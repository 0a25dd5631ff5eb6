import MemoStore
import TodoLanguage
import XCTest

/// `recur:` in Taskwarrior 2.6's spellings, as `add` reads it (the reader every import shares).
final class RecurrenceSpellingTests: XCTestCase {
    private func recurrence(_ text: String) throws -> Recurrence? {
        try AddWords.draft(from: ["x", "due:today", "recur:" + text], now: LanguageFixture.now, zone: LanguageFixture.zone).recur
    }

    func test_recurrenceAliases_areTheirPeriods_inTodosSpelling() throws {
        let expected = [
            "biweekly": "2w", "fortnight": "2w", "bimonthly": "2m", "quarterly": "3m", "semiannual": "6m", "biannual": "2y",
            "biyearly": "2y", "annual": "yearly", "3days": "3d", "2wks": "2w", "P1W": "weekly", "P1D": "daily", "P1M": "monthly",
            "P3M": "3m", "1q": "3m", "2mos": "2m", "1yr": "yearly", "Monthly": "monthly", "3d": "3d", "w": "weekly",
        ]
        for (word, spelling) in expected {
            XCTAssertEqual(try recurrence(word)?.description, spelling, word)
        }
    }

    func test_weekdays_isItsOwnRecurrence_inAnyCase() throws {
        for word in ["weekdays", "Weekdays", "WEEKDAYS"] {
            XCTAssertEqual(try recurrence(word), .weekdays, word)
            XCTAssertEqual(try recurrence(word)?.description, "weekdays", word)
        }
        XCTAssertNil(Recurrence(count: 2, unit: .weekday), "weekdays only ever by one")
    }

    func test_periodsShorterThanADay_areRefused_neverAnotherPeriod() {
        for word in ["1h", "5min", "PT1H", "30s", "P1DT2H", "0d", "P0D", "10000d", "3334q", "weekday", "2weekdays"] {
            XCTAssertLanguageError(try recurrence(word), word: "recur:" + word, reason: .badRecurrence)
        }
    }
}
