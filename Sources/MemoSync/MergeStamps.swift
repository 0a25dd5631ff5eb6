import MemoStore

/// The field stamps a merge (`MemoMerge`) compares: each side's, the base's, and the identity
/// of each side, which stamps a change that side made without one (a CalDAV task's, or one
/// made before stamps were kept) at its memo's `updated`.
public struct MergeStamps: Sendable {
    /// The stamps of the base.
    public var base: MemoStamps
    /// The stamps of the replica's memo.
    public var local: MemoStamps
    /// The stamps of the remote's memo.
    public var hub: MemoStamps
    /// The replica's identity (`SyncRemote.replica`).
    public var localReplica: String
    /// The remote's identity.
    public var hubReplica: String

    /// Stamps for a merge; without any, each side's changes are stamped with its memo's `updated`.
    public init(
        base: MemoStamps = MemoStamps(), local: MemoStamps = MemoStamps(), hub: MemoStamps = MemoStamps(),
        localReplica: String = "local", hubReplica: String = "hub"
    ) {
        self.base = base
        self.local = local
        self.hub = hub
        self.localReplica = localReplica
        self.hubReplica = hubReplica
    }
}
