/// What a sync decided for one memo of a replica: the memo as merged, over what the replica knew.
public struct SyncOutcome: Sendable, Hashable {
    /// The memo's uuid.
    public let uuid: String
    /// The merged memo; `nil` when it is deleted.
    public let merged: Memo?
    /// What the replica knew of it before.
    public let entry: SyncEntry
    /// The merged memo's stamps: the memo's, and its new base's.
    public let stamps: MemoStamps

    /// Creates an outcome.
    public init(uuid: String, merged: Memo?, entry: SyncEntry, stamps: MemoStamps = MemoStamps()) {
        self.uuid = uuid
        self.merged = merged
        self.entry = entry
        self.stamps = stamps
    }
}
