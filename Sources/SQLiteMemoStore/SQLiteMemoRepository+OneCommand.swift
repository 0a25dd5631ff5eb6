import MemoStore

/// Several writes as one command (`asOneCommand`, `MemoUndo`'s rule): they share the caller's
/// transaction, and the history entries they recorded become one, so undo takes back the whole.
extension SQLiteMemoRepository {
    public func asOneCommand<T>(_ kind: MemoChangeKind, for user: User, _ body: () throws -> T) throws -> T {
        try connection.transaction { try MemoUndo(SQLiteMemoWriteStorage(repository: self)).asOneCommand(kind, for: user, body) }
    }
}
