import MemoStore

/// Who may use the store: the owner role lets another PostgreSQL role in, to its own rows only
/// (`PostgresRowSecurity`), or takes that back. Both run in one transaction; a failure changes
/// nothing.
extension PostgresMemoRepository {
    /// What a grant did.
    public struct AccessGrant: Equatable, Sendable {
        /// The role let in.
        public let role: String
        /// Whether the owner's user of the role's own name (a label of the single-role setup)
        /// now belongs to the role, with its memos.
        public let handedOverUser: Bool
    }

    /// Lets `role` (an existing role, not a superuser) read and write its own rows of every
    /// table todo made, and nobody else's. The owner's user named like the role, when there is
    /// one, becomes the role's: moving from `--user` labels to roles keeps each person's memos.
    /// - throws: `PostgresAccessError` when the connected role does not own the store, or
    ///   `role` does not exist, owns the store or bypasses row-level security.
    public func grantAccess(toRole role: String) throws -> AccessGrant {
        try storeErrors {
            try connection.transaction {
                let names = try administeredNames(role)
                for statement in PostgresRowSecurity.granting(to: names.role, schema: names.schema) {
                    try connection.execute(statement)
                }
                let handed = try connection.execute(
                    """
                    WITH handed AS (UPDATE users SET role = $1 WHERE name = $1 AND role IN ($2, current_user) RETURNING 1)
                    SELECT count(*) FROM handed
                    """, [role, names.owner])
                return AccessGrant(role: role, handedOverUser: handed.int64(0, 0) > 0)
            }
        }
    }

    /// Takes back what `grantAccess` gave `role`; its rows stay, out of its reach, and come
    /// back with a new grant. Returns whether the role had been granted the store.
    /// - throws: `PostgresAccessError` as `grantAccess` does.
    public func revokeAccess(fromRole role: String) throws -> Bool {
        try storeErrors {
            try connection.transaction {
                let names = try administeredNames(role)
                let granted = try connection.execute(
                    "SELECT EXISTS (\(PostgresRowSecurity.earlierGrantees) AND rolname = $1)", [role]).bool(0, 0)
                for statement in PostgresRowSecurity.revoking(from: names.role, schema: names.schema) {
                    try connection.execute(statement)
                }
                return granted
            }
        }
    }

    // MARK: - Private

    /// Checks that the connected role may administer the store and that `role` can be bound
    /// by its policies; returns the role and the schema quoted as identifiers, and the owner.
    private func administeredNames(_ role: String) throws -> (role: String, schema: String, owner: String) {
        let store = try connection.execute(
            """
            SELECT pg_get_userbyid(relowner), pg_has_role(relowner, 'MEMBER'), current_user, quote_ident(current_schema()),
                   quote_ident($1)
            FROM pg_class WHERE oid = 'memos'::regclass
            """, [role])
        let owner = store.string(0, 0)
        guard store.bool(0, 1) else { throw PostgresAccessError.notOwner(connectedAs: store.string(0, 2), owner: owner) }
        let found = try connection.execute("SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = $1", [role])
        guard found.rowCount == 1 else { throw PostgresAccessError.noSuchRole(role) }
        guard role != owner else { throw PostgresAccessError.ownsTheStore(role) }
        guard !found.bool(0, 0) else { throw PostgresAccessError.bypassesRowSecurity(role) }
        return (store.string(0, 4), store.string(0, 3), owner)
    }
}
