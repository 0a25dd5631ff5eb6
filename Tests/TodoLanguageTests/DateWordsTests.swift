import MemoStore
import TodoLanguage
import XCTest

/// Every date word, read on Monday 2026-11-23 at 10:00 in UTC−5.
final class DateWordsTests: XCTestCase {
    private func value(_ text: String, now: Timestamp = LanguageFixture.now) throws -> DateValue {
        try DateWords.value(text, now: now, zone: LanguageFixture.zone)
    }

    private func endOf(_ day: String) -> Timestamp {
        LanguageFixture.local(day + "T23:59:59")
    }

    func test_bareDate_isTheEndOfThatLocalDay() throws {
        XCTAssertEqual(try value("2026-12-01"), DateValue(moment: endOf("2026-12-01"), kind: .day))
        XCTAssertEqual(try value("2026-2-3").moment, endOf("2026-02-03"))
        XCTAssertEqual(try value("2028-02-29").moment, endOf("2028-02-29"))
        XCTAssertEqual(try value("0001-01-01").moment, LanguageFixture.local("0001-01-01T23:59:59"))
        // The end of 9999-12-31 at UTC−5 is past year 9999 in UTC: refused, not stored as
        // another time (DateWordErrorTests).
        XCTAssertEqual(try value("9999-12-30").moment, endOf("9999-12-30"))
    }

    func test_dateWithTime_isThatMinuteOrSecond() throws {
        XCTAssertEqual(try value("2026-12-01T15:30"), DateValue(moment: LanguageFixture.local("2026-12-01T15:30:00"), kind: .moment))
        XCTAssertEqual(try value("2026-12-01T15:30:45").moment, LanguageFixture.local("2026-12-01T15:30:45"))
        XCTAssertEqual(try value("2026-12-01t9:05").moment, LanguageFixture.local("2026-12-01T09:05:00"))
        XCTAssertEqual(try value("2026-12-01 15:30").moment, LanguageFixture.local("2026-12-01T15:30:00"))
    }

    func test_dateWithOffset_ignoresTheZone() throws {
        XCTAssertEqual(try value("2026-12-01T15:30Z").moment, LanguageFixture.utc("2026-12-01T15:30:00Z"))
        XCTAssertEqual(try value("2026-12-01T15:30:10z").moment, LanguageFixture.utc("2026-12-01T15:30:10Z"))
        XCTAssertEqual(try value("2026-12-01T15:30+01:00").moment, LanguageFixture.utc("2026-12-01T14:30:00Z"))
        XCTAssertEqual(try value("2026-12-01T15:30-0330").moment, LanguageFixture.utc("2026-12-01T19:00:00Z"))
        XCTAssertEqual(try value("2026-12-01 15:30 -05:00").moment, LanguageFixture.utc("2026-12-01T20:30:00Z"))
    }

    func test_timeAlone_isTheNextSuchTime_todaysIfStillToCome_asTaskwarriorReadsIt() throws {
        XCTAssertEqual(try value("15:30"), DateValue(moment: LanguageFixture.local("2026-11-23T15:30:00"), kind: .moment))
        XCTAssertEqual(try value("8:15").moment, LanguageFixture.local("2026-11-24T08:15:00"))
        XCTAssertEqual(try value("10:00").moment, LanguageFixture.local("2026-11-24T10:00:00"), "now is not still to come")
        XCTAssertEqual(try value("10:00:01").moment, LanguageFixture.local("2026-11-23T10:00:01"))
    }

    func test_twelveHourTimes_areTheNextSuchTime() throws {
        XCTAssertEqual(try value("3pm"), DateValue(moment: LanguageFixture.local("2026-11-23T15:00:00"), kind: .moment))
        XCTAssertEqual(try value("3:30PM").moment, LanguageFixture.local("2026-11-23T15:30:00"))
        XCTAssertEqual(try value("9am").moment, LanguageFixture.local("2026-11-24T09:00:00"))
        XCTAssertEqual(try value("12am").moment, LanguageFixture.local("2026-11-24T00:00:00"))
        XCTAssertEqual(try value("12pm").moment, LanguageFixture.local("2026-11-23T12:00:00"))
        XCTAssertEqual(try value("3pm+1d").moment, LanguageFixture.local("2026-11-24T15:00:00"))
        for word in ["13pm", "0am", "3:3pm", "3:60pm", "pm", "123am", "3 pm"] {
            XCTAssertThrowsError(try value(word), word)
        }
    }

