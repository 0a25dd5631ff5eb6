import MemoStore

/// The user's contexts: named filter words, and the one selected (`users.context`).
extension PostgresMemoRepository {
    /// The user's contexts, sorted by name, and the one selected.
    public func contexts(for user: User) throws -> (all: [MemoContext], selected: String?) {
        try storeErrors {
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
        try MemoValidation.check(context)
        _ = try write(for: user) { try storeContext(context, for: user) }
    }

    /// Deletes the user's context `name`, and unselects it.
    public func deleteContext(named name: String, for user: User) throws {
        try write(for: user) {
            guard try dropContext(named: name, for: user) else {
                throw MemoStoreError.contextNotFound(name: name)
            }
        }
    }

    /// Stores `contexts` and deletes those named in `deletions`, in the sync's transaction
    /// (`SyncHub`): no transaction of its own, so they commit or vanish with its memos.
    public func storeContexts(_ contexts: [MemoContext], deleting deletions: [String], for user: User) throws {
        for context in contexts { try MemoValidation.check(context) }
        try storeErrors {
            for context in contexts { try storeContext(context, for: user) }
            for name in deletions { _ = try dropContext(named: name, for: user) }
        }
    }

    /// Selects the user's context `name`, or none.
    public func selectContext(named name: String?, for user: User) throws {
        try write(for: user) {
            if let name {
                let found = try connection.execute(
                    "SELECT 1 FROM contexts WHERE user_id = $1 AND name = $2", [String(user.id), PostgresText.stored(name)])
                guard found.rowCount == 1 else {
                    throw MemoStoreError.contextNotFound(name: name)
                }
            }
            try connection.execute(
                "UPDATE users SET context = $2 WHERE id = $1", [String(user.id), name.map(PostgresText.stored)])
        }
    }

    // MARK: - Private

    private func storeContext(_ context: MemoContext, for user: User) throws {
        try connection.execute(
            "INSERT INTO contexts(user_id, name, filter) VALUES ($1, $2, $3)"
                + " ON CONFLICT (user_id, name) DO UPDATE SET filter = excluded.filter",
            [String(user.id), PostgresText.stored(context.name), PostgresText.stored(StoredFieldText.text(ofWords: context.filterWords))])
    }

    /// Deletes the user's context `name` and unselects it; whether there was one.
    private func dropContext(named name: String, for user: User) throws -> Bool {
        let deleted = try connection.execute(
            "DELETE FROM contexts WHERE user_id = $1 AND name = $2 RETURNING 1", [String(user.id), PostgresText.stored(name)])
        guard deleted.rowCount == 1 else { return false }
        try connection.execute(
            "UPDATE users SET context = NULL WHERE id = $1 AND context = $2", [String(user.id), PostgresText.stored(name)])
        return true
    }
}
