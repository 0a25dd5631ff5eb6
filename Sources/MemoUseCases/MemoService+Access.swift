import MemoStore
import PostgresMemoStore

// MARK: - Access

extension MemoService {
    /// Grants `role` the store, or revokes it, on the connection the service holds (the owner's
    /// role, as `--db` says). No user is logged in for it.
    /// - throws: `StoreAccessUnsupported` for a SQLite store, `PostgresAccessError`.
    func changeAccess(_ action: StoreAccessChange.Action, role: String) throws -> StoreAccessChange {
        guard let store = repository as? PostgresMemoRepository else { throw StoreAccessUnsupported() }
        switch action {
        case .grant:
            return .granted(role: role, handedOverUser: try store.grantAccess(toRole: role).handedOverUser)
        case .revoke:
            return .revoked(role: role, hadAccess: try store.revokeAccess(fromRole: role))
        }
    }
}

// MARK: - Sharing

extension MemoService {
    /// The hub sharing needs: projects are shared between users of one PostgreSQL store.
    /// - throws: `ShareError.needsHub` on a SQLite store.
    func hub() throws -> PostgresMemoRepository {
        guard let store = repository as? PostgresMemoRepository else { throw ShareError.needsHub }
        return store
    }
}