    func test_boundsOfThisThePreviousAndTheNextPeriod_asInTaskwarrior() throws {
        // Monday 2026-11-23: the fourth quarter, a week of Monday 23 to Sunday 29.
        let starts = [
            "soq": "2026-10-01", "soww": "2026-11-23", "sopd": "2026-11-22", "sopw": "2026-11-16", "sopm": "2026-10-01",
            "sopq": "2026-07-01", "sopy": "2025-01-01", "sond": "2026-11-24", "sonw": "2026-11-30", "sonm": "2026-12-01",
            "sonq": "2027-01-01", "sony": "2027-01-01",
        ]
        for (word, day) in starts {
            XCTAssertEqual(try value(word), DateValue(moment: LanguageFixture.local(day + "T00:00:00"), kind: .moment), word)
        }
        let ends = [
            "eoq": "2026-12-31", "eoww": "2026-11-27", "eopd": "2026-11-22", "eopw": "2026-11-22", "eopm": "2026-10-31",
            "eopq": "2026-09-30", "eopy": "2025-12-31", "eond": "2026-11-24", "eonw": "2026-12-06", "eonm": "2026-12-31",
            "eonq": "2027-03-31", "eony": "2027-12-31",
        ]
        for (word, day) in ends {
            XCTAssertEqual(try value(word), DateValue(moment: endOf(day), kind: .endOfPeriod), word)
        }
        // February of a leap year ends a month; January's quarter, read then, began in January.
        let february = LanguageFixture.local("2028-02-10T12:00:00")
        XCTAssertEqual(try value("eonm", now: LanguageFixture.local("2028-01-10T12:00:00")).moment, endOf("2028-02-29"))
        XCTAssertEqual(try value("soq", now: february).moment, LanguageFixture.local("2028-01-01T00:00:00"))
        XCTAssertEqual(try value("eopq", now: february).moment, endOf("2027-12-31"))
        for word in ["sox", "eopx", "sodd", "soxw", "ow", "eo"] {
            XCTAssertThrowsError(try value(word), word)
        }
    }

    func test_ordinalDays_areTheNextSuchDayOfAMonth() throws {
        let expected = [
            "1st": "2026-12-01", "2nd": "2026-12-02", "3rd": "2026-12-03", "4th": "2026-12-04", "11th": "2026-12-11",
            "12th": "2026-12-12", "13th": "2026-12-13", "21st": "2026-12-21", "22nd": "2026-12-22", "23rd": "2026-12-23",
            "24th": "2026-11-24", "30th": "2026-11-30", "31st": "2026-12-31",
        ]
        // Read on the 23rd: the 23rd is next month's, the 24th still this month's; a month
        // without the day is passed over.
        for (word, day) in expected {
            XCTAssertEqual(try value(word), DateValue(moment: endOf(day), kind: .day), word)
        }
        XCTAssertEqual(try value("30th", now: LanguageFixture.local("2027-01-31T12:00:00")).moment, endOf("2027-03-30"))
        for word in ["1th", "2st", "11st", "0th", "32nd", "01st", "st"] {
            XCTAssertThrowsError(try value(word), word)
        }
    }

    func test_dayWords_areTheEndOfThatDay() throws {
        XCTAssertEqual(try value("today"), DateValue(moment: endOf("2026-11-23"), kind: .day))
        XCTAssertEqual(try value("tomorrow"), DateValue(moment: endOf("2026-11-24"), kind: .day))
        XCTAssertEqual(try value("yesterday"), DateValue(moment: endOf("2026-11-22"), kind: .day))
        XCTAssertEqual(try value("now"), DateValue(moment: LanguageFixture.now, kind: .moment))
    }

    func test_endOfPeriodWords() throws {
        XCTAssertEqual(try value("eod"), DateValue(moment: endOf("2026-11-23"), kind: .endOfPeriod))
        XCTAssertEqual(try value("eow"), DateValue(moment: endOf("2026-11-29"), kind: .endOfPeriod))
        XCTAssertEqual(try value("eom"), DateValue(moment: endOf("2026-11-30"), kind: .endOfPeriod))
        XCTAssertEqual(try value("eoy"), DateValue(moment: endOf("2026-12-31"), kind: .endOfPeriod))
    }

