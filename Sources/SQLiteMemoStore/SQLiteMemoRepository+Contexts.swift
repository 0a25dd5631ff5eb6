import MemoStore

/// The user's contexts: named filter words, and the one selected (`users.context`).
extension SQLiteMemoRepository {
    public func contexts(for user: User) throws -> (all: [MemoContext], selected: String?) {
        // One snapshot: the context selected is one of `all`, never one deleted meanwhile.
        try reading {
            let all = try connection.rows(
                "SELECT name, filter FROM contexts WHERE user_id = ? ORDER BY name", [.integer(user.id)]
            ) { MemoContext(name: $0.string(0), filterWords: StoredFieldText.words($0.string(1))) }
            let selected = try connection.firstRow("SELECT context FROM users WHERE id = ?", [.integer(user.id)]) {
                $0.optionalString(0)
            } ?? nil
            return (all, selected)
        }
    }

    public func selectedContext(for user: User) throws -> MemoContext? {
        try connection.firstRow(
            "SELECT contexts.name, contexts.filter FROM users JOIN contexts ON contexts.user_id = users.id"
                + " AND contexts.name = users.context WHERE users.id = ?", [.integer(user.id)]
        ) { MemoContext(name: $0.string(0), filterWords: StoredFieldText.words($0.string(1))) }
    }

    public func defineContext(_ context: MemoContext, for user: User) throws {
        try MemoContexts(SQLiteMemoWriteStorage(repository: self)).define(context, for: user)
    }

    public func deleteContext(named name: String, for user: User) throws {
        try MemoContexts(SQLiteMemoWriteStorage(repository: self)).delete(named: name, for: user)
    }

    public func selectContext(named name: String?, for user: User) throws {
        try MemoContexts(SQLiteMemoWriteStorage(repository: self)).select(named: name, for: user)
    }
}
