import MemoStore
import TodoLanguage
import XCTest

/// Taskwarrior 2.6's spellings of dates and periods, read on Monday 2026-11-23 at
/// 10:00 in UTC−5 (`LanguageFixture`), unless a test moves the clock.
final class TaskwarriorVocabularyTests: XCTestCase {
    private func value(_ text: String, now: Timestamp = LanguageFixture.now) throws -> DateValue {
        try DateWords.value(text, now: now, zone: LanguageFixture.zone)
    }

    private func endOf(_ day: String) -> Timestamp {
        LanguageFixture.local(day + "T23:59:59")
    }

    // MARK: - Months

    func test_monthNames_areTheFirstOfTheNextSuchMonth_afterThisOne() throws {
        let expected = [
            "jan": "2027-01-01", "january": "2027-01-01", "JAN": "2027-01-01", "dec": "2026-12-01", "nov": "2027-11-01",
            "sep": "2027-09-01", "sept": "2027-09-01", "september": "2027-09-01", "may": "2027-05-01", "mar": "2027-03-01",
        ]
        for (word, day) in expected {
            XCTAssertEqual(try value(word), DateValue(moment: endOf(day), kind: .day), word)
        }
        let firstOfDecember = LanguageFixture.local("2026-12-01T10:00:00")
        XCTAssertEqual(try value("dec", now: firstOfDecember).moment, endOf("2027-12-01"))
        XCTAssertEqual(try value("mon").moment, endOf("2026-11-30"), "still Monday")
        XCTAssertLanguageError(try value("ja"), word: "ja", reason: .badDate)
        XCTAssertLanguageError(try value("decem2"), word: "decem2", reason: .badDate)
    }

    // MARK: - Periods from now

    func test_periodsInTaskwarriorsSpellings_areTodosOwn() throws {
        let same = [
            "3days": "+3d", "+3days": "+3d", "-3days": "-3d", "1day": "+1d", "1week": "+1w", "2weeks": "+2w", "3wks": "+3w",
            "2wk": "+2w", "1mo": "+1m", "+1mo": "+1m", "1month": "+1m", "2months": "+2m", "1mth": "+1m", "1q": "+3m",
            "2qtrs": "+6m", "1year": "+1y", "2yrs": "+2y", "P1D": "+1d", "p3d": "+3d", "P2W": "+2w", "P1M": "+1m",
            "P1Y": "+1y", "1hr": "+1h", "2hours": "+2h", "PT2H": "+2h", "5mins": "+5min", "PT30M": "+30min",
            "today+1wk": "+1w", "eow+1week": "eow+1w", "now+PT2H": "+2h", "now-1hr": "-1h",
        ]
        for (word, todos) in same {
            XCTAssertEqual(try value(word), try value(todos), word)
        }
        XCTAssertEqual(try value("3days"), DateValue(moment: endOf("2026-11-26"), kind: .day))
        XCTAssertEqual(try value("1q"), DateValue(moment: endOf("2027-02-23"), kind: .day))
        XCTAssertEqual(try value("1hr"), DateValue(moment: LanguageFixture.local("2026-11-23T11:00:00"), kind: .moment))
        XCTAssertEqual(try value("10sec"), DateValue(moment: LanguageFixture.local("2026-11-23T10:00:10"), kind: .moment))
        XCTAssertEqual(try value("PT10S"), try value("10s"))
    }

    func test_periodsWithoutACount_orOfSeveralFields_areNoDates() {
        for word in ["mo", "week", "+d", "P", "PT", "P1DT2H", "P1Y2M", "3fortnights", "weekdays", "1.5d"] {
            XCTAssertLanguageError(try value(word), word: word, reason: .badDate)
        }
    }

    // MARK: - Written dates

    func test_basicISO_asTaskwarriorExportsIt() throws {
        XCTAssertEqual(try value("20261205"), DateValue(moment: endOf("2026-12-05"), kind: .day))
        XCTAssertEqual(try value("20261201T100000Z"), DateValue(moment: LanguageFixture.utc("2026-12-01T10:00:00Z"), kind: .moment))
        XCTAssertEqual(try value("20261205T1000").moment, LanguageFixture.local("2026-12-05T10:00:00"))
        XCTAssertEqual(try value("20261205T100030").moment, LanguageFixture.local("2026-12-05T10:00:30"))
        XCTAssertEqual(try value("20261205T100000+0100").moment, LanguageFixture.utc("2026-12-05T09:00:00Z"))
        XCTAssertEqual(try value("20261205-3d"), try value("2026-12-02"))
        XCTAssertLanguageError(try value("20261305"), word: "20261305", reason: .dateOutOfRange)
        XCTAssertLanguageError(try value("20261205T10"), word: "20261205T10", reason: .badDate)
        XCTAssertLanguageError(try value("2026120"), word: "2026120", reason: .badDate)
    }

    func test_aMonth_isItsFirstDay_andAnISOWeek_itsMonday() throws {
        XCTAssertEqual(try value("2026-12"), DateValue(moment: endOf("2026-12-01"), kind: .day))
        XCTAssertEqual(try value("2027-01").moment, endOf("2027-01-01"))
        XCTAssertEqual(try value("2026-W50"), DateValue(moment: endOf("2026-12-07"), kind: .day))
        XCTAssertEqual(try value("2026-w01").moment, endOf("2025-12-29"))
        XCTAssertEqual(try value("2027-W01").moment, endOf("2027-01-04"))
        XCTAssertEqual(try value("2020-W53").moment, endOf("2020-12-28"))
        XCTAssertEqual(try value("2026-W50+1d").moment, endOf("2026-12-08"))
        XCTAssertEqual(try value("2026-W53").moment, endOf("2026-12-28"), "2026 begins on a Thursday: 53 weeks")
        for word in ["2026-13", "2026-00", "2027-W53", "2026-W00"] {
            XCTAssertLanguageError(try value(word), word: word, reason: .dateOutOfRange)
        }
        for word in ["2026-1", "2026-W5", "2026-W50-1", "2026W50"] {
            XCTAssertLanguageError(try value(word), word: word, reason: .badDate)
        }
    }
}
