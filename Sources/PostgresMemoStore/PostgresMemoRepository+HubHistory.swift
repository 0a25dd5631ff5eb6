import MemoStore

/// The undo history of a hub used directly, when syncs write to its memos: what a sync changes
/// there is an entry of its own (`store(_:stamps:deleting:from:for:)`), so an undo takes back
/// the user's own command over what arrived since, and no more.
extension PostgresMemoRepository {
    /// Before `change` (the user's latest own command) is undone, in the caller's transaction:
    /// each memo it saved that a sync changed since takes, in `change`'s snapshot, what arrived
    /// (`MemoRebase`), the fields both changed named in `left_alone` (undo leaves and names
    /// them); and each later arrival's snapshot of the memo loses what the command did, so it
    /// still shows only what arrived. The rows of memos a command created are left alone: undo
    /// deletes those memos whole.
    func rebaseOverArrivals(_ change: MemoChange, for user: User) throws {
        let result = try connection.execute(
            """
            SELECT m.change_id, m.left_alone, \(Self.snapshotColumns) FROM changes c
            JOIN change_memos m ON m.change_id = c.id AND NOT m.created_by_change
            WHERE c.user_id = $1 AND c.id >= $2
            AND m.memo_id IN (SELECT memo_id FROM change_memos WHERE change_id = $2 AND NOT created_by_change)
            ORDER BY m.memo_id, c.id
            """, [String(user.id), String(change.id)])
        let rows = (0..<result.rowCount).map { row in
            (change: result.int64(row, 0), leftAlone: PostgresText.read(result.string(row, 1)),
             memo: Self.readMemo(result, row, from: 2, blocked: false))
        }
        // Each memo's rows: the command's snapshot, then those of what arrived after it.
        for group in Dictionary(grouping: rows, by: \.memo.id).values where group.count > 1 && group[0].change == change.id {
            let (snapshot, left) = (group[0].memo, group[1].memo)
            guard let current = try? memo(id: snapshot.id, for: user) else { continue }
            let leftAlone = MemoRebase.leftAlone(group[0].leftAlone, adding: MemoRebase.overridden(snapshot, from: left, to: current))
            try replaceSnapshot(of: change.id, with: MemoRebase.rebase(snapshot, from: left, to: current), leftAlone: leftAlone, for: user)
            for arrival in group.dropFirst() {
                let rebased = MemoRebase.rebase(snapshot, from: left, to: arrival.memo)
                guard rebased != arrival.memo else { continue }
                try replaceSnapshot(of: arrival.change, with: rebased, leftAlone: arrival.leftAlone, for: user)
            }
        }
    }

    // MARK: - Private

    /// Stores `memo` as the snapshot entry `change` keeps of it (same id).
    private func replaceSnapshot(of change: Int64, with memo: Memo, leftAlone: String, for user: User) throws {
        var statement = PostgresStatement()
        let (values, search) = fieldValues(of: memo, in: &statement, user: user)
        statement.sql = "UPDATE change_memos SET (\(Self.fieldColumns), search, left_alone) = ROW(\(values), \(search), "
            + "\(statement.bind(PostgresText.stored(leftAlone)))) "
            + "WHERE change_id = \(statement.bind(change)) AND memo_id = \(statement.bind(memo.id))"
        try connection.execute(statement.sql, statement.values)
    }
}
