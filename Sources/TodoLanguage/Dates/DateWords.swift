import MemoStore

/// Reads the date words of the todo language, Taskwarrior's words, in a given zone and clock.
///
/// - `2026-12-01`: the end of that local day (23:59:59), as every word naming a day; also
///   written `20261201`; `2026-12` is the first of that month, `2026-W50` the Monday of that
///   ISO 8601 week.
/// - `2026-12-01T15:30`, `2026-12-01T15:30:05`, also with a space for `T` (`2026-12-01 15:30`,
///   as `MomentText` writes it) and an optional offset (`Z`, `-05:00`, `+0100`); ISO 8601's
///   basic form, as a Taskwarrior export writes it (`20261201T100000Z`); a time alone,
///   `15:30` or `3:30pm` (`10am`, `12am` is midnight), is the next such time: today's if it is
///   still to come, else tomorrow's, as Taskwarrior reads it.
/// - `now`; `today`, `tomorrow`, `yesterday`; `later` and `someday`: 9999-12-30, Taskwarrior's
///   far future; the ends and starts of periods (`DateWords+Periods`): `eod`, `eow` (Sunday,
///   end of the Monday-to-Sunday week), `eoww` (Friday), `eom`, `eoq`, `eoy`, `sod`, `sow`,
///   `soww`, `som`, `soq`, `soy`, and those of the previous (`eopw`, `sopm`) or next (`sonw`,
///   `eonq`) period; `1st` … `31st`: the next such day of a month.
/// - weekdays `mon` … `sunday` (any prefix of three letters or more): the next one strictly
///   after today; months `jan` … `december` (the same): the first of the next such month after
///   this one, as Taskwarrior reads them; Taskwarrior's holidays (`easter`, `goodfriday`,
///   `midsommar`, … `DateWords+Holidays`): the next one strictly after today.
/// - `+3d`, `+2w`, `+1m`, `+1y` (the sign is optional, `-` goes back; any period
///   `WrittenPeriod` reads: `3days`, `2wks`, `1mo`, `1q`, `P1D`, `P2W`): that many calendar days,
///   weeks, months (day clamped: Jan 31 + 1m is Feb 28) or years from today, landing on the end
///   of that day like any day word (Taskwarrior keeps the time of day and counts a month as 30
///   days; here `+1d` is `tomorrow`). `+5h`, `1hr`, `+30min`, `PT2H` keep the time: that long
///   from now.
/// - Any of these with such a period added or taken (`today+2d`, `eow+1w`, `now-30min`,
///   `2026-12-01-3d`): see `DateArithmetic`.
///
/// Words are read case-insensitively. A word shaped like a date that does not exist
/// (`2026-02-30`, `25:00`, year 0 or 10000) is `.dateOutOfRange`; anything else unknown is `.badDate`.
public enum DateWords {
    /// The moment `text` names at `now` in `zone`.
    /// - parameter word: the word to name in an error (`due:fri2`); `text` when `nil`.
    public static func moment(
        _ text: String, now: Timestamp, zone: LocalTimeZone, word: String? = nil
    ) throws(TodoLanguageError) -> Timestamp {
        try value(text, now: now, zone: zone, word: word).moment
    }

    /// The moment `text` names at `now` in `zone`, and whether it named a day or an instant.
    /// - parameter word: the word to name in an error (`due:fri2`); `text` when `nil`.
    public static func value(
        _ text: String, now: Timestamp, zone: LocalTimeZone, word: String? = nil
    ) throws(TodoLanguageError) -> DateValue {
        let lower = text.lowercased()
        let word = word ?? text
        let today = LocalDays.day(of: now, in: zone)
        if let named = named(lower, today: today, now: now) ?? periodBoundary(lower, today: today) ?? ordinalDay(lower, today: today)
            ?? holiday(lower, today: today)
        {
            return try resolve(named, zone: zone, word: word)
        }
        if let time = twelveHourTime(lower) {
            return try nextTime(time, today: today, now: now, zone: zone, word: word)
        }
        if let offset = DateArithmetic.Offset(Substring(lower)) {
            let from = offset.isWithinADay ? DateValue(moment: now, kind: .moment) : try resolve(.day(today, .day), zone: zone, word: word)
            return try DateArithmetic.shift(from, by: offset, zone: zone, word: word)
        }
        if let written = try written(lower, today: today, now: now, zone: zone, word: word) {
            return written
        }
        if let (base, offset) = DateArithmetic.split(lower), let date = try? value(base, now: now, zone: zone) {
            return try DateArithmetic.shift(date, by: offset, zone: zone, word: word)
        }
        throw TodoLanguageError(word: word, reason: .badDate)
    }

