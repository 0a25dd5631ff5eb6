import MemoStore

// Interim: the target protocol's model types that main does not have yet
// (/work/spec/MemoRepository.target.swift). They shadow MemoStore's inside this module and
// go away when main gains them.

/// What setDone did.
public struct MemoCompletion: Sendable, Hashable {
    /// The memos of `ids`, as stored now, in the order of `ids`.
    public var memos: [Memo]
    /// The next occurrences created for recurring memos marked done, in the same order.
    public var created: [Memo]

    /// Creates a completion.
    public init(memos: [Memo], created: [Memo]) {
        self.memos = memos
        self.created = created
    }
}

/// What kind of command changed a user's memos.
public enum MemoChangeKind: String, Sendable, CaseIterable {
    case add, edit, modify, done, undone, rm, `import`
}

/// A memo as a history entry names it: its id and its title at the time.
public struct MemoReference: Sendable, Hashable {
    /// The memo's id.
    public let id: Int64
    /// Its title when the command ran.
    public let title: String

    /// Creates a reference.
    public init(id: Int64, title: String) {
        self.id = id
        self.title = title
    }
}

/// One data-changing command as the history keeps it.
public struct MemoChange: Sendable, Hashable {
    /// The history entry's identifier.
    public let id: Int64
    /// What the command did.
    public let kind: MemoChangeKind
    /// How many memos the command touched (marks, not the recurrences it created).
    public let memoCount: Int
    /// The first memo the command touched; nil for an empty import.
    public let firstMemo: MemoReference?
    /// When the command ran.
    public let time: Timestamp

    /// Creates a history entry.
    public init(id: Int64, kind: MemoChangeKind, memoCount: Int, firstMemo: MemoReference?, time: Timestamp) {
        self.id = id
        self.kind = kind
        self.memoCount = memoCount
        self.firstMemo = firstMemo
        self.time = time
    }
}
