import MemoStore

/// Why the service refused a request before asking the store.
public enum MemoServiceError: TodoFailure, Equatable {
    /// `sync` or `conflicts` on a store that cannot sync (a PostgreSQL store is a hub itself).
    case cannotSync

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .cannotSync: return "sync runs on a SQLite replica (--db PATH); a PostgreSQL store is the hub it syncs with"
        }
    }

    /// A store that cannot sync is a runtime failure.
    public var exitStatus: ExitStatus { ExitStatus.failure }
}
