import MemoStore

/// A date word read in a time zone: the moment it names and whether it named a whole day.
///
/// A due date takes `moment`; a filter also needs `kind`, because `due.before:tomorrow` means
/// "before tomorrow starts" while `due.before:+5h` means "before that very moment".
public struct DateValue: Sendable, Hashable {
    /// How much of the calendar a date word names.
    public enum Kind: Sendable, Hashable {
        /// One instant: a date with a time, `now`, `+5h`, `+30min`.
        case moment
        /// A whole local day: a bare date, `today`, `tomorrow`, a weekday, `+3d`, `+1m`.
        /// `moment` is the end of that day (23:59:59).
        case day
        /// The last day of a period: `eod`, `eow`, `eom`, `eoy`. `moment` is the end of that
        /// day; as a filter bound the period includes the whole of it.
        case endOfPeriod
    }

    /// The moment named: for a day, its last second (23:59:59 local time).
    public let moment: Timestamp
    /// Whether the word named an instant, a day or the end of a period.
    public let kind: Kind

    /// Creates a value.
    public init(moment: Timestamp, kind: Kind) {
        self.moment = moment
        self.kind = kind
    }

    /// The moment `field` takes from the date: for a whole day, its first moment when something
    /// begins then (`dayStarts`: `wait:tomorrow`, `scheduled:fri`), else its end (`due:fri`,
    /// due all that day); `moment` for an instant or a period's end (`wait:+5h`, `wait:eow`).
    public func moment(for field: MemoField, in zone: LocalTimeZone) -> Timestamp {
        guard kind == .day, Self.dayStarts(field) else { return moment }
        return LocalDays.start(of: LocalDays.day(of: moment, in: zone), in: zone) ?? moment
    }

    /// Whether a day given to `field` means its first moment (wait, scheduled: when a memo shows
    /// up or may start) rather than its end (due, until).
    public static func dayStarts(_ field: MemoField) -> Bool {
        field == .wait || field == .scheduled
    }
}
