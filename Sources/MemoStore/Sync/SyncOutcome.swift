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
    /// Where what it changes here was made, as history names an arrival: the machines whose
    /// changes won those fields (`laptop, phone`); `nil` when that is not known, and the
    /// remote (as the replica remembers it) is named instead.
    public var origin: String?
    /// The other user who last wrote the memo on the hub (a writer of a shared project, or its
    /// owner), by name, as history names an arrival; `nil`: the user, or nobody the hub names.
    public var author: String?

    /// Creates an outcome.
    public init(uuid: String, merged: Memo?, entry: SyncEntry, stamps: MemoStamps = MemoStamps(), origin: String? = nil) {
        self.uuid = uuid
        self.merged = merged
        self.entry = entry
        self.stamps = stamps
        self.origin = origin
    }
}
