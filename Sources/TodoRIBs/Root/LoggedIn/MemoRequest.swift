import MemoStore

/// One thing a screen or a Workflow asks of the store, with the identity its answer will carry
/// on the memo stream.
///
/// Children send requests up to LoggedIn through their listener and return at once; what was
/// committed (or why it failed) comes back down as a `MemoOutcome` with the same `id`.
@MainActor
public struct MemoRequest {
    /// Tells this request's outcome apart from every other on the stream.
    public let id: MemoRequestID
    /// What to do.
    public let action: MemoAction

    /// Creates a request with a fresh identity.
    public init(_ action: MemoAction) {
        self.id = MemoRequestID.next()
        self.action = action
    }
}

/// The identity of one `MemoRequest`, unique for the life of the process.
public struct MemoRequestID: Hashable, Sendable {
    private let value: UInt64

    @MainActor private static var last: UInt64 = 0

    @MainActor
    static func next() -> MemoRequestID {
        last += 1
        return MemoRequestID(value: last)
    }
}

/// What a request asks the store to do: one verb for each thing a screen or command can do
/// with memos. The repository worker turns each into repository calls.
public enum MemoAction {
    /// Store a new memo.
    case add(MemoDraft)
    /// Load a page of memos for the list screen.
    case list(MemoPageRequest)
    /// Load the memos matching words and a filter, newest first.
    case search(query: String, filter: MemoFilter, limit: Int)
    /// Open a memo in the detail screen.
    case open(id: Int64)
    /// Change fields of one or more memos, all or nothing.
    case modify(ids: [Int64], MemoPatch)
    /// Mark memos done (creating the next of recurring ones) or open, all or nothing.
    case setDone(Bool, ids: [Int64])
    /// Delete memos, all or nothing.
    case remove(ids: [Int64])
    /// Take back the user's last data-changing command.
    case undo
    /// Load the user's recent data-changing commands.
    case history(limit: Int)
    /// Load the user's projects or tags with their counts.
    case names(MemoNameKind)
    /// Add every draft `next` yields, all or nothing.
    case importMemos(next: () throws -> MemoDraft?)
    /// Hand every memo, oldest first, to `sink`, one at a time.
    case export(sink: (Memo) throws -> Void)
}

/// The two kinds of names memos carry.
public enum MemoNameKind: String, Sendable {
    /// Project names (`todo projects`).
    case projects
    /// Tags (`todo tags`).
    case tags
}
