import MemoStore

/// The due range one `due:`, `due.before:` or `due.after:` filter word stands for.
struct DueBounds {
    /// How the memo's due date relates to the date word.
    enum Relation {
        case on, before, after
        /// After a day's first moment, not its end (`end.after:today`); as `after` otherwise.
        case afterStart
    }

    /// Due at or after this moment.
    var from: Timestamp?
    /// Due strictly before this moment.
    var before: Timestamp?

    /// The range for `date` read in `zone`; `nil` when a day boundary falls outside the calendar.
    init?(_ date: DateValue, relation: Relation, zone: LocalTimeZone) {
        let day = LocalDays.day(of: date.moment, in: zone)
        switch (relation, date.kind) {
        case (.on, _):
            guard let start = LocalDays.start(of: day, in: zone), let next = LocalDays.startOfNext(day, in: zone)
            else { return nil }
            from = start
            before = next
        case (.before, .moment):
            before = date.moment
        case (.before, .day):
            guard let start = LocalDays.start(of: day, in: zone) else { return nil }
            before = start
        case (.before, .endOfPeriod), (.after, .day), (.after, .endOfPeriod):
            guard let next = LocalDays.startOfNext(day, in: zone) else { return nil }
            if relation == .before { before = next } else { from = next }
        case (.after, .moment), (.afterStart, .moment):
            from = Timestamp(secondsSince1970: date.moment.secondsSince1970 + 1)
        case (.afterStart, .day):
            guard let start = LocalDays.start(of: day, in: zone) else { return nil }
            from = Timestamp(secondsSince1970: start.secondsSince1970 + 1)
        case (.afterStart, .endOfPeriod):
            guard let next = LocalDays.startOfNext(day, in: zone) else { return nil }
            from = next
        }
    }
}
