import MemoStore

/// The writes that change memos already stored: modify, done/undone, delete, as `MemoWrites`
/// decides them (`SQLiteMemoWriteStorage` stores them), and the row write they share with undo
/// and import.
extension SQLiteMemoRepository {
    public func modify(ids: [Int64], with patch: MemoPatch, as kind: MemoChangeKind, for user: User) throws -> [Memo] {
        try MemoWrites(SQLiteMemoWriteStorage(repository: self)).modify(ids: ids, with: patch, as: kind, for: user)
    }

    public func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        try MemoWrites(SQLiteMemoWriteStorage(repository: self)).setDone(isDone, ids: ids, timeZone: timeZone, for: user)
    }

    public func delete(ids: [Int64], for user: User) throws -> [Memo] {
        try MemoWrites(SQLiteMemoWriteStorage(repository: self)).delete(ids: ids, for: user)
    }

    // MARK: - Internal

    /// Stores every field of `new` in the row of `old` (same id) and redoes what derives from it.
    func write(_ new: Memo, replacing old: Memo, for user: User) throws {
        try connection.run(
            "UPDATE memos SET " + SQLiteMemoRow.assignments + " WHERE id = ? AND user_id = ?",
            SQLiteMemoRow.fieldValues(new) + [.integer(new.id), .integer(user.id)])
        try didReplace(old, with: new, for: user)
    }
}
