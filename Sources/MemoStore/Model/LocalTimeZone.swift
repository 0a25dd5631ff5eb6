#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rules that turn UTC moments into a person's wall-clock time and back.
///
/// `.system` follows the C library's local time (it honours `TZ`, daylight saving included);
/// `.fixed` is a constant offset, for tests that pin the zone and for UTC; `named(_:)` and
/// `init(rules:)` follow a zone of the system's database or of an iCalendar file. Storage never needs
/// one: times are stored in UTC; people read and type them in a zone.
public struct LocalTimeZone: Sendable, Hashable {
    /// The C library's local time zone, as `TZ` (or /etc/localtime) sets it.
    public static let system = LocalTimeZone(kind: .system)
    /// Coordinated Universal Time.
    public static let utc = LocalTimeZone(kind: .fixed(0))

    /// A zone `seconds` east of UTC with no daylight saving (`-18000` is UTC−5).
    public static func fixed(secondsEastOfUTC seconds: Int) -> LocalTimeZone {
        LocalTimeZone(kind: .fixed(seconds))
    }

    /// The zone `name` of the system's time zone database (`Europe/Berlin`; `$TZDIR` or
    /// /usr/share/zoneinfo), read from its file once per call: keep the value. `nil` when the
    /// database has no such zone.
    public static func named(_ name: String) -> LocalTimeZone? {
        ZoneInfoFile.rules(named: name).map { LocalTimeZone(kind: .rules($0)) }
    }

    /// A zone that follows `rules` (an iCalendar VTIMEZONE, say).
    public init(rules: ZoneRules) {
        kind = .rules(rules)
    }

    /// The wall-clock date and time at `moment` in this zone.
    public func components(of moment: Timestamp) -> LocalDateTime {
        let offset = secondsEastOfUTC(at: moment)
        return LocalDateTime(utcSeconds: moment.secondsSince1970 + Int64(offset))
    }

    /// How far east of UTC this zone's clocks are at `moment`, in seconds.
    public func secondsEastOfUTC(at moment: Timestamp) -> Int {
        switch kind {
        case .fixed(let seconds):
            return seconds
        case .system:
            var time = time_t(clamping: moment.secondsSince1970)
            var parts = tm()
            guard localtime_r(&time, &parts) != nil else { return 0 }
            return Int(parts.tm_gmtoff)
        case .rules(let rules):
            return rules.offset(at: moment)
        }
    }

    /// The moment this zone's clocks show `local`; in a gap (clocks set forward) the moment
    /// after it, in an overlap the earlier one. `nil` when `local` is not a real date.
    public func moment(of local: LocalDateTime) -> Timestamp? {
        guard local.isValid else { return nil }
        let wallSeconds = local.secondsAsIfUTC
        switch kind {
        case .fixed(let seconds):
            return Timestamp(secondsSince1970: wallSeconds - Int64(seconds))
        case .system, .rules:
            // Try the offsets in force around the guess; the smallest consistent moment wins.
            let guess = Timestamp(secondsSince1970: wallSeconds)
            let offsets = Set([-86_400, 0, 86_400].map {
                secondsEastOfUTC(at: Timestamp(secondsSince1970: wallSeconds + Int64($0)))
            })
            let exact = offsets.map { wallSeconds - Int64($0) }
                .filter { Int64(secondsEastOfUTC(at: Timestamp(secondsSince1970: $0))) == wallSeconds - $0 }
            if let earliest = exact.min() { return Timestamp(secondsSince1970: earliest) }
            // A gap: shift by the larger offset, landing just after the jump.
            let smallest = offsets.min() ?? secondsEastOfUTC(at: guess)
            return Timestamp(secondsSince1970: wallSeconds - Int64(smallest))
        }
    }

    // MARK: - Private

    private enum Kind: Sendable, Hashable {
        case system
        case fixed(Int)
        case rules(ZoneRules)
    }

    private let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }
}

/// A wall-clock date and time with no zone attached, proleptic Gregorian, to the second.
public struct LocalDateTime: Sendable, Hashable, Comparable {
    /// The year, 1 to 9999 for a valid value.
    public var year: Int
    /// 1 to 12.
    public var month: Int
    /// 1 to the month's length.
    public var day: Int
    /// 0 to 23.
    public var hour: Int
    /// 0 to 59.
    public var minute: Int
    /// 0 to 59.
    public var second: Int

    /// Creates a date and time; `isValid` tells whether it exists.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Whether every field is in range: `2026-02-30` is not.
    public var isValid: Bool {
        (1...9999).contains(year) && (1...12).contains(month) && (1...Self.daysIn(month: month, year: year)).contains(day)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second)
    }

    /// 1 Monday … 7 Sunday (ISO 8601).
    public var weekday: Int {
        let days = Timestamp.days(fromCivilYear: Int64(year), month: Int64(month), day: Int64(day))
        return Int(((days % 7) + 7 + 3) % 7) + 1
    }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The same wall-clock time `days` days later (earlier when negative).
    public func adding(days: Int) -> LocalDateTime {
        var result = LocalDateTime(utcSeconds: secondsAsIfUTC + Int64(days) * 86_400)
        result.hour = hour
        result.minute = minute
        result.second = second
        return result
    }

    /// The same wall-clock time `months` months later; the day is clamped to the month's
    /// length (Jan 31 + 1 month is Feb 28 or 29).
    public func adding(months: Int) -> LocalDateTime {
        let index = year * 12 + (month - 1) + months
        var result = self
        result.year = index / 12
        result.month = index % 12 + 1
        result.day = min(day, Self.daysIn(month: result.month, year: result.year))
        return result
    }

    /// Orders by wall-clock time.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }

    /// Seconds since 1970 of this wall-clock time read as if it were UTC: the arithmetic
    /// of wall-clock times, before an offset makes a moment of them.
    public var secondsAsIfUTC: Int64 {
        Timestamp.days(fromCivilYear: Int64(year), month: Int64(month), day: Int64(day)) * 86_400
            + Int64(hour * 3600 + minute * 60 + second)
    }

    // MARK: - Internal

    init(utcSeconds: Int64) {
        let days = utcSeconds >= 0 ? utcSeconds / 86_400 : (utcSeconds - 86_399) / 86_400
        let secondOfDay = utcSeconds - days * 86_400
        let (year, month, day) = Timestamp.civilDate(fromDays: days)
        self.init(year: Int(year), month: Int(month), day: Int(day),
                  hour: Int(secondOfDay / 3600), minute: Int(secondOfDay / 60 % 60), second: Int(secondOfDay % 60))
    }
}
