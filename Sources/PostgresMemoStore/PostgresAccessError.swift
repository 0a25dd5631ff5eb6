import MemoStore

/// Why `todo admin grant` or `revoke` could not change who may use a PostgreSQL store.
/// Each is a runtime failure (exit status 1), reported as one line; nothing was changed.
public enum PostgresAccessError: Error, Equatable, TodoFailure {
    /// The connected role does not own the store's tables, so it may not let others in.
    case notOwner(connectedAs: String, owner: String)
    /// No role of this name exists on the server.
    case noSuchRole(String)
    /// The role owns the store: it sees every row already, and no policy binds it.
    case ownsTheStore(String)
    /// The role is a superuser or has BYPASSRLS: row-level security cannot keep it to its rows.
    case bypassesRowSecurity(String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .notOwner(let role, let owner):
            return "only the store's owner role (\(owner)) may grant or revoke access; connected as \(role)"
        case .noSuchRole(let role):
            return "no PostgreSQL role named \(role) (create it first: CREATE ROLE … LOGIN)"
        case .ownsTheStore(let role):
            return "\(role) owns the store: it sees every row already"
        case .bypassesRowSecurity(let role):
            return "\(role) is a superuser or has BYPASSRLS: row-level security cannot keep it to its own memos"
        }
    }

    /// Always a runtime failure.
    public var exitStatus: ExitStatus { ExitStatus.failure }
}
