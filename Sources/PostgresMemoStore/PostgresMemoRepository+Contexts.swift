import MemoStore

/// The user's contexts: named filter words, and the one selected (`users.context`).
extension PostgresMemoRepository {
    /// The user's contexts, sorted by name, and the one selected.
    public func contexts(for user: User) throws -> (all: [MemoContext], selected: String?) {
        try reading {
            let rows = try connection.execute(
                "SELECT name, filter FROM contexts WHERE user_id = $1 ORDER BY name", [String(user.id)])
            let all = (0..<rows.rowCount).map {
                MemoContext(name: PostgresText.read(rows.string($0, 0)), filterWords: StoredFieldText.words(PostgresText.read(rows.string($0, 1))))
            }
            let selected = try connection.execute("SELECT context FROM users WHERE id = $1", [String(user.id)])
            return (all, selected.rowCount == 1 ? selected.optionalString(0, 0).map(PostgresText.read) : nil)
        }
    }

    /// The user's selected context, or `nil`.
    public func selectedContext(for user: User) throws -> MemoContext? {
        try storeErrors {
            let row = try connection.execute(
                "SELECT contexts.name, contexts.filter FROM users JOIN contexts ON contexts.user_id = users.id"
                    + " AND contexts.name = users.context WHERE users.id = $1", [String(user.id)])
            guard row.rowCount == 1 else { return nil }
            return MemoContext(name: PostgresText.read(row.string(0, 0)), filterWords: StoredFieldText.words(PostgresText.read(row.string(0, 1))))
        }
    }

    /// Stores `context` for the user, replacing one of the same name.
    public func defineContext(_ context: MemoContext, for user: User) throws {
        try MemoContexts(PostgresMemoWriteStorage(self)).define(context, for: user)
    }

    /// Deletes the user's context `name`, and unselects it.
    public func deleteContext(named name: String, for user: User) throws {
        try MemoContexts(PostgresMemoWriteStorage(self)).delete(named: name, for: user)
    }

    /// Stores `contexts` and deletes those named in `deletions`, in the sync's transaction
    /// (`SyncHub`): no transaction of its own, so they commit or vanish with its memos.
    public func storeContexts(_ contexts: [MemoContext], deleting deletions: [String], for user: User) throws {
        try storeErrors { try MemoContexts(PostgresMemoWriteStorage(self)).store(contexts, deleting: deletions, for: user) }
    }

    /// Selects the user's context `name`, or none.
    public func selectContext(named name: String?, for user: User) throws {
        try MemoContexts(PostgresMemoWriteStorage(self)).select(named: name, for: user)
    }
}
