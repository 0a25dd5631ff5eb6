import MemoStore

/// Day arithmetic in a zone: which local day a moment falls on, and where a day starts and ends.
enum LocalDays {
    /// The local day (at 00:00:00) that `moment` falls on in `zone`.
    static func day(of moment: Timestamp, in zone: LocalTimeZone) -> LocalDateTime {
        let local = zone.components(of: moment)
        return LocalDateTime(year: local.year, month: local.month, day: local.day)
    }

    /// The first moment of `day`; after the gap when the zone skips midnight; `nil` when not a real day.
    static func start(of day: LocalDateTime, in zone: LocalTimeZone) -> Timestamp? {
        zone.moment(of: LocalDateTime(year: day.year, month: day.month, day: day.day))
    }

    /// The last second of `day` (23:59:59); `nil` when not a real day.
    static func end(of day: LocalDateTime, in zone: LocalTimeZone) -> Timestamp? {
        zone.moment(of: LocalDateTime(year: day.year, month: day.month, day: day.day, hour: 23, minute: 59, second: 59))
    }

    /// The first moment after `day`; one second after its end on 9999-12-31.
    static func startOfNext(_ day: LocalDateTime, in zone: LocalTimeZone) -> Timestamp? {
        if let next = start(of: day.adding(days: 1), in: zone) { return next }
        return end(of: day, in: zone).map { Timestamp(secondsSince1970: $0.secondsSince1970 + 1) }
    }
}
