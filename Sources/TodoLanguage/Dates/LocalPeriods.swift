import MemoStore

/// A run of consecutive local days or weeks in a zone, and the equal `MemoSlots` the store
/// counts them in: what the reports cut time into.
///
/// A local day is not always 86,400 seconds (23 or 25 hours when clocks change), so the
/// periods are not equal spans; the slots are, as long as the greatest common divisor of the
/// periods' lengths (a day, else an hour, or a quarter of one in a zone with such offsets).
/// Every period is then a whole number of slots and `period(ofSlot:)` says which.
public struct LocalPeriods: Sendable, Equatable {
    /// How long each period is.
    public enum Length: String, Sendable, CaseIterable {
        /// Local days, midnight to midnight.
        case day
        /// Weeks from Monday's midnight (ISO 8601), as `eow` ends them on Sunday.
        case week
    }

    /// The first local day of each period, in order.
    public let days: [LocalDateTime]
    /// The first moment of each period, and last the first moment after them: one more than `days`.
    public let boundaries: [Timestamp]
    /// Equal slots from the first boundary to the last, each inside one period.
    public let slots: MemoSlots

    /// `count` periods of `length` (at least one), the last one holding `day`.
    public static func ending(with day: LocalDateTime, count: Int, length: Length, zone: LocalTimeZone) -> LocalPeriods {
        let count = max(1, count)
        var last = LocalDateTime(year: day.year, month: day.month, day: day.day)
        if length == .week { last = last.adding(days: 1 - last.weekday) }
        let step = length == .week ? 7 : 1
        return LocalPeriods(days: (0...count).map { last.adding(days: ($0 - count + 1) * step) }, zone: zone)
    }

    /// Every day of `month` (1…12) of `year`.
    public static func days(ofMonth month: Int, year: Int, zone: LocalTimeZone) -> LocalPeriods {
        let first = LocalDateTime(year: year, month: month, day: 1)
        let length = LocalDateTime.daysIn(month: month, year: year)
        return LocalPeriods(days: (0...length).map { first.adding(days: $0) }, zone: zone)
    }

    /// The period slot `slot` of `slots` lies in, or nil outside them.
    public func period(ofSlot slot: Int) -> Int? {
        guard slot >= 0, slot < slots.count else { return nil }
        let moment = slots.start.secondsSince1970 + Int64(slot) * slots.seconds
        // The last boundary at or before the slot's start.
        var low = 0
        var high = boundaries.count - 1
        while low + 1 < high {
            let middle = (low + high) / 2
            if boundaries[middle].secondsSince1970 <= moment { low = middle } else { high = middle }
        }
        return low
    }

    // MARK: - Private

    /// `days` holds one day more than there are periods: the one after the last.
    private init(days: [LocalDateTime], zone: LocalTimeZone) {
        let starts = days.map { LocalDays.start(of: $0, in: zone) ?? Timestamp(secondsSince1970: Timestamp.latest) }
        self.days = Array(days.dropLast())
        boundaries = starts
        let first = starts[0].secondsSince1970
        var step: Int64 = 0
        for start in starts.dropFirst() {
            step = Self.greatestCommonDivisor(step, start.secondsSince1970 - first)
        }
        step = max(1, step)
        slots = MemoSlots(start: starts[0], seconds: step, count: Int((starts[starts.count - 1].secondsSince1970 - first) / step))
    }

    private static func greatestCommonDivisor(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
