/// What one sync did, for its one line of output.
public struct SyncReport: Sendable, Hashable {
    /// Memos (and contexts) written to the hub.
    public var sent = 0
    /// Memos (and contexts) written to the replica.
    public var received = 0
    /// Conflicts found and kept.
    public var conflicts = 0
    /// Tasks of a CalDAV collection todo could not read, left on the server as they are.
    public var unreadable = 0

    /// An empty report.
    public init() {}
}