    func test_eow_onSunday_isToday_andEom_inFebruaryOfALeapYear() throws {
        XCTAssertEqual(try value("eow", now: LanguageFixture.local("2026-11-29T12:00:00")).moment, endOf("2026-11-29"))
        XCTAssertEqual(try value("eom", now: LanguageFixture.local("2028-02-10T12:00:00")).moment, endOf("2028-02-29"))
    }

    func test_soww_andEoww_onASunday_areNextWeeks_asInTaskwarrior() throws {
        let sunday = LanguageFixture.local("2026-11-29T10:00:00")
        XCTAssertEqual(try value("soww", now: sunday), DateValue(moment: LanguageFixture.local("2026-11-30T00:00:00"), kind: .moment))
        XCTAssertEqual(try value("eoww", now: sunday), DateValue(moment: endOf("2026-12-04"), kind: .endOfPeriod))
        let saturday = LanguageFixture.local("2026-11-28T10:00:00")
        XCTAssertEqual(try value("soww", now: saturday).moment, LanguageFixture.local("2026-11-23T00:00:00"))
        XCTAssertEqual(try value("eoww", now: saturday).moment, endOf("2026-11-27"))
    }

    func test_weekdays_areTheNextOneStrictlyAfterToday() throws {
        let expected = [
            "mon": "2026-11-30", "monday": "2026-11-30", "tue": "2026-11-24", "tuesday": "2026-11-24",
            "wed": "2026-11-25", "wednesday": "2026-11-25", "thu": "2026-11-26", "thurs": "2026-11-26",
            "thursday": "2026-11-26", "fri": "2026-11-27", "friday": "2026-11-27", "sat": "2026-11-28",
            "saturday": "2026-11-28", "sun": "2026-11-29", "sunday": "2026-11-29",
        ]
        for (word, day) in expected {
            XCTAssertEqual(try value(word), DateValue(moment: endOf(day), kind: .day), word)
        }
        XCTAssertEqual(try value("sun", now: LanguageFixture.local("2026-11-29T12:00:00")).moment, endOf("2026-12-06"))
    }

    func test_relativeDays_landOnTheEndOfTheDay() throws {
        XCTAssertEqual(try value("+3d"), DateValue(moment: endOf("2026-11-26"), kind: .day))
        XCTAssertEqual(try value("3d").moment, endOf("2026-11-26"))
        XCTAssertEqual(try value("+0d").moment, endOf("2026-11-23"))
        XCTAssertEqual(try value("-2d").moment, endOf("2026-11-21"))
        XCTAssertEqual(try value("+2w").moment, endOf("2026-12-07"))
        XCTAssertEqual(try value("+1m").moment, endOf("2026-12-23"))
        XCTAssertEqual(try value("+2m").moment, endOf("2027-01-23"))
        XCTAssertEqual(try value("+1y").moment, endOf("2027-11-23"))
        XCTAssertEqual(try value("+1d"), try value("tomorrow"))
    }

    func test_relativeMonths_clampToTheMonthsLength() throws {
        XCTAssertEqual(try value("+1m", now: LanguageFixture.local("2027-01-31T08:00:00")).moment, endOf("2027-02-28"))
        XCTAssertEqual(try value("+1m", now: LanguageFixture.local("2028-01-31T08:00:00")).moment, endOf("2028-02-29"))
        XCTAssertEqual(try value("+1y", now: LanguageFixture.local("2028-02-29T08:00:00")).moment, endOf("2029-02-28"))
        XCTAssertEqual(try value("-1m", now: LanguageFixture.local("2027-03-31T08:00:00")).moment, endOf("2027-02-28"))
    }

    func test_relativeHoursAndMinutes_keepTheTime() throws {
        XCTAssertEqual(try value("+5h"), DateValue(moment: LanguageFixture.local("2026-11-23T15:00:00"), kind: .moment))
        XCTAssertEqual(try value("-1h").moment, LanguageFixture.local("2026-11-23T09:00:00"))
        XCTAssertEqual(try value("+30min").moment, LanguageFixture.local("2026-11-23T10:30:00"))
        XCTAssertEqual(try value("+20h").moment, LanguageFixture.local("2026-11-24T06:00:00"))
    }

    func test_words_areCaseInsensitive() throws {
        XCTAssertEqual(try value("TOMORROW"), try value("tomorrow"))
        XCTAssertEqual(try value("Fri"), try value("fri"))
        XCTAssertEqual(try value("EOW"), try value("eow"))
        XCTAssertEqual(try value("+3D"), try value("+3d"))
        XCTAssertEqual(try value("+1H"), try value("+1h"))
        XCTAssertEqual(try value("2026-12-01T15:30Z"), try value("2026-12-01t15:30z"))
    }

