import MemoStore

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

    /// The memos that left the replica because their project is no longer shared with its
    /// user: how many of each owner's project, in the order first found.
    public private(set) var left: [SharedLeave] = []

    /// Counts one memo of `owner`'s `project` that left: the share was taken back.
    public mutating func noteLeft(owner: String, project: String) {
        if let index = left.firstIndex(where: { $0.owner == owner && $0.project == project }) {
            left[index].count += 1
        } else {
            left.append(SharedLeave(owner: owner, project: project, count: 1))
        }
    }

    /// An empty report.
    public init() {}
}
