import MemoStore

/// What one sync with one remote did, for rendering to phrase.
public struct RemoteSync: Sendable, Equatable {
    /// What kind of remote it was.
    public enum Kind: Sendable, Equatable {
        /// A PostgreSQL todo store.
        case hub
        /// A CalDAV task collection.
        case collection
    }

    /// The remote as the replica remembers it (no password; text from elsewhere, shown safely).
    public let remote: String
    /// A hub or a collection.
    public let kind: Kind
    /// How many changes went to the remote.
    public let sent: Int
    /// How many came from it.
    public let received: Int
    /// How many conflicts the sync kept (`todo conflicts`).
    public let conflicts: Int
    /// How many memos or tasks on the remote todo could not take, left as they are there.
    public let unreadable: Int
    /// The names and reasons of the first of those, as the remote gave them.
    public let unreadableNames: [String]
    /// The name of the task list found behind the account or home URL given, when it was
    /// found so (`remote` is then its own URL); text from elsewhere, shown safely.
    public var foundList: String? = nil
    /// The memos that left the replica because a project was no longer shared with its user.
    public var left: [SharedLeave] = []

    /// Creates what a sync did.
    public init(remote: String, kind: Kind, sent: Int, received: Int, conflicts: Int, unreadable: Int, unreadableNames: [String]) {
        self.remote = remote
        self.kind = kind
        self.sent = sent
        self.received = received
        self.conflicts = conflicts
        self.unreadable = unreadable
        self.unreadableNames = unreadableNames
    }
}
