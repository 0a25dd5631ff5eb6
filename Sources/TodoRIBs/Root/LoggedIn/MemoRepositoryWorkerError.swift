/// Why the worker refused a request.
public enum MemoRepositoryWorkerError: Error, Equatable, CustomStringConvertible {
    /// A request arrived while the worker was not running (its scope inactive, or stopped).
    case notRunning
    /// `sync` or `conflicts` on a store that cannot sync (a PostgreSQL store is a hub itself).
    case cannotSync

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .notRunning: return "the memo store is not available right now"
        case .cannotSync: return "sync runs on a SQLite replica (--db PATH); a PostgreSQL store is the hub it syncs with"
        }
    }
}
