import MemoStore

/// What a merge pass (`MergePass`) decided for some memos: what the replica takes, what the
/// remote is written, and what lost. A session carries it out by its own commit protocol.
public struct MergePlan<Written> {
    /// One memo the remote is written: merged, it differs from what the remote holds.
    public struct Send {
        /// The memo's uuid.
        public let uuid: String
        /// The merged memo in the remote's form; `nil`: the remote deletes it.
        public let merged: Memo?
        /// What is written to the remote for `merged`; `nil` with it.
        public let written: Written?
        /// What the remote held before (`nil`: nothing).
        public let held: Memo?
        /// The merged memo's field stamps.
        public let stamps: MemoStamps
        /// The stamps of `held`, as the remote had them.
        public let heldStamps: MemoStamps
    }

    /// What the replica takes, memo by memo, in the order merged (`SyncReplica.apply`).
    public var outcomes: [SyncOutcome] = []
    /// What the remote is written, in the order merged.
    public var sends: [Send] = []
    /// What lost, to be kept (`SyncReplica.record`).
    public var conflicts: [SyncConflict] = []
    /// The uuids whose memo the replica takes a change of, in the order merged.
    public var received: [String] = []

    /// An empty plan.
    public init() {}
}
