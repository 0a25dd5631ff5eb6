import MemoStore

/// Says when a memo is due relative to now, as a person reads it: `due today`, `due tomorrow`,
/// `due in 3d`, `due in 2h`, `overdue 2d`, `overdue 5h`.
///
/// Future dates count calendar days in the zone (`tomorrow` is the next local day, whatever
/// the hour); a due time later today counts hours and minutes; a past one counts the time
/// elapsed. Spans are written as Taskwarrior writes ages: `45s`, `12min`, `5h`, `3d`, then
/// weeks past 13 days (`3w`), months past 84 days (`4mo`), years from 365 days (`2y`).
public enum DueText {
    /// `due` relative to `now` in `zone`.
    public static func relative(due: Timestamp, now: Timestamp, zone: LocalTimeZone) -> String {
        guard due >= now else { return span(seconds: now.secondsSince1970 - due.secondsSince1970, after: "overdue ", before: "") }
        let days = dayNumber(of: due, in: zone) - dayNumber(of: now, in: zone)
        switch days {
        case 0:
            let local = zone.components(of: due)
            if local.hour == 23, local.minute == 59, local.second == 59 { return "due today" }
            let seconds = due.secondsSince1970 - now.secondsSince1970
            return seconds == 0 ? "due now" : span(seconds: seconds, after: "due in ", before: "")
        case 1:
            return "due tomorrow"
        default:
            return span(seconds: days * 86_400, after: "due in ", before: "")
        }
    }

    /// `relative(due:now:zone:)` for a memo's due date; `nil` when it has none.
    public static func relative(_ memo: Memo, now: Timestamp, zone: LocalTimeZone) -> String? {
        memo.due.map { relative(due: $0, now: now, zone: zone) }
    }

    /// Whether `memo` is open and its due date has passed: the rule `+overdue` filters by.
    public static func isOverdue(_ memo: Memo, now: Timestamp) -> Bool {
        guard !memo.isDone, let due = memo.due else { return false }
        return isOverdue(due: due, now: now)
    }

    /// Whether an open memo due at `due` is overdue at `now`: `isOverdue(_:now:)` without the memo.
    public static func isOverdue(due: Timestamp, now: Timestamp) -> Bool {
        due < now
    }

    /// A span of time in one unit, rounded down: `45s`, `12min`, `5h`, `3d`, `3w`, `4mo`, `2y`.
    public static func span(seconds: Int64) -> String {
        span(seconds: seconds, after: "", before: "")
    }

    /// `span(seconds:)` between `prefix` and `suffix` (`done 3d ago`), made in one piece: a
    /// listing makes one for each of thousands of rows, and interpolating and joining the
    /// pieces cost more than the rest of a row.
    public static func span(seconds: Int64, after prefix: StaticString, before suffix: StaticString) -> String {
        let days = seconds / 86_400
        let (count, unit): (Int64, StaticString) =
            days >= 365 ? (days / 365, "y") : days > 84 ? (days / 30, "mo") : days > 13 ? (days / 7, "w")
            : days >= 1 ? (days, "d") : seconds >= 3600 ? (seconds / 3600, "h") : seconds >= 60 ? (seconds / 60, "min")
            : (max(seconds, 0), "s")
        // The exact length: up to 15 bytes the string is made without an allocation.
        return count.withDecimalDigits { digits in
            let length = prefix.utf8CodeUnitCount + digits.count + unit.utf8CodeUnitCount + suffix.utf8CodeUnitCount
            return String(unsafeUninitializedCapacity: length) { buffer in
                var end = 0
                func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                    for byte in bytes {
                        buffer[end] = byte
                        end += 1
                    }
                }
                func put(_ text: StaticString) {
                    put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
                }
                put(prefix)
                put(digits)
                put(unit)
                put(suffix)
                return end
            }
        }
    }

    // MARK: - Private

    /// Days since 1970-01-01 of the local day `moment` falls on.
    private static func dayNumber(of moment: Timestamp, in zone: LocalTimeZone) -> Int64 {
        let day = LocalDays.day(of: moment, in: zone)
        let asUTC = LocalTimeZone.utc.moment(of: day) ?? moment
        return asUTC.secondsSince1970 / 86_400 - (asUTC.secondsSince1970 < 0 && asUTC.secondsSince1970 % 86_400 != 0 ? 1 : 0)
    }
}
