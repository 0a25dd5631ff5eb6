import MemoStore

/// How the PostgreSQL store keeps what `MemoUndo` decides: an entry is a `changes` row with
/// the range of the user's ids its command added (the user's lock held) and the memos it
/// created besides (`created_by_change`, whoever owns them); its snapshots are `change_memos`
/// rows with their search words. Entries are written with the privileges a granted role has
/// on `changes` (insert and delete), a shared memo within what its share allows.
extension PostgresMemoWriteStorage: MemoHistoryStorage {
    var commandEntries: MemoCommandEntries { repository.commandEntries }

    func entries(after id: Int64, for user: User) throws -> [MemoStoredEntry] {
        let result = try repository.connection.execute(
            "SELECT \(PostgresMemoRepository.changeColumns), added_from, added_to FROM changes WHERE user_id = $1 AND id > $2 ORDER BY id",
            [String(user.id), String(id)])
        return (0..<result.rowCount).map { Self.readEntry(result, $0) }
    }

    func join(_ entries: [Int64], as named: Int64, count: Int, added: (Int64, Int64)?, for user: User) throws {
        let connection = repository.connection
        let joined = try connection.execute(
            """
            INSERT INTO changes(user_id, kind, memo_count, first_memo_id, first_memo_title, time, added_from, added_to)
            SELECT user_id, kind, $2, first_memo_id, first_memo_title, time, $3, $4 FROM changes WHERE id = $1 RETURNING id
            """, [String(named), String(count), added.map { String($0.0) }, added.map { String($0.1) }]
        ).int64(0, 0)
        for id in entries {
            try connection.execute(
                """
                DELETE FROM change_memos WHERE change_id = $1
                AND memo_id IN (SELECT memo_id FROM change_memos WHERE change_id = $2)
                """, [String(id), String(joined)])
            try connection.execute("UPDATE change_memos SET change_id = $2 WHERE change_id = $1", [String(id), String(joined)])
            try connection.execute("DELETE FROM changes WHERE id = $1", [String(id)])
        }
    }

    func latestEntry(ownOnly: Bool, for user: User) throws -> MemoStoredEntry? {
        let result = try repository.connection.execute(
            "SELECT \(PostgresMemoRepository.changeColumns), added_from, added_to FROM changes WHERE user_id = $1"
                + (ownOnly ? " AND origin IS NULL" : "") + " ORDER BY id DESC LIMIT 1",
            [String(user.id)])
        return result.rowCount == 1 ? Self.readEntry(result, 0) : nil
    }

    func origins(after id: Int64, for user: User) throws -> [String] {
        let result = try repository.connection.execute(
            "SELECT origin FROM changes WHERE user_id = $1 AND id > $2 ORDER BY id", [String(user.id), String(id)])
        return (0..<result.rowCount).map { PostgresText.read(result.string($0, 0)) }
    }

    func refuseChangedByOthers(savedBy id: Int64, for user: User) throws {
        try repository.refuseChangedByOthers(since: String(id), for: user)
    }

    func savedMemos(of id: Int64, for user: User) throws -> [Memo] {
        let result = try repository.connection.execute(
            "SELECT \(PostgresMemoRepository.snapshotColumns) FROM change_memos m WHERE m.change_id = $1 AND NOT m.created_by_change",
            [String(id)])
        return (0..<result.rowCount).map { PostgresMemoRepository.readMemo(result, $0, blocked: false) }
    }

    /// The user's own, or a shared memo the user may change (its owner noted for `restore`).
    func currentMemo(of saved: Memo, for user: User) throws -> Memo? {
        do {
            return try repository.existingMemos(ids: [saved.id], for: user, deleting: false).first
        } catch MemoStoreError.memoNotFound {
            return nil
        } catch is ShareError {
            return nil
        }
    }

    func laterSnapshots(of memoID: Int64, after id: Int64, for user: User) throws -> [(entry: Int64, memo: Memo)] {
        let result = try repository.connection.execute(
            """
            SELECT \(PostgresMemoRepository.snapshotColumns), m.change_id FROM changes c
            JOIN change_memos m ON m.change_id = c.id AND m.memo_id = $1 AND NOT m.created_by_change
            WHERE c.user_id = $2 AND c.id > $3 ORDER BY c.id
            """, [String(memoID), String(user.id), String(id)])
        return (0..<result.rowCount).map { row in
            (entry: result.int64(row, Self.snapshotWidth),
             memo: PostgresMemoRepository.readMemo(result, row, blocked: false))
        }
    }

