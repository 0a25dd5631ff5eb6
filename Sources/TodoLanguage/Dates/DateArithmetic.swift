import MemoStore

/// Date math as Taskwarrior writes it: a period alone, counted from now (`+3d`, `2weeks`,
/// `-1mo`, `PT2H`), or a date word and a period added or taken (`today+2d`, `eow+1wk`,
/// `now-30min`, `2026-12-01-3d`). Every period is read by `WrittenPeriod`.
///
/// Days, weeks, months and years move a day word to another day of the same kind (`today+2d`
/// is the end of that day, as `+2d` is; `eom-1d` is still the end of a period) and an instant
/// to the same time of day; hours, minutes and seconds count from an instant, or from the start
/// of a day word's day (`tomorrow+9h` is 09:00 tomorrow, as in Taskwarrior). A period alone
/// counts days and longer from today, as a day word, and shorter ones from now.
enum DateArithmetic {
    /// A signed count of one unit.
    struct Offset: Equatable {
        let count: Int
        let unit: WrittenPeriod.Unit

        /// `[+|-]` and a period (`+3d`, `-2weeks`, `P1M`, `1hr`); nil for any other text, a bare
        /// unit (`w`) included: a date word needs its count.
        init?(_ text: Substring) {
            var rest = text
            var sign = 1
            if let first = rest.first, first == "+" || first == "-" {
                sign = first == "-" ? -1 : 1
                rest = rest.dropFirst()
            }
            guard let first = rest.first, first.isASCII && first.isNumber || first == "p",
                  let period = WrittenPeriod(String(rest))
            else { return nil }
            count = sign * period.count
            unit = period.unit
        }

        /// Whether the offset counts from an instant (hours, minutes, seconds), not a day.
        var isWithinADay: Bool {
            switch unit {
            case .seconds, .minutes, .hours: true
            case .days, .weeks, .months, .years: false
            }
        }
    }

    /// The date word and the offset after its last `+` or `-`, when that offset is a period with
    /// a count; `2026-12-01T15:30-05:00` is no math (`05:00` is no period).
    static func split(_ text: String) -> (base: String, offset: Offset)? {
        guard let sign = text.lastIndex(where: { $0 == "+" || $0 == "-" }), sign != text.startIndex,
              let offset = Offset(text[sign...])
        else { return nil }
        return (String(text[..<sign]), offset)
    }

    /// `date` moved by `offset` in `zone`; `.dateOutOfRange` naming `word` when it leaves the
    /// years 1 to 9999.
    static func shift(_ date: DateValue, by offset: Offset, zone: LocalTimeZone, word: String) throws(TodoLanguageError) -> DateValue {
        let outOfRange = TodoLanguageError(word: word, reason: .dateOutOfRange)
        // Past ten thousand years of a unit no date lands within the years 1 to 9999 (and
        // nothing below can overflow); within them, the calendar decides.
        guard offset.count.magnitude <= mostCount(of: offset.unit) else { throw outOfRange }
        switch offset.unit {
        case .seconds, .minutes, .hours:
            var from = date.moment
            if date.kind == .day {
                guard let start = LocalDays.start(of: LocalDays.day(of: date.moment, in: zone), in: zone) else { throw outOfRange }
                from = start
            }
            let unitSeconds: Int64 = offset.unit == .hours ? 3600 : offset.unit == .minutes ? 60 : 1
            guard let moment = Timestamp(exactly: from.secondsSince1970 + Int64(offset.count) * unitSeconds) else { throw outOfRange }
            return DateValue(moment: moment, kind: .moment)
        case .days, .weeks, .months, .years:
            // A day word moves its day and ends it again; an instant keeps its wall-clock time.
            let local = date.kind == .moment ? zone.components(of: date.moment) : LocalDays.day(of: date.moment, in: zone)
            let moved = switch offset.unit {
            case .days: local.adding(days: offset.count)
            case .weeks: local.adding(days: 7 * offset.count)
            case .months: local.adding(months: offset.count)
            default: local.adding(months: 12 * offset.count)
            }
            guard moved.isValid,
                  let moment = date.kind == .moment ? LocalDays.moment(of: moved, in: zone) : LocalDays.end(of: moved, in: zone)
            else { throw outOfRange }
            return DateValue(moment: moment, kind: date.kind)
        }
    }

    /// How many of `unit` ten thousand years hold (of 365.2425 days), rounded up.
    private static func mostCount(of unit: WrittenPeriod.Unit) -> UInt {
        switch unit {
        case .seconds: 315_569_520_000
        case .minutes: 5_259_492_000
        case .hours: 87_658_200
        case .days: 3_652_425
        case .weeks: 521_775
        case .months: 120_000
        case .years: 10_000
        }
    }
}
