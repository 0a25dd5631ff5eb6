/// One memo as a replica knows it for one remote: as it is here, and as both sides last agreed.
public struct SyncEntry: Sendable, Hashable {
    /// The memo as it is in the replica; `nil` when it has none with this uuid.
    public let local: Memo?
    /// The memo as the replica and the remote left it at their last sync; `nil` when they never
    /// agreed on it or agreed it was deleted.
    public let base: Memo?
    /// The id this replica gave the memo, kept after a deletion so the memo comes back under it.
    public let localID: Int64?
    /// When and where each field of `local` last changed, this store's own changes named by its
    /// identity at the remote.
    public let localStamps: MemoStamps
    /// The stamps of `base`, as both sides last agreed on them.
    public let baseStamps: MemoStamps

    /// What a replica knows of a uuid it has never had: nothing.
    public static let unknown = SyncEntry(local: nil, base: nil, localID: nil)

    /// Creates an entry.
    public init(local: Memo?, base: Memo?, localID: Int64?, localStamps: MemoStamps = MemoStamps(), baseStamps: MemoStamps = MemoStamps()) {
        self.local = local
        self.base = base
        self.localID = localID
        self.localStamps = localStamps
        self.baseStamps = baseStamps
    }
}
