/// What one sync did, for its one line of output.
public struct SyncReport: Sendable, Hashable {
    /// Memos (and contexts) written to the hub.
    public var sent = 0
    /// Memos (and contexts) written to the replica.
    public var received = 0
    /// Conflicts found and kept.
    public var conflicts = 0
    /// Tasks of a CalDAV collection (or memos of a hub) todo could not read or take, left on
    /// the server as they are.
    public var unreadable = 0
    /// Which they were and why, `name: reason`, for the first `namedLimit` of them.
    public private(set) var unreadableNames: [String] = []

    /// How many unreadable tasks a report names; the rest are only counted.
    public static let namedLimit = 5

    /// Counts one task or memo todo could not read, named `name`, for `reason`.
    public mutating func noteUnreadable(_ name: String, _ reason: String) {
        unreadable += 1
        if unreadableNames.count < Self.namedLimit { unreadableNames.append("\(name): \(reason)") }
    }

    /// An empty report.
    public init() {}
}
