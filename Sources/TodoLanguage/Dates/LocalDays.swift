import MemoStore

/// Day arithmetic in a zone: which local day a moment falls on, and where a day starts and ends.
enum LocalDays {
    /// The local day (at 00:00:00) that `moment` falls on in `zone`.
    static func day(of moment: Timestamp, in zone: LocalTimeZone) -> LocalDateTime {
        let local = zone.components(of: moment)
        return LocalDateTime(year: local.year, month: local.month, day: local.day)
    }

    /// The first moment of `day`; after the gap when the zone skips midnight; `nil` when not a
    /// real day or when that moment is outside the years 1 to 9999 in UTC (`moment(of:in:)`).
    static func start(of day: LocalDateTime, in zone: LocalTimeZone) -> Timestamp? {
        moment(of: LocalDateTime(year: day.year, month: day.month, day: day.day), in: zone)
    }

    /// The last second of `day` (23:59:59); `nil` when not a real day or when that moment is
    /// outside the years 1 to 9999 in UTC (9999-12-31 west of Greenwich).
    static func end(of day: LocalDateTime, in zone: LocalTimeZone) -> Timestamp? {
        moment(of: LocalDateTime(year: day.year, month: day.month, day: day.day, hour: 23, minute: 59, second: 59), in: zone)
    }

    /// The moment `zone`'s clocks show `local` (`LocalTimeZone.moment(of:)`); `nil` when `local`
    /// is not a real date, or when the moment falls outside the years 1 to 9999 a timestamp
    /// holds. `LocalTimeZone.moment(of:)` clamps such a moment to the first or last second it
    /// holds, which would store a date the word did not name (9999-12-31 in Los Angeles ends
    /// at 10000-01-01T07:59:59Z), so every date word is read through this and refused instead.
    static func moment(of local: LocalDateTime, in zone: LocalTimeZone) -> Timestamp? {
        guard let moment = zone.moment(of: local) else { return nil }
        // Only a moment at either end can be a clamped one; the zone's offset there tells.
        guard moment.secondsSince1970 == Timestamp.latest || moment.secondsSince1970 == Timestamp.earliest else { return moment }
        return Timestamp(exactly: local.secondsAsIfUTC - Int64(zone.secondsEastOfUTC(at: moment))).map { _ in moment }
    }

    /// The first moment after `day`; one second after its end on 9999-12-31.
    static func startOfNext(_ day: LocalDateTime, in zone: LocalTimeZone) -> Timestamp? {
        if let next = start(of: day.adding(days: 1), in: zone) { return next }
        return end(of: day, in: zone).map { Timestamp(secondsSince1970: $0.secondsSince1970 + 1) }
    }
}
