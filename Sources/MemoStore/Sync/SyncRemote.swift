/// A hub a replica remembers for one of its users, and how far the two have come.
public struct SyncRemote: Sendable, Hashable {
    /// The replica's own number for it.
    public let id: Int64
    /// Where it is, as the person gave it, without a password.
    public let url: String
    /// This replica's identity at the hub (a uuid made when the hub was first remembered).
    public let replica: String
    /// The hub's change sequence this replica has seen everything up to; 0 before the first sync.
    public let seenThrough: Int64
    /// When this replica last completed a sync with it (by its own clock); `nil` before.
    public let lastSync: Timestamp?
    /// The projects other users of the hub shared with the user, as the last sync found them.
    public var shares: [ProjectShare] = []
    /// How far the hub's clock is ahead of this machine's, in milliseconds, as the last sync
    /// measured it; `nil` before (and for a CalDAV collection). Changes made here are stamped
    /// by this machine's clock moved by it, so every replica stamps by the hub's clock.
    public var clockOffset: Int64?

    /// Creates a remote record.
    public init(id: Int64, url: String, replica: String, seenThrough: Int64, lastSync: Timestamp?) {
        self.id = id
        self.url = url
        self.replica = replica
        self.seenThrough = seenThrough
        self.lastSync = lastSync
    }
}
