import MemoStore

/// One memo as a remote holds it, for a merge pass (`MergeRemote.held`).
public struct RemoteMemo: Sendable {
    /// The memo as the remote holds it; `nil` when it holds none. A merged memo that differs
    /// from it is written to the remote.
    public let held: Memo?
    /// The memo the merge takes from the remote: `held`, unless the remote's way of saying
    /// something reads as more (a CalDAV client's completion of one occurrence reads as done).
    public let arriving: Memo?
    /// When and where each field of `held` last changed, for a remote that keeps stamps (a hub),
    /// or the fields a CalDAV task changed since the base, at when the server stored it; `nil`
    /// when the remote cannot say, and its changes since the base are stamped with the memo's
    /// `updated` and the remote's identity.
    public let stamps: MemoStamps?

    /// A memo the remote holds (`nil`: none), merged as it is held.
    public init(held: Memo?, stamps: MemoStamps? = nil) {
        self.held = held
        arriving = held
        self.stamps = stamps
    }

    /// A memo the remote holds as `held`, merged as `arriving`, its fields stamped by `stamps`
    /// where the remote can say when they changed.
    public init(held: Memo?, arriving: Memo?, stamps: MemoStamps? = nil) {
        self.held = held
        self.arriving = arriving
        self.stamps = stamps
    }
}
