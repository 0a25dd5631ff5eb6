import MemoStore

/// The user's contexts: named filter words, and the one selected (`users.context`).
extension SQLiteMemoRepository {
    public func contexts(for user: User) throws -> (all: [MemoContext], selected: String?) {
        let all = try connection.rows(
            "SELECT name, filter FROM contexts WHERE user_id = ? ORDER BY name", [.integer(user.id)]
        ) { MemoContext(name: $0.string(0), filterWords: StoredFieldText.words($0.string(1))) }
        let selected = try connection.firstRow("SELECT context FROM users WHERE id = ?", [.integer(user.id)]) {
            $0.isNull(0) ? nil : $0.string(0)
        } ?? nil
        return (all, selected)
    }

    public func selectedContext(for user: User) throws -> MemoContext? {
        try connection.firstRow(
            "SELECT contexts.name, contexts.filter FROM users JOIN contexts ON contexts.user_id = users.id"
                + " AND contexts.name = users.context WHERE users.id = ?", [.integer(user.id)]
        ) { MemoContext(name: $0.string(0), filterWords: StoredFieldText.words($0.string(1))) }
    }

    public func defineContext(_ context: MemoContext, for user: User) throws {
        try MemoValidation.check(context)
        try connection.transaction {
            try connection.run(
                "INSERT INTO contexts(user_id, name, filter) VALUES (?, ?, ?)"
                    + " ON CONFLICT(user_id, name) DO UPDATE SET filter = excluded.filter",
                [.integer(user.id), .text(context.name), .text(StoredFieldText.text(ofWords: context.filterWords))])
        }
    }

    public func deleteContext(named name: String, for user: User) throws {
        try connection.transaction {
            try requireContext(named: name, for: user)
            try connection.run("DELETE FROM contexts WHERE user_id = ? AND name = ?", [.integer(user.id), .text(name)])
            try connection.run("UPDATE users SET context = NULL WHERE id = ? AND context = ?", [.integer(user.id), .text(name)])
        }
    }

    public func selectContext(named name: String?, for user: User) throws {
        try connection.transaction {
            if let name { try requireContext(named: name, for: user) }
            try connection.run("UPDATE users SET context = ? WHERE id = ?", [.optionalText(name), .integer(user.id)])
        }
    }

    // MARK: - Private

    private func requireContext(named name: String, for user: User) throws {
        guard try connection.firstRow(
            "SELECT 1 FROM contexts WHERE user_id = ? AND name = ?", [.integer(user.id), .text(name)], { _ in true }) != nil
        else { throw MemoStoreError.contextNotFound(name: name) }
    }
}
