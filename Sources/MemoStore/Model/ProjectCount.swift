/// How many of the memos a filter matches are open and done in one project, or in none.
public struct ProjectCount: Sendable, Hashable {
    /// The project, exactly as memos carry it; `nil` for the memos without one.
    public var project: String?
    /// Open memos in it.
    public var open: Int
    /// Done memos in it.
    public var done: Int

    /// Creates a count.
    public init(project: String?, open: Int, done: Int) {
        self.project = project
        self.open = open
        self.done = done
    }
}
