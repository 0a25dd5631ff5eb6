import MemoStore

/// `todo admin` on a store that has no roles to grant: a SQLite file belongs to whoever can
/// open it, so the command can never succeed there (a usage error).
struct StoreAccessUnsupported: TodoFailure {
    var description: String {
        "todo admin works on a PostgreSQL store (--db postgresql://…); a SQLite file is protected by its file permissions"
    }

    var exitStatus: ExitStatus { ExitStatus.usage }
}