    /// The weekday names, Monday first, as `Vocabulary` offers them.
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The named words other than weekdays, as `Vocabulary` offers them (not the previous and
    /// next periods' ends and starts, nor ordinal days).
    static let names = [
        "now", "today", "tomorrow", "yesterday", "eod", "eow", "eoww", "eom", "eoq", "eoy", "sod", "sow", "soww", "som", "soq",
        "soy", "later", "someday",
    ]

    /// What a word names before it is placed in the zone.
    enum Named {
        case instant(Timestamp)
        case day(LocalDateTime, DateValue.Kind)
        /// The first moment of that day.
        case start(LocalDateTime)
    }

    private static func resolve(_ named: Named, zone: LocalTimeZone, word: String) throws(TodoLanguageError) -> DateValue {
        switch named {
        case .instant(let moment):
            return DateValue(moment: moment, kind: .moment)
        case .day(let day, let kind):
            guard let end = LocalDays.end(of: day, in: zone) else {
                throw TodoLanguageError(word: word, reason: .dateOutOfRange)
            }
            return DateValue(moment: end, kind: kind)
        case .start(let day):
            guard let start = LocalDays.start(of: day, in: zone) else {
                throw TodoLanguageError(word: word, reason: .dateOutOfRange)
            }
            return DateValue(moment: start, kind: .moment)
        }
    }

    // MARK: - Private

    private static func named(_ text: String, today: LocalDateTime, now: Timestamp) -> Named? {
        switch text {
        case "now": return .instant(now)
        case "today": return .day(today, .day)
        case "tomorrow": return .day(today.adding(days: 1), .day)
        case "yesterday": return .day(today.adding(days: -1), .day)
        // Taskwarrior's far future: the 30th, so its end is within year 9999 in every zone.
        case "later", "someday": return .day(LocalDateTime(year: 9999, month: 12, day: 30), .day)
        default: break
        }
        if let month = MonthWord.number(ofName: text) {
            // The first of the next such month after this one, as Taskwarrior reads `jan`.
            let year = month > today.month ? today.year : today.year + 1
            return .day(LocalDateTime(year: year, month: month, day: 1), .day)
        }
        guard text.count >= 3, let index = weekdays.firstIndex(where: { $0.hasPrefix(text) }) else { return nil }
        let ahead = (index + 1 - today.weekday + 7) % 7
        return .day(today.adding(days: ahead == 0 ? 7 : ahead), .day)
    }

    /// `YYYY-MM-DD`, optionally with a time and an offset, or a time alone (`nextTime`).
    private static func written(
        _ text: String, today: LocalDateTime, now: Timestamp, zone: LocalTimeZone, word: String
    ) throws(TodoLanguageError) -> DateValue? {
        guard let parts = WrittenDate(text) else { return nil }
        if let week = parts.week {
            guard let monday = isoWeekMonday(year: week.year, week: week.number) else {
                throw TodoLanguageError(word: word, reason: .dateOutOfRange)
            }
            return try resolve(.day(monday, .day), zone: zone, word: word)
        }
        guard let date = parts.date else {
            guard let time = parts.time else { return nil }
            return try nextTime((time.hour, time.minute, time.second), today: today, now: now, zone: zone, word: word)
        }
        var local = LocalDateTime(year: date.year, month: date.month, day: date.day)
        guard let time = parts.time else {
            guard local.isValid else { throw TodoLanguageError(word: word, reason: .dateOutOfRange) }
            return try resolve(.day(local, .day), zone: zone, word: word)
        }
        local.hour = time.hour
        local.minute = time.minute
        local.second = time.second
        let place = parts.offsetSeconds.map { LocalTimeZone.fixed(secondsEastOfUTC: $0) } ?? zone
        guard let moment = LocalDays.moment(of: local, in: place) else {
            throw TodoLanguageError(word: word, reason: .dateOutOfRange)
        }
        return DateValue(moment: moment, kind: .moment)
    }

    /// The Monday of ISO 8601 week `week` of `year` (week 1 holds January 4); nil when the year
    /// has no such week (53 only in some years).
    private static func isoWeekMonday(year: Int, week: Int) -> LocalDateTime? {
        guard (1...9999).contains(year), (1...53).contains(week) else { return nil }
        let fourth = LocalDateTime(year: year, month: 1, day: 4)
        let monday = fourth.adding(days: 1 - fourth.weekday + 7 * (week - 1))
        // A week belongs to the year its Thursday falls in.
        guard monday.adding(days: 3).year == year, monday.isValid else { return nil }
        return monday
    }

    /// The next moment at `time` of day in `zone`: today's when it is still to come, else
    /// tomorrow's (`17:30` read at 22:00 is tomorrow's), as Taskwarrior reads a time alone.
    private static func nextTime(
        _ time: (hour: Int, minute: Int, second: Int), today: LocalDateTime, now: Timestamp, zone: LocalTimeZone, word: String
    ) throws(TodoLanguageError) -> DateValue {
        var local = today
        (local.hour, local.minute, local.second) = time
        guard local.isValid, let todays = LocalDays.moment(of: local, in: zone) else {
            throw TodoLanguageError(word: word, reason: .dateOutOfRange)
        }
        if todays > now { return DateValue(moment: todays, kind: .moment) }
        guard let tomorrows = LocalDays.moment(of: local.adding(days: 1), in: zone) else {
            throw TodoLanguageError(word: word, reason: .dateOutOfRange)
        }
        return DateValue(moment: tomorrows, kind: .moment)
    }

    /// A time of the 12-hour clock: `10am`, `3:30pm`, `12am` (midnight), `12pm` (noon); nil for
    /// any other text.
    private static func twelveHourTime(_ text: String) -> (hour: Int, minute: Int, second: Int)? {
        let isAfternoon: Bool
        if text.hasSuffix("pm") {
            isAfternoon = true
        } else if text.hasSuffix("am") {
            isAfternoon = false
        } else {
            return nil
        }
        let clock = text.dropLast(2).split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(clock.count), clock.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            clock[0].count <= 2, let hour = Int(clock[0]), (1...12).contains(hour)
        else { return nil }
        var minute = 0
        if clock.count == 2 {
            guard clock[1].count == 2, let value = Int(clock[1]), value < 60 else { return nil }
            minute = value
        }
        return (hour % 12 + (isAfternoon ? 12 : 0), minute, 0)
    }
}