    func test_moment_isTheValuesMoment() throws {
        XCTAssertEqual(try DateWords.moment("tomorrow", now: LanguageFixture.now, zone: LanguageFixture.zone), endOf("2026-11-24"))
    }

    // MARK: - Taskwarrior's start-of words, later/someday and date math

    func test_startOfWords_areTheFirstMomentOfTheDayWeekMonthAndYear() throws {
        XCTAssertEqual(try value("sod"), DateValue(moment: LanguageFixture.local("2026-11-23T00:00:00"), kind: .moment))
        XCTAssertEqual(try value("sow"), DateValue(moment: LanguageFixture.local("2026-11-23T00:00:00"), kind: .moment))
        XCTAssertEqual(try value("som"), DateValue(moment: LanguageFixture.local("2026-11-01T00:00:00"), kind: .moment))
        XCTAssertEqual(try value("soy"), DateValue(moment: LanguageFixture.local("2026-01-01T00:00:00"), kind: .moment))
        // On a Sunday the week still began on Monday.
        let sunday = LanguageFixture.local("2026-11-29T20:00:00")
        XCTAssertEqual(try value("sow", now: sunday).moment, LanguageFixture.local("2026-11-23T00:00:00"))
        XCTAssertEqual(try value("SOD").moment, LanguageFixture.local("2026-11-23T00:00:00"))
    }

    func test_holidays_areTheNextOneStrictlyAfterToday_atTheEndOfTheDay() throws {
        let expected = [
            "easter": "2027-03-28", "goodfriday": "2027-03-26", "eastermonday": "2027-03-29", "ascension": "2027-05-06",
            "pentecost": "2027-05-16", "midsommar": "2027-06-26", "midsommarafton": "2027-06-25", "juhannus": "2027-06-25",
        ]
        for (word, day) in expected {
            XCTAssertEqual(try value(word), DateValue(moment: endOf(day), kind: .day), word)
            XCTAssertEqual(try value(word.uppercased()).moment, endOf(day), word)
        }
        // On Holy Saturday Good Friday is next year's; on Easter Sunday, Easter is.
        XCTAssertEqual(try value("goodfriday", now: LanguageFixture.local("2027-03-27T10:00:00")).moment, endOf("2028-04-14"))
        XCTAssertEqual(try value("easter", now: LanguageFixture.local("2027-03-27T23:59:59")).moment, endOf("2027-03-28"))
        XCTAssertEqual(try value("easter", now: LanguageFixture.local("2027-03-28T00:00:00")).moment, endOf("2028-04-16"))
        XCTAssertEqual(try value("midsommar", now: LanguageFixture.local("2027-06-25T12:00:00")).moment, endOf("2027-06-26"))
        XCTAssertEqual(try value("easter+1w").moment, endOf("2027-04-04"))
        // Past the last Easter a timestamp holds.
        XCTAssertThrowsError(try value("easter", now: LanguageFixture.local("9999-06-01T10:00:00")))
    }

    func test_easter_isTheGregorianComputus_inEveryYear() throws {
        // Known Easter Sundays, among them the earliest (March 22) and the latest (April 25).
        for day in ["1583-04-10", "1700-04-11", "1818-03-22", "1900-04-15", "2000-04-23", "2019-04-21", "2038-04-25", "2285-03-22",
                    "9999-03-28"] {
            let dayBefore = Timestamp(secondsSince1970: LanguageFixture.local(day + "T00:00:00").secondsSince1970 - 86_400)
            XCTAssertEqual(try value("easter", now: dayBefore).moment, endOf(day), day)
        }
        for year in stride(from: 1600, through: 9990, by: 7) {
            let easter = try value("easter", now: LanguageFixture.local("\(year)-01-01T10:00:00")).moment
            let day = LanguageFixture.zone.components(of: easter)
            XCTAssertEqual(day.weekday, 7, "\(year)")
            let range = LocalDateTime(year: year, month: 3, day: 22)...LocalDateTime(year: year, month: 4, day: 25, hour: 23, minute: 59, second: 59)
            XCTAssertTrue(range.contains(day), "\(year): \(day)")
        }
    }

