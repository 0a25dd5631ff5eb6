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
