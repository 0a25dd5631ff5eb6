/// What kind of command changed a user's memos; one entry of `todo history`.
public enum MemoChangeKind: String, Sendable, CaseIterable {
    case add, edit, modify, done, undone, rm, `import`
}

/// One data-changing command as the history keeps it, so it can be listed and taken back whole.
public struct MemoChange: Sendable, Hashable {
    /// The history entry's identifier.
    public let id: Int64
    /// What the command did.
    public let kind: MemoChangeKind
    /// A one-line description, for example `add #12 "Buy milk"` or `import 1000 memos`.
    public let summary: String
    /// How many memos the command touched.
    public let memoCount: Int
    /// When the command ran.
    public let time: Timestamp

    /// Creates a history entry; only the store and tests call this.
    public init(id: Int64, kind: MemoChangeKind, summary: String, memoCount: Int, time: Timestamp) {
        self.id = id
        self.kind = kind
        self.summary = summary
        self.memoCount = memoCount
        self.time = time
    }
}

/// What an import did.
public struct ImportSummary: Sendable, Hashable {
    /// Memos added.
    public var added: Int
    /// Records skipped because the user already has a memo with their uuid.
    public var skipped: Int

    /// Creates a summary.
    public init(added: Int, skipped: Int) {
        self.added = added
        self.skipped = skipped
    }
}
