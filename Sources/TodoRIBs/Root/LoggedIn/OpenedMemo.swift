import MemoStore

/// A memo as `show` opens it: the memo, and what syncs kept of its conflicts.
public struct OpenedMemo {
    /// The memo as stored.
    public let memo: Memo
    /// Its conflicts, oldest first.
    public let conflicts: [SyncConflict]

    /// Creates the value.
    public init(memo: Memo, conflicts: [SyncConflict]) {
        self.memo = memo
        self.conflicts = conflicts
    }
}
