/// A time zone's offsets from UTC over time: a list of transitions, then yearly changes (daylight
/// saving) for every moment after the last transition. What a zone database file (TZif) or an
/// iCalendar VTIMEZONE says, made into one value `LocalTimeZone` can use.
///
/// Guarantees: `offset(at:)` is defined for every moment: before the first transition it is
/// `initialOffset`; from a transition on, that transition's offset; after the last one, the
/// yearly changes' (or the last offset when there are none).
public struct ZoneRules: Sendable, Hashable {
    /// From `at` (seconds since 1970, UTC) on, clocks are `offset` seconds east of UTC.
    public struct Transition: Sendable, Hashable {
        /// The moment of the change, seconds since 1970 UTC.
        public var at: Int64
        /// The offset east of UTC in force from then on, in seconds.
        public var offset: Int

        /// Creates a transition.
        public init(at: Int64, offset: Int) {
            self.at = at
            self.offset = offset
        }
    }

    /// A change that happens every year on a day of a month (`the last Sunday of March`, or
    /// `March 8`) at a wall-clock time read in the offset in force before it.
    public struct YearlyChange: Sendable, Hashable {
        /// 1 to 12.
        public var month: Int
        /// The weekday's occurrence in the month, 1 to 4, or negative from the end (-1: the
        /// last); 0 when `day` names a fixed day instead.
        public var week: Int
        /// 0 Sunday … 6 Saturday (POSIX numbering), with `week`.
        public var weekday: Int
        /// A fixed day of the month, when `week` is 0.
        public var day: Int
        /// Seconds after the local midnight of that day (may be negative or over a day, as POSIX allows).
        public var secondOfDay: Int
        /// The offset east of UTC from then on, in seconds.
        public var offset: Int

        /// Creates a yearly change.
        public init(month: Int, week: Int, weekday: Int, day: Int = 0, secondOfDay: Int, offset: Int) {
            self.month = month
            self.week = week
            self.weekday = weekday
            self.day = day
            self.secondOfDay = secondOfDay
            self.offset = offset
        }

        /// The day of the month this change falls on in `year`.
        public func dayOfMonth(in year: Int) -> Int {
            let length = LocalDateTime.daysIn(month: month, year: year)
            guard week != 0 else { return min(max(day, 1), length) }
            // LocalDateTime.weekday is 1 Monday … 7 Sunday; POSIX's 0 is Sunday.
            let firstWeekday = LocalDateTime(year: year, month: month, day: 1).weekday % 7
            let first = 1 + (weekday - firstWeekday + 7) % 7
            if week > 0 {
                var day = first + (week - 1) * 7
                while day > length { day -= 7 }
                return day
            }
            var last = first
            while last + 7 <= length { last += 7 }
            return max(first, last + (week + 1) * 7)
        }
    }

    /// The offset before the first transition.
    public var initialOffset: Int
    /// The transitions, oldest first.
    public var transitions: [Transition]
    /// The changes every year after the last transition; empty when the last offset stays.
    public var yearly: [YearlyChange]

    /// Creates rules; `transitions` are sorted here.
    public init(initialOffset: Int, transitions: [Transition], yearly: [YearlyChange] = []) {
        self.initialOffset = initialOffset
        self.transitions = transitions.sorted { $0.at < $1.at }
        self.yearly = yearly
    }

    /// The offset east of UTC, in seconds, at `moment`.
    public func offset(at moment: Timestamp) -> Int {
        let seconds = moment.secondsSince1970
        if let last = transitions.last, seconds < last.at || yearly.isEmpty {
            // The last transition at or before `seconds`.
            var low = 0
            var high = transitions.count
            while low < high {
                let middle = (low + high) / 2
                if transitions[middle].at <= seconds { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? initialOffset : transitions[low - 1].offset
        }
        guard !yearly.isEmpty else { return initialOffset }
        let year = Int(LocalDateTime(utcSeconds: seconds).year)
        var changes: [(wall: Int64, offset: Int)] = []
        for candidateYear in max(year - 1, 1)...min(year + 1, 9999) {
            for change in yearly {
                let days = Timestamp.days(
                    fromCivilYear: Int64(candidateYear), month: Int64(change.month),
                    day: Int64(change.dayOfMonth(in: candidateYear)))
                changes.append((days * 86_400 + Int64(change.secondOfDay), change.offset))
            }
        }
        changes.sort { $0.wall < $1.wall }
        // Each change's wall time is read in the offset of the change before it (the cycle wraps).
        var result = changes[changes.count - 1].offset
        for (index, change) in changes.enumerated() {
            let before = changes[index == 0 ? changes.count - 1 : index - 1].offset
            if change.wall - Int64(before) <= seconds { result = change.offset } else { break }
        }
        return result
    }
}
