import MemoStore
import PostgresMemoStore

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
