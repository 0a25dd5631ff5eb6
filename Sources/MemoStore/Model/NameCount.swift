/// A project or tag name with how many of the user's memos carry it, open and done.
public struct NameCount: Sendable, Hashable {
    /// The project or tag.
    public var name: String
    /// Open memos with it.
    public var open: Int
    /// Done memos with it.
    public var done: Int

    /// Creates a count.
    public init(name: String, open: Int, done: Int) {
        self.name = name
        self.open = open
        self.done = done
    }
}
