import MemoStore

/// One memo as a remote holds it, for a merge pass (`MergeRemote.held`).
public struct RemoteMemo: Sendable {
    /// The memo as the remote holds it; `nil` when it holds none. A merged memo that differs
    /// from it is written to the remote.
    public let held: Memo?
    /// The memo the merge takes from the remote: `held`, unless the remote's way of saying
    /// something reads as more (a CalDAV client's completion of one occurrence reads as done).
    public let arriving: Memo?

    /// A memo the remote holds (`nil`: none), merged as it is held.
    public init(held: Memo?) {
        self.held = held
        arriving = held
    }

    /// A memo the remote holds as `held`, merged as `arriving`.
    public init(held: Memo?, arriving: Memo?) {
        self.held = held
        self.arriving = arriving
    }
}
