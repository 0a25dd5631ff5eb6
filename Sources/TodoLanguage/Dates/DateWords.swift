import MemoStore

/// Reads the date words of the todo language, Taskwarrior's words, in a given zone and clock.
///
/// - `2026-12-01`: the end of that local day (23:59:59), as every word naming a day.
/// - `2026-12-01T15:30`, `2026-12-01T15:30:05`, also with a space for `T` (`2026-12-01 15:30`,
///   as `MomentText` writes it) and an optional offset (`Z`, `-05:00`, `+0100`); `15:30` alone
///   is that time today.
/// - `now`; `today`, `tomorrow`, `yesterday`; `eod` (end of today); `eow` (Sunday, end of the
///   Monday-to-Sunday week; today when today is Sunday); `eom`; `eoy`; `sod`, `sow`, `som`,
///   `soy`: the first moment of this day, week (Monday), month and year; `later` and `someday`:
///   9999-12-30, Taskwarrior's far future.
/// - weekdays `mon` … `sunday` (any prefix of three letters or more): the next one strictly
///   after today.
/// - `+3d`, `+2w`, `+1m`, `+1y` (the sign is optional, `-` goes back): that many calendar days,
///   weeks, months (day clamped: Jan 31 + 1m is Feb 28) or years from today, landing on the end
///   of that day like any day word (Taskwarrior keeps the time of day; here `+1d` is
///   `tomorrow`). `+5h` and `+30min` keep the time: that long from now.
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
        if let named = named(lower, today: today, now: now) {
            return try resolve(named, zone: zone, word: word)
        }
        if let relative = try relative(lower, today: today, now: now, word: word) {
            return try resolve(relative, zone: zone, word: word)
        }
        if let written = try written(lower, today: today, zone: zone, word: word) {
            return written
        }
        if let (base, offset) = DateArithmetic.split(lower), let date = try? value(base, now: now, zone: zone) {
            return try DateArithmetic.shift(date, by: offset, zone: zone, word: word)
        }
        throw TodoLanguageError(word: word, reason: .badDate)
    }

    /// The weekday names, Monday first, as `Vocabulary` offers them.
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The named words other than weekdays, as `Vocabulary` offers them.
    static let names = [
        "now", "today", "tomorrow", "yesterday", "eod", "eow", "eom", "eoy", "sod", "sow", "som", "soy", "later", "someday",
    ]

    // MARK: - Private

    /// What a word names before it is placed in the zone.
    private enum Named {
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

    private static func named(_ text: String, today: LocalDateTime, now: Timestamp) -> Named? {
        switch text {
        case "now": return .instant(now)
        case "today": return .day(today, .day)
        case "tomorrow": return .day(today.adding(days: 1), .day)
        case "yesterday": return .day(today.adding(days: -1), .day)
        case "eod": return .day(today, .endOfPeriod)
        case "eow": return .day(today.adding(days: 7 - today.weekday), .endOfPeriod)
        case "eom":
            let last = LocalDateTime.daysIn(month: today.month, year: today.year)
            return .day(LocalDateTime(year: today.year, month: today.month, day: last), .endOfPeriod)
        case "eoy": return .day(LocalDateTime(year: today.year, month: 12, day: 31), .endOfPeriod)
        case "sod": return .start(today)
        case "sow": return .start(today.adding(days: 1 - today.weekday))
        case "som": return .start(LocalDateTime(year: today.year, month: today.month, day: 1))
        case "soy": return .start(LocalDateTime(year: today.year, month: 1, day: 1))
        // Taskwarrior's far future: the 30th, so its end is within year 9999 in every zone.
        case "later", "someday": return .day(LocalDateTime(year: 9999, month: 12, day: 30), .day)
        default: break
        }
        guard text.count >= 3, let index = weekdays.firstIndex(where: { $0.hasPrefix(text) }) else { return nil }
        let ahead = (index + 1 - today.weekday + 7) % 7
        return .day(today.adding(days: ahead == 0 ? 7 : ahead), .day)
    }

    /// `[+|-]N` and a unit: `min`, `h` (from now) or `d`, `w`, `m`, `y` (from today).
    private static func relative(
        _ text: String, today: LocalDateTime, now: Timestamp, word: String
    ) throws(TodoLanguageError) -> Named? {
        var rest = Substring(text)
        var sign = 1
        if rest.first == "+" || rest.first == "-" {
            sign = rest.first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        let unit = rest.dropFirst(digits.count)
        guard !digits.isEmpty, ["min", "h", "d", "w", "m", "y"].contains(unit) else { return nil }
        guard digits.count <= 6, let count = Int(digits) else {
            throw TodoLanguageError(word: word, reason: .dateOutOfRange)
        }
        let amount = sign * count
        switch unit {
        case "min": return .instant(Timestamp(secondsSince1970: now.secondsSince1970 + Int64(amount) * 60))
        case "h": return .instant(Timestamp(secondsSince1970: now.secondsSince1970 + Int64(amount) * 3600))
        case "d": return .day(today.adding(days: amount), .day)
        case "w": return .day(today.adding(days: 7 * amount), .day)
        case "m": return .day(today.adding(months: amount), .day)
        default: return .day(today.adding(months: 12 * amount), .day)
        }
    }

    /// `YYYY-MM-DD`, optionally with a time and an offset, or a time alone (today).
    private static func written(
        _ text: String, today: LocalDateTime, zone: LocalTimeZone, word: String
    ) throws(TodoLanguageError) -> DateValue? {
        guard let parts = WrittenDate(text) else { return nil }
        var local = parts.date.map { LocalDateTime(year: $0.year, month: $0.month, day: $0.day) } ?? today
        guard let time = parts.time else {
            guard local.isValid else { throw TodoLanguageError(word: word, reason: .dateOutOfRange) }
            return try resolve(.day(local, .day), zone: zone, word: word)
        }
        local.hour = time.hour
        local.minute = time.minute
        local.second = time.second
        let place = parts.offsetSeconds.map { LocalTimeZone.fixed(secondsEastOfUTC: $0) } ?? zone
        guard let moment = place.moment(of: local) else {
            throw TodoLanguageError(word: word, reason: .dateOutOfRange)
        }
        return DateValue(moment: moment, kind: .moment)
    }
}
