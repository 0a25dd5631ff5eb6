import MemoStore
import PostgresMemoStore

/// What `todo admin` changed about who may use a PostgreSQL store, as its one line of output.
struct StoreAccessChange {
    /// `grant` or `revoke`.
    enum Action: String {
        case grant
        case revoke
    }

    /// The line printed on success.
    let summary: String
}

/// `todo admin` on a store that has no roles to grant: a SQLite file belongs to whoever can
/// open it, so the command can never succeed there (a usage error).
struct StoreAccessUnsupported: TodoFailure {
    var description: String {
        "todo admin works on a PostgreSQL store (--db postgresql://…); a SQLite file is protected by its file permissions"
    }

    var exitStatus: Int32 { FailureStatus.usage }
}

extension StoreLocation {
    /// Grants `role` the store, or revokes it, connected as `--db` says (the owner's role).
    /// - throws: `StoreAccessUnsupported` for a SQLite file (nothing is opened or created),
    ///   `PostgresAccessError`, or the store's opening errors.
    func changeAccess(_ action: StoreAccessChange.Action, role: String) throws -> StoreAccessChange {
        guard case .postgres(let uri) = self else { throw StoreAccessUnsupported() }
        let repository = try PostgresMemoRepository(connectionString: uri)
        defer { repository.close() }
        switch action {
        case .grant:
            let grant = try repository.grantAccess(toRole: role)
            let handed = grant.handedOverUser ? "; the user \(role) and its memos are now its own" : ""
            return StoreAccessChange(summary: "granted \(role): its own memos only\(handed)")
        case .revoke:
            let hadAccess = try repository.revokeAccess(fromRole: role)
            return StoreAccessChange(
                summary: hadAccess ? "revoked \(role): its memos stay in the store, out of its reach" : "\(role) had no access; nothing changed")
        }
    }
}
