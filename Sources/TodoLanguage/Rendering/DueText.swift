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
        guard due >= now else { return "overdue " + span(seconds: now.secondsSince1970 - due.secondsSince1970) }
        let days = dayNumber(of: due, in: zone) - dayNumber(of: now, in: zone)
        switch days {
        case 0:
            let local = zone.components(of: due)
            if local.hour == 23, local.minute == 59, local.second == 59 { return "due today" }
            let seconds = due.secondsSince1970 - now.secondsSince1970
            return seconds == 0 ? "due now" : "due in " + span(seconds: seconds)
        case 1:
            return "due tomorrow"
        default:
            return "due in " + span(seconds: days * 86_400)
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
        let days = seconds / 86_400
        if days >= 365 { return "\(days / 365)y" }
        if days > 84 { return "\(days / 30)mo" }
        if days > 13 { return "\(days / 7)w" }
        if days >= 1 { return "\(days)d" }
        if seconds >= 3600 { return "\(seconds / 3600)h" }
        if seconds >= 60 { return "\(seconds / 60)min" }
        return "\(max(seconds, 0))s"
    }

    // MARK: - Private

    /// Days since 1970-01-01 of the local day `moment` falls on.
    private static func dayNumber(of moment: Timestamp, in zone: LocalTimeZone) -> Int64 {
        let day = LocalDays.day(of: moment, in: zone)
        let asUTC = LocalTimeZone.utc.moment(of: day) ?? moment
        return asUTC.secondsSince1970 / 86_400 - (asUTC.secondsSince1970 < 0 && asUTC.secondsSince1970 % 86_400 != 0 ? 1 : 0)
    }
}
