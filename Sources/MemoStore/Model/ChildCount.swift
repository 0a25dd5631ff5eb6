/// How many children (subtasks) a memo has, open and done: the progress a listing shows, `[2/5]`.
public struct ChildCount: Sendable, Hashable {
    /// Children not done.
    public var open: Int
    /// Children done.
    public var done: Int
    /// Every child.
    public var total: Int { open + done }

    /// Creates a count.
    public init(open: Int, done: Int) {
        self.open = open
        self.done = done
    }
}
