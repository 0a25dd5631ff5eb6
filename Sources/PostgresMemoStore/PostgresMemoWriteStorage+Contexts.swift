import MemoStore

/// How the PostgreSQL store keeps what `MemoContexts` decides: rows of `contexts`, and the
/// selected one's name in `users.context`.
extension PostgresMemoWriteStorage: MemoContextStorage {
    func storeContext(_ context: MemoContext, for user: User) throws {
        try repository.connection.execute(
            "INSERT INTO contexts(user_id, name, filter) VALUES ($1, $2, $3)"
                + " ON CONFLICT (user_id, name) DO UPDATE SET filter = excluded.filter",
            [String(user.id), PostgresText.stored(context.name), PostgresText.stored(StoredFieldText.text(ofWords: context.filterWords))])
    }

    func dropContext(named name: String, for user: User) throws -> Bool {
        let deleted = try repository.connection.execute(
            "DELETE FROM contexts WHERE user_id = $1 AND name = $2 RETURNING 1", [String(user.id), PostgresText.stored(name)])
        guard deleted.rowCount == 1 else { return false }
        try repository.connection.execute(
            "UPDATE users SET context = NULL WHERE id = $1 AND context = $2", [String(user.id), PostgresText.stored(name)])
        return true
    }

    func hasContext(named name: String, for user: User) throws -> Bool {
        try repository.connection.execute(
            "SELECT 1 FROM contexts WHERE user_id = $1 AND name = $2", [String(user.id), PostgresText.stored(name)]).rowCount == 1
    }

    func storeSelection(_ name: String?, for user: User) throws {
        try repository.connection.execute(
            "UPDATE users SET context = $2 WHERE id = $1", [String(user.id), name.map(PostgresText.stored)])
    }
}
