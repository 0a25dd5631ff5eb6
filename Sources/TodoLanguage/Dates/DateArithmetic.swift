import MemoStore

/// Date math as Taskwarrior writes it: a date word, then a period added or taken
/// (`today+2d`, `eow+1w`, `now-30min`, `2026-12-01-3d`).
///
/// Days, weeks, months and years move a day word to another day of the same kind (`today+2d`
/// is the end of that day, as `+2d` is; `eom-1d` is still the end of a period) and an instant
/// to the same time of day; hours and minutes count from an instant, or from the start of a
/// day word's day (`tomorrow+9h` is 09:00 tomorrow, as in Taskwarrior).
enum DateArithmetic {
    /// A signed count of one unit.
    struct Offset: Equatable {
        enum Unit: String {
            case minutes = "min", hours = "h", days = "d", weeks = "w", months = "m", years = "y"
        }

        let count: Int
        let unit: Unit
    }

    /// The date word and the offset after its last `+` or `-`, when that offset is a whole
    /// count (six digits at most) and a unit; `2026-12-01T15:30-05:00` is no math (`05:00` is none).
    static func split(_ text: String) -> (base: String, offset: Offset)? {
        guard let sign = text.lastIndex(where: { $0 == "+" || $0 == "-" }), sign != text.startIndex else { return nil }
        let rest = text[text.index(after: sign)...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard (1...6).contains(digits.count), let count = Int(digits),
              let unit = Offset.Unit(rawValue: String(rest.dropFirst(digits.count)))
        else { return nil }
        return (String(text[..<sign]), Offset(count: text[sign] == "-" ? -count : count, unit: unit))
    }

    /// `date` moved by `offset` in `zone`; `.dateOutOfRange` naming `word` when it leaves the
    /// years 1 to 9999.
    static func shift(_ date: DateValue, by offset: Offset, zone: LocalTimeZone, word: String) throws(TodoLanguageError) -> DateValue {
        let outOfRange = TodoLanguageError(word: word, reason: .dateOutOfRange)
        switch offset.unit {
        case .minutes, .hours:
            var from = date.moment
            if date.kind == .day {
                guard let start = LocalDays.start(of: LocalDays.day(of: date.moment, in: zone), in: zone) else { throw outOfRange }
                from = start
            }
            let seconds = Int64(offset.count) * (offset.unit == .hours ? 3600 : 60)
            guard let moment = Timestamp(exactly: from.secondsSince1970 + seconds) else { throw outOfRange }
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
                  let moment = date.kind == .moment ? zone.moment(of: moved) : LocalDays.end(of: moved, in: zone)
            else { throw outOfRange }
            return DateValue(moment: moment, kind: date.kind)
        }
    }
}
