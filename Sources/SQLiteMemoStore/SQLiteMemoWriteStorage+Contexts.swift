import MemoStore

/// How the SQLite store keeps what `MemoContexts` decides: rows of `contexts`, and the
/// selected one's name in `users.context`.
extension SQLiteMemoWriteStorage: MemoContextStorage {
    func storeContext(_ context: MemoContext, for user: User) throws {
        try repository.connection.run(
            "INSERT INTO contexts(user_id, name, filter) VALUES (?, ?, ?)"
                + " ON CONFLICT(user_id, name) DO UPDATE SET filter = excluded.filter",
            [.integer(user.id), .text(context.name), .text(StoredFieldText.text(ofWords: context.filterWords))])
    }

    func dropContext(named name: String, for user: User) throws -> Bool {
        let connection = repository.connection
        try connection.run("DELETE FROM contexts WHERE user_id = ? AND name = ?", [.integer(user.id), .text(name)])
        guard connection.changes > 0 else { return false }
        try connection.run("UPDATE users SET context = NULL WHERE id = ? AND context = ?", [.integer(user.id), .text(name)])
        return true
    }

    func hasContext(named name: String, for user: User) throws -> Bool {
        try repository.connection.firstRow(
            "SELECT 1 FROM contexts WHERE user_id = ? AND name = ?", [.integer(user.id), .text(name)], { _ in true }) != nil
    }

    func storeSelection(_ name: String?, for user: User) throws {
        try repository.connection.run("UPDATE users SET context = ? WHERE id = ?", [.optionalText(name), .integer(user.id)])
    }
}