    func replaceSnapshot(in entry: Int64, with memo: Memo, for user: User) throws {
        var statement = PostgresStatement()
        let (values, search) = repository.fieldValues(of: memo, in: &statement, user: user)
        statement.sql = "UPDATE change_memos SET (\(PostgresMemoRepository.fieldColumns), search) = ROW(\(values), \(search)) "
            + "WHERE change_id = \(statement.bind(entry)) AND memo_id = \(statement.bind(memo.id))"
        try repository.connection.execute(statement.sql, statement.values)
    }

    func restore(_ memo: Memo, over current: Memo, for user: User) throws {
        try repository.update(memo, for: repository.sharedOwners[memo.id] ?? user)
    }

    /// Under row security, as the user's role sees the rows.
    func isTaken(_ memo: Memo, for user: User) throws -> Bool {
        try repository.connection.execute(
            "SELECT 1 FROM memos WHERE (user_id = $1 AND uuid = $2) OR id = $3 LIMIT 1",
            [String(user.id), PostgresText.stored(memo.uuid), String(memo.id)]).rowCount > 0
    }

    func reinsert(_ memo: Memo, for user: User) throws {
        var statement = PostgresStatement()
        let head = [statement.bind(memo.id), statement.bind(user.id), statement.bind(PostgresText.stored(memo.uuid))]
        let (values, search) = repository.fieldValues(of: memo, in: &statement, user: user)
        statement.sql = "INSERT INTO memos(id, user_id, uuid, \(PostgresMemoRepository.fieldColumns), search) "
            + "VALUES (\(head.joined(separator: ", ")), \(values), \(search))"
        try repository.connection.execute(statement.sql, statement.values)
        try repository.adjustCounts(of: user, open: memo.isDone ? 0 : 1, done: memo.isDone ? 1 : 0)
    }

    func removeCreated(by entry: MemoStoredEntry, for user: User) throws {
        let (userID, changeID) = (String(user.id), String(entry.change.id))
        if let (first, last) = entry.added {
            try repository.connection.execute(
                "DELETE FROM memos WHERE user_id = $1 AND id BETWEEN $2 AND $3", [userID, String(first), String(last)])
            // What arrived for them since goes with them: it deleted nothing.
            try repository.connection.execute(
                """
                DELETE FROM change_memos WHERE memo_id BETWEEN $2 AND $3
                AND change_id IN (SELECT id FROM changes WHERE user_id = $1 AND id > $4)
                """, [userID, String(first), String(last), changeID])
        }
        try repository.connection.execute(
            """
            DELETE FROM memos WHERE user_id = $1
            AND id IN (SELECT memo_id FROM change_memos WHERE change_id = $2 AND created_by_change)
            """, [userID, changeID])
    }

    func leftAlone(of id: Int64) throws -> String {
        let result = try repository.connection.execute(
            "SELECT string_agg(left_alone, ' ') FROM change_memos WHERE change_id = $1 AND left_alone <> ''", [String(id)])
        return PostgresText.read(result.string(0, 0))
    }

    func deleteEntry(_ id: Int64) throws {
        try repository.connection.execute("DELETE FROM changes WHERE id = $1", [String(id)])
    }

    // MARK: - Private

    /// How many columns `snapshotColumns` reads: a query's own columns come after them.
    private static let snapshotWidth = PostgresMemoRepository.snapshotColumns.split(separator: ",").count

    /// The entry in `changeColumns`, then `added_from` and `added_to`.
    private static func readEntry(_ result: PostgresResult, _ row: Int) -> MemoStoredEntry {
        let added = result.optionalInt64(row, 7).flatMap { first in result.optionalInt64(row, 8).map { (first, $0) } }
        return MemoStoredEntry(change: PostgresMemoRepository.readChange(result, row), added: added)
    }
}
