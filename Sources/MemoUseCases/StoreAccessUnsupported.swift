import MemoStore

/// `todo admin` on a store that has no roles to grant: a SQLite file belongs to whoever can
/// open it, so the command can never succeed there (a usage error).
public struct StoreAccessUnsupported: TodoFailure {
    /// Creates the error.
    public init() {}

    /// One line naming the problem and what protects a SQLite file instead.
    public var description: String {
        "todo admin works on a PostgreSQL store (--db postgresql://…); a SQLite file is protected by its file permissions"
    }

    /// A usage error: it can never succeed on this store.
    public var exitStatus: ExitStatus { ExitStatus.usage }
}
