/// A moment every memo, or some, carries: what `MemoRepository.slotCounts` counts memos by.
public enum MemoMoment: String, Sendable, CaseIterable {
    /// When the memo was created (every memo).
    case created
    /// When a done memo was marked done (`Memo.end`), which changing it later does not move.
    /// Open memos have none.
    case completed
    /// The memo's due date, when it has one.
    case due
}
