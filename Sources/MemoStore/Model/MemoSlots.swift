/// A moment every memo, or some, carries: what `MemoRepository.slotCounts` counts memos by.
public enum MemoMoment: String, Sendable, CaseIterable {
    /// When the memo was created (every memo).
    case created
    /// When a done memo was marked done: its `updated`, as no separate end time is kept, so a
    /// done memo changed later counts as done then. Open memos have none.
    case completed
    /// The memo's due date, when it has one.
    case due
}

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

/// How many memos have a moment in each of a run of `MemoSlots`, and before and after them.
public struct SlotCounts: Sendable, Hashable {
    /// Memos whose moment is before the first slot.
    public var before: Int
    /// Memos by slot: `slots[i]` counts those in slot `i`; as long as the slots are many.
    public var slots: [Int]
    /// Memos whose moment is at or after the end of the last slot.
    public var after: Int

    /// Creates counts.
    public init(before: Int, slots: [Int], after: Int) {
        self.before = before
        self.slots = slots
        self.after = after
    }

    /// Counts of `count` slots, all zero.
    public static func zero(slots count: Int) -> SlotCounts {
        SlotCounts(before: 0, slots: Array(repeating: 0, count: max(0, count)), after: 0)
    }

    /// Adds `memos` to the slot `slot` (-1 before, `slots.count` after) — how an engine fills
    /// the counts from its rows.
    public mutating func add(_ memos: Int, toSlot slot: Int) {
        if slot < 0 {
            before += memos
        } else if slot >= slots.count {
            after += memos
        } else {
            slots[slot] += memos
        }
    }
}
