/// What `setDone` did: the memos as they are now, and the next occurrences it created.
public struct MemoCompletion: Sendable, Hashable {
    /// The memos of `ids`, as stored now, in the order of `ids`.
    public var memos: [Memo]
    /// The next occurrences created for recurring memos marked done, in the same order.
    public var created: [Memo]
    /// Whether every memo was already in the state asked for: nothing was written or recorded,
    /// so a command says `no change` rather than that it marked them.
    public var isUnchanged: Bool

    /// Creates a completion.
    public init(memos: [Memo], created: [Memo], isUnchanged: Bool = false) {
        self.memos = memos
        self.created = created
        self.isUnchanged = isUnchanged
    }
}
