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
