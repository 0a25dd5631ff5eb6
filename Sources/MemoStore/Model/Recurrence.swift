/// How often a memo comes back once done: every `count` days, weeks, months or years, or every
/// weekday (Monday to Friday).
///
/// Written as Taskwarrior writes it: `daily`, `weekly`, `monthly`, `yearly`, `weekdays`, or a
/// count and a unit letter (`3d`, `2w`, `6m`, `1y`); read in any of Taskwarrior's spellings
/// (`init(_:)`). A recurrence only makes sense on a memo with a due date.
public struct Recurrence: Sendable, Hashable, CustomStringConvertible {
    /// The unit a recurrence counts in; `weekday` (Monday to Friday) only ever by one.
    public enum Unit: Character, Sendable, Hashable, CaseIterable {
        case day = "d", week = "w", month = "m", year = "y", weekday = "b"
    }

    /// Every weekday, as Taskwarrior's `weekdays`: Friday's memo comes back on Monday.
    public static let weekdays = Recurrence(validCount: 1, unit: .weekday)

    /// How many units lie between one due date and the next; 1 to `Recurrence.maxCount`.
    public let count: Int
    /// What `count` counts.
    public let unit: Unit

    /// The largest count accepted, so advancing a date can never overflow.
    public static let maxCount = 9_999

    /// Creates a recurrence; `nil` when `count` is outside 1…`maxCount`, or is not 1 for weekdays.
    public init?(count: Int, unit: Unit) {
        guard (1...Self.maxCount).contains(count), unit != .weekday || count == 1 else { return nil }
        self.init(validCount: count, unit: unit)
    }

    /// Reads `weekdays`, or a period of whole days, weeks, months or years in any spelling
    /// `WrittenPeriod` reads (`daily`, `3d`, `biweekly`, `2wks`, `quarterly`, `1mo`, `P1M`,
    /// `annual`), so the command line, the shell and every import take the same words; `nil`
    /// for anything else, periods shorter than a day (`1h`, `5min`) included: todo does not
    /// repeat by them, and they are refused rather than kept as some other period.
    public init?(_ text: String) {
        guard let period = WrittenPeriod(text) else {
            // After the periods: every stored recurrence is read back through here, and most
            // are periods, which need no case-folded copy of the text made first.
            guard text.lowercased() == "weekdays" else { return nil }
            self = .weekdays
            return
        }
        switch period.unit {
        case .days: self.init(count: period.count, unit: .day)
        case .weeks: self.init(count: period.count, unit: .week)
        case .months: self.init(count: period.count, unit: .month)
        case .years: self.init(count: period.count, unit: .year)
        case .seconds, .minutes, .hours: return nil
        }
    }

    /// The canonical spelling: `daily`, `weekly`, `monthly`, `yearly`, `weekdays` for a count of
    /// 1, else `3d`.
    public var description: String {
        guard count == 1 else { return "\(count)\(unit.rawValue)" }
        switch unit {
        case .day: return "daily"
        case .week: return "weekly"
        case .month: return "monthly"
        case .year: return "yearly"
        case .weekday: return "weekdays"
        }
    }

    // MARK: - Private

    private init(validCount count: Int, unit: Unit) {
        self.count = count
        self.unit = unit
    }
}

extension Recurrence {
    /// The due date after `due`: the same wall-clock time in `zone`, `count` units later, or
    /// for weekdays the next day that is one (Friday's, Saturday's and Sunday's is Monday, as
    /// in Taskwarrior). By months and years, a due on its month's last day stays on the last day (Nov 30 → Dec 31
    /// → … → Feb 28 → Mar 31; Feb 29 → Feb 28 → … → Feb 29), and any other day is kept,
    /// clamped to a shorter month's length (Jan 30 → Feb 28). `nil` when that would pass the
    /// year 9999. Every next occurrence, made by `done` or read from a CalDAV client, comes
    /// from here.
    public func next(after due: Timestamp, in zone: LocalTimeZone) -> Timestamp? {
        let local = zone.components(of: due)
        var advanced: LocalDateTime
        switch unit {
        case .day: advanced = local.adding(days: count)
        case .week: advanced = local.adding(days: 7 * count)
        case .weekday: advanced = local.adding(days: local.weekday >= 5 ? 8 - local.weekday : 1)
        case .month, .year:
            advanced = local.adding(months: unit == .month ? count : 12 * count)
            if local.day == LocalDateTime.daysIn(month: local.month, year: local.year) {
                advanced.day = LocalDateTime.daysIn(month: advanced.month, year: advanced.year)
            }
        }
        return zone.moment(of: advanced)
    }
}
