import MemoStore

/// Several writes as one command (`asOneCommand`, `MemoUndo`'s rule): they share one write of
/// the user (one transaction, the user's lock held), and the history entries they recorded
/// become one, so undo takes back the whole.
extension PostgresMemoRepository {
    public func asOneCommand<T>(_ kind: MemoChangeKind, for user: User, _ body: () throws -> T) throws -> T {
        try write(for: user) { try MemoUndo(PostgresMemoWriteStorage(self)).asOneCommand(kind, for: user, body) }
    }
}
