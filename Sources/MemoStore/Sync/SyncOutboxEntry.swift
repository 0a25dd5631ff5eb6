/// One write a sync made to the hub, kept by the replica until the hub is known to have
/// committed it: the memo as the hub had it and as the sync merged it (`nil`: no memo). Only an
/// earlier version kept them (its replica committed before the hub); a sync now reads them.
public struct SyncOutboxEntry: Sendable, Hashable {
    /// The memo's uuid.
    public let uuid: String
    /// The hub's memo the merge started from.
    public let before: Memo?
    /// What the sync wrote to the hub.
    public let merged: Memo?
    /// The stamps of `before`, as the hub had them.
    public let beforeStamps: MemoStamps
    /// The stamps written with `merged`.
    public let mergedStamps: MemoStamps

    /// Creates an entry.
    public init(uuid: String, before: Memo?, merged: Memo?, beforeStamps: MemoStamps = MemoStamps(), mergedStamps: MemoStamps = MemoStamps()) {
        self.uuid = uuid
        self.before = before
        self.merged = merged
        self.beforeStamps = beforeStamps
        self.mergedStamps = mergedStamps
    }
}
