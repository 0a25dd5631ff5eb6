/// Equal spans of time one after the other: `count` slots of `seconds` each from `start`.
///
/// Reports cut time into local days or weeks; a caller picks `seconds` so that every such
/// period is a whole number of slots (an hour divides days of 23 and 25 hours alike), and the
/// store counts by slot with integer arithmetic, never with a time zone.
public struct MemoSlots: Sendable, Hashable {
    /// The first moment of the first slot.
    public var start: Timestamp
    /// How long each slot is, at least one second.
    public var seconds: Int64
    /// How many slots there are, at least zero.
    public var count: Int

    /// Creates the slots; `seconds` below 1 is taken as 1 and `count` below 0 as 0.
    public init(start: Timestamp, seconds: Int64, count: Int) {
        self.start = start
        self.seconds = max(1, seconds)
        self.count = max(0, count)
    }

    /// The first moment after the last slot.
    public var end: Timestamp {
        Timestamp(secondsSince1970: start.secondsSince1970 + seconds * Int64(count))
    }

    /// The slot `moment` falls in: -1 before `start`, `count` at or after `end`.
    public func slot(of moment: Timestamp) -> Int {
        if moment < start { return -1 }
        if moment >= end { return count }
        return Int((moment.secondsSince1970 - start.secondsSince1970) / seconds)
    }
}
