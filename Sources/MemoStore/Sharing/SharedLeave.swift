/// Memos of a project another user no longer shares with the replica's user, which left the
/// replica at a sync.
public struct SharedLeave: Sendable, Hashable {
    /// Whose project it is.
    public let owner: String
    /// The project that was shared (its sub-projects included).
    public let project: String
    /// How many of its memos left.
    public var count: Int

    /// Creates a record of memos that left.
    public init(owner: String, project: String, count: Int) {
        self.owner = owner
        self.project = project
        self.count = count
    }
}