    func test_laterAndSomeday_areTheFarFuture_asInTaskwarrior() throws {
        XCTAssertEqual(try value("later"), DateValue(moment: endOf("9999-12-30"), kind: .day))
        XCTAssertEqual(try value("someday"), try value("later"))
    }

    func test_dateMath_addsOrTakesAPeriodFromAnyDateWord() throws {
        XCTAssertEqual(try value("today+2d"), try value("+2d"))
        XCTAssertEqual(try value("today+2d"), DateValue(moment: endOf("2026-11-25"), kind: .day))
        XCTAssertEqual(try value("tomorrow-1w"), DateValue(moment: endOf("2026-11-17"), kind: .day))
        XCTAssertEqual(try value("fri+2d"), DateValue(moment: endOf("2026-11-29"), kind: .day))
        XCTAssertEqual(try value("2026-12-01-3d"), DateValue(moment: endOf("2026-11-28"), kind: .day))
        XCTAssertEqual(try value("2026-01-31+1m").moment, endOf("2026-02-28"))
        // The end of a period stays one: due.before:eow+1w takes in next Sunday.
        XCTAssertEqual(try value("eod+1d"), DateValue(moment: endOf("2026-11-24"), kind: .endOfPeriod))
        XCTAssertEqual(try value("eom-1d"), DateValue(moment: endOf("2026-11-29"), kind: .endOfPeriod))
        XCTAssertEqual(try value("eow+1w"), DateValue(moment: endOf("2026-12-06"), kind: .endOfPeriod))
        // An instant keeps its time of day; hours from a day count from its start, as in Taskwarrior.
        XCTAssertEqual(try value("now+5h"), DateValue(moment: LanguageFixture.local("2026-11-23T15:00:00"), kind: .moment))
        XCTAssertEqual(try value("now-30min").moment, LanguageFixture.local("2026-11-23T09:30:00"))
        XCTAssertEqual(try value("sow+1w"), DateValue(moment: LanguageFixture.local("2026-11-30T00:00:00"), kind: .moment))
        XCTAssertEqual(try value("tomorrow+9h"), DateValue(moment: LanguageFixture.local("2026-11-24T09:00:00"), kind: .moment))
        XCTAssertEqual(try value("2026-12-01T15:30+1d").moment, LanguageFixture.local("2026-12-02T15:30:00"))
        XCTAssertEqual(try value("Today+2D"), try value("today+2d"))
        // An offset after a time is still a zone offset, not date math.
        XCTAssertEqual(try value("2026-12-01T15:30-05:00").moment, LanguageFixture.utc("2026-12-01T20:30:00Z"))
    }

    func test_dateMath_thatIsNotADate_orLeavesTheCalendar_isRefusedNamingTheWord() {
        XCTAssertLanguageError(try DateWords.value("today+2x", now: LanguageFixture.now, zone: LanguageFixture.zone, word: "due:today+2x"),
                               word: "due:today+2x", reason: .badDate)
        XCTAssertLanguageError(try value("milk+2d"), word: "milk+2d", reason: .badDate)
        XCTAssertLanguageError(try value("today+"), word: "today+", reason: .badDate)
        XCTAssertLanguageError(try value("later+1y"), word: "later+1y", reason: .dateOutOfRange)
        XCTAssertLanguageError(try value("later+999999h"), word: "later+999999h", reason: .dateOutOfRange)
        XCTAssertLanguageError(try value("now+87658201h"), word: "now+87658201h", reason: .dateOutOfRange)
        XCTAssertLanguageError(try value("today-3652426d"), word: "today-3652426d", reason: .dateOutOfRange)
        XCTAssertLanguageError(try value("today+3000000d"), word: "today+3000000d", reason: .dateOutOfRange)
    }

    func test_dateMath_ofAMillionOrMore_landsWhereTheCalendarSays() throws {
        // A million seconds is under twelve days, a million days under 2,738 years.
        XCTAssertEqual(try value("now+1000000s"), DateValue(moment: LanguageFixture.local("2026-12-04T23:46:40"), kind: .moment))
        XCTAssertEqual(try value("now-2000000min").moment, LanguageFixture.local("2023-02-03T12:40:00"))
        XCTAssertEqual(try value("today+1000000d"), DateValue(moment: endOf("4764-10-20"), kind: .day))
        XCTAssertEqual(try value("0001-01-01+3000000d").moment, endOf("8214-09-22"))
        XCTAssertEqual(try value("now+999999999s").moment, LanguageFixture.local("2058-08-01T11:46:39"))
    }
}
