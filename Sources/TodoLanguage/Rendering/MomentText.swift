import MemoStore

/// Writes moments for people, in their zone: `2026-12-01 15:30`, to the minute.
///
/// What it writes `DateWords` reads back as one word to the same minute (with `T` or the space
/// kept inside one shell argument), offset included.
public enum MomentText {
    /// When to add the zone's offset (`2026-11-01 01:30 -04:00`).
    public enum OffsetStyle: Sendable, Hashable {
        /// Only when the wall-clock time alone names two moments (the hour repeated when
        /// daylight saving ends), so the text is never ambiguous.
        case whenAmbiguous
        /// Always.
        case always
        /// Never.
        case never
    }

    /// `moment` as `YYYY-MM-DD HH:MM` in `zone`, plus ` ±HH:MM` as `offset` asks.
    public static func text(_ moment: Timestamp, in zone: LocalTimeZone, offset: OffsetStyle = .whenAmbiguous) -> String {
        let local = zone.components(of: moment)
        var result = "\(pad(local.year, 4))-\(pad(local.month, 2))-\(pad(local.day, 2)) \(pad(local.hour, 2)):\(pad(local.minute, 2))"
        let showsOffset: Bool
        switch offset {
        case .always: showsOffset = true
        case .never: showsOffset = false
        case .whenAmbiguous: showsOffset = isAmbiguous(moment, in: zone)
        }
        if showsOffset { result += " " + offsetText(zone.secondsEastOfUTC(at: moment)) }
        return result
    }

    /// A due, until, wait or scheduled date: the bare `YYYY-MM-DD` when `moment` is what a bare
    /// date means for the field (the end of a local day; its start for a date something begins
    /// on, `startsDay`: `DateValue.dayStarts`), else as `text(_:in:offset:)` writes it.
    public static func dateText(
        _ moment: Timestamp, in zone: LocalTimeZone, offset: OffsetStyle = .whenAmbiguous, startsDay: Bool = false
    ) -> String {
        let local = zone.components(of: moment)
        // A day's start is its first moment, 01:00 where the zone skips midnight.
        let isDay = startsDay
            ? LocalDays.start(of: LocalDays.day(of: moment, in: zone), in: zone) == moment
            : local.hour == 23 && local.minute == 59 && local.second == 59
        guard isDay else { return text(moment, in: zone, offset: offset) }
        return "\(pad(local.year, 4))-\(pad(local.month, 2))-\(pad(local.day, 2))"
    }


    /// Whether the wall-clock time of `moment` in `zone` also names another moment (an
    /// hour repeated when the clocks go back).
    public static func isAmbiguous(_ moment: Timestamp, in zone: LocalTimeZone) -> Bool {
        let own = zone.secondsEastOfUTC(at: moment)
        let wall = moment.secondsSince1970 + Int64(own)
        let nearby = [-86_400, 86_400].map { zone.secondsEastOfUTC(at: Timestamp(secondsSince1970: moment.secondsSince1970 + $0)) }
        return nearby.contains { other in
            other != own && zone.secondsEastOfUTC(at: Timestamp(secondsSince1970: wall - Int64(other))) == other
        }
    }

    /// `+01:00`, `-05:00`, `+05:45`.
    public static func offsetText(_ secondsEastOfUTC: Int) -> String {
        let magnitude = abs(secondsEastOfUTC) / 60
        return (secondsEastOfUTC < 0 ? "-" : "+") + pad(magnitude / 60, 2) + ":" + pad(magnitude % 60, 2)
    }

    // MARK: - Private

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
