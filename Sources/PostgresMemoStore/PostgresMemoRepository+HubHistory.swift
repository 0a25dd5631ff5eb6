import MemoStore

/// The undo history of a hub used directly, when a sync writes to a memo: its snapshots take
/// what the sync changed, so `undo` takes back the user's own command and no more.
extension PostgresMemoRepository {
    /// Applies the change a sync made to a memo, from `old` to `new`, to every snapshot of it
    /// in the user's undo history (`MemoRebase`), inside the caller's transaction. The rows
    /// that record a memo a command created are left alone: undo deletes those memos whole.
    /// - parameters:
    ///   - old: the memo as stored before the sync wrote it.
    ///   - new: the memo as the sync wrote it (the same id).
    public func rebaseHistory(of old: Memo, onto new: Memo, for user: User) throws {
        try storeErrors {
            let result = try connection.execute(
                """
                SELECT m.change_id, m.left_alone, \(Self.snapshotColumns) FROM changes c
                JOIN change_memos m ON m.change_id = c.id AND m.memo_id = $2 AND NOT m.created_by_change
                WHERE c.user_id = $1
                """, [String(user.id), String(old.id)])
            for row in 0..<result.rowCount {
                let snapshot = Self.readMemo(result, row, from: 2, blocked: false)
                let rebased = MemoRebase.rebase(snapshot, from: old, to: new)
                guard rebased != snapshot else { continue }
                var statement = PostgresStatement()
                let (values, search) = fieldValues(of: rebased, in: &statement, user: user)
                let leftAlone = MemoRebase.leftAlone(
                    PostgresText.read(result.string(row, 1)), adding: MemoRebase.overridden(snapshot, from: old, to: new))
                statement.sql = "UPDATE change_memos SET (\(Self.fieldColumns), search, left_alone) = ROW(\(values), \(search), "
                    + "\(statement.bind(PostgresText.stored(leftAlone)))) "
                    + "WHERE change_id = \(statement.bind(result.int64(row, 0))) "
                    + "AND memo_id = \(statement.bind(old.id))"
                try connection.execute(statement.sql, statement.values)
            }
        }
    }
}
