import MemoStore

/// Why the service refused a request before asking the store.
public enum MemoServiceError: TodoFailure, Equatable {
    /// `sync` or `conflicts` on a store that cannot sync (a PostgreSQL store is a hub itself).
    case cannotSync
    /// An export through a filter that finds more than `limit` memos, the most a listing reads.
    case selectionTooLarge(limit: Int)
    /// `count` or `ids` with words to search for that more than `limit` memos have.
    case searchTooLarge(limit: Int)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .cannotSync: return "sync runs on a SQLite replica (--db PATH); a PostgreSQL store is the hub it syncs with"
        case .selectionTooLarge(let limit):
            return "the filter matches more than \(limit) memos; narrow it, or export every memo without one"
        case .searchTooLarge(let limit):
            return "the words are in more than \(limit) memos, the most a search reads; narrow them, or count with filters alone"
        }
    }

    /// A store that cannot sync is a runtime failure; a filter that matches too many is a usage
    /// error, as it is for a write through a filter.
    public var exitStatus: ExitStatus {
        switch self {
        case .cannotSync: ExitStatus.failure
        case .selectionTooLarge, .searchTooLarge: ExitStatus.usage
        }
    }
}
