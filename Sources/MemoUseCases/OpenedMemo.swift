import MemoStore

/// A memo open in the detail screen, with what showing it needs besides the memo: the ids of
/// the memos it waits on, since people name memos by id and the memo keeps their uuids, and
/// what syncs kept of its conflicts.
public struct OpenedMemo: Equatable {
    /// The memo, as committed.
    public let memo: Memo
    /// The ids of the user's memos it waits on, by uuid; a uuid left out (a deleted memo, or
    /// one never imported) is shown as it is.
    public let dependencyIDs: [String: Int64]
    /// The conflicts syncs kept of it, oldest first (`SyncConflict`).
    public let conflicts: [SyncConflict]
    /// Its parent, when it has one the user has (`nil` for a parent deleted or never synced).
    public var parent: MemoReference?
    /// Its children (subtasks), oldest id first.
    public var children: [Memo] = []

    /// The memo `memo`, waiting on the memos `dependencyIDs` names, with `conflicts`.
    public init(_ memo: Memo, dependencyIDs: [String: Int64] = [:], conflicts: [SyncConflict] = []) {
        self.memo = memo
        self.dependencyIDs = dependencyIDs
        self.conflicts = conflicts
    }
}
