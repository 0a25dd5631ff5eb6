// Transitional: the target MemoRepository protocol's multi-id and filtered calls, expressed
// through today's single-id protocol so the tree can move to them first. Deleted when the
// SQLite engine implements them itself (issue 11).

/// What setDone did.
public struct MemoCompletion: Sendable, Hashable {
    /// The memos marked, as stored now.
    public var memos: [Memo]
    /// The next occurrences created for recurring memos.
    public var created: [Memo]

    /// Creates a completion.
    public init(memos: [Memo], created: [Memo]) {
        self.memos = memos
        self.created = created
    }
}

extension MemoRepository {
    /// Applies `patch`'s title and body to each memo.
    public func modify(ids: [Int64], with patch: MemoPatch, for user: User) throws -> [Memo] {
        try ids.map { try update(id: $0, title: patch.title, body: patch.body, for: user) }
    }

    /// Marks each memo.
    public func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        MemoCompletion(memos: try ids.map { try setDone(isDone, id: $0, for: user) }, created: [])
    }

    /// Deletes each memo.
    public func delete(ids: [Int64], for user: User) throws -> [Memo] {
        try ids.map { try delete(id: $0, for: user) }
    }

    /// Searches, then keeps what the filter's status allows.
    public func search(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        try search(query, limit: limit, for: user)
    }

    /// No projects yet.
    public func projects(for user: User) throws -> [NameCount] { [] }

    /// No tags yet.
    public func tags(for user: User) throws -> [NameCount] { [] }
}
