import MemoStore

/// Taskwarrior's holiday words: the days around Western Easter, and midsummer in Sweden and
/// Finland.
extension DateWords {
    /// The holiday words, as `Vocabulary` offers them.
    static let holidays = ["easter", "eastermonday", "goodfriday", "ascension", "pentecost", "midsommar", "midsommarafton", "juhannus"]

    /// The next day `text` names strictly after `today`, as a weekday word names it: `easter`
    /// (Western, Gregorian), `goodfriday` (two days before), `eastermonday` (the day after),
    /// `ascension` (39 days after), `pentecost` (49 days after), `midsommar` (the Saturday from
    /// June 20 to 26), `midsommarafton` and `juhannus` (the Friday before it). Nil for any other
    /// text.
    ///
    /// Each is its own next one: Taskwarrior derives Good Friday from the next Easter, so on
    /// Holy Saturday its `goodfriday` is the day before.
    static func holiday(_ text: String, today: LocalDateTime) -> Named? {
        guard let thisYear = holiday(text, in: today.year) else { return nil }
        guard thisYear <= today, let nextYear = holiday(text, in: today.year + 1) else { return .day(thisYear, .day) }
        return .day(nextYear, .day)
    }

    // MARK: - Private

    /// The day the holiday `text` falls on in `year`; nil when `text` names none.
    private static func holiday(_ text: String, in year: Int) -> LocalDateTime? {
        switch text {
        case "easter": easterSunday(in: year)
        case "goodfriday": easterSunday(in: year).adding(days: -2)
        case "eastermonday": easterSunday(in: year).adding(days: 1)
        case "ascension": easterSunday(in: year).adding(days: 39)
        case "pentecost": easterSunday(in: year).adding(days: 49)
        case "midsommar": midsummerSaturday(in: year)
        case "midsommarafton", "juhannus": midsummerSaturday(in: year).adding(days: -1)
        default: nil
        }
    }

    /// Easter Sunday of the Gregorian calendar: the anonymous algorithm (Meeus, Jones,
    /// Butcher), exact for every Gregorian year.
    private static func easterSunday(in year: Int) -> LocalDateTime {
        let golden = year % 19
        let (century, yearOfCentury) = (year / 100, year % 100)
        let skippedLeapDays = century / 4
        let moonCorrection = (century + 8) / 25
        let solarCorrection = (century - moonCorrection + 1) / 3
        let epact = (19 * golden + century - skippedLeapDays - solarCorrection + 15) % 30
        let weekdayOffset = (32 + 2 * (century % 4) + 2 * (yearOfCentury / 4) - epact - yearOfCentury % 4) % 7
        let lateCorrection = (golden + 11 * epact + 22 * weekdayOffset) / 451
        let count = epact + weekdayOffset - 7 * lateCorrection + 114
        return LocalDateTime(year: year, month: count / 31, day: count % 31 + 1)
    }

    /// The Saturday from June 20 to 26, Sweden's Midsummer Day.
    private static func midsummerSaturday(in year: Int) -> LocalDateTime {
        let june20 = LocalDateTime(year: year, month: 6, day: 20)
        return june20.adding(days: (6 - june20.weekday + 7) % 7)
    }
}
