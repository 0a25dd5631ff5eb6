import MemoStore

/// A conflict a sync kept, with its memo as it is now, for `todo conflicts` to list.
public struct ListedConflict: Sendable, Equatable {
    /// What lost, and when.
    public let conflict: SyncConflict
    /// The memo as it is now; `nil` when it was deleted since.
    public let memo: Memo?

    /// Creates a listed conflict.
    public init(conflict: SyncConflict, memo: Memo?) {
        self.conflict = conflict
        self.memo = memo
    }
}
