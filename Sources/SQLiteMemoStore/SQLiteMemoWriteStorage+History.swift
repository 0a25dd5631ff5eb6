import MemoStore

/// How the SQLite store keeps what `MemoUndo` decides: an entry is a `changes` row with the
/// range of ids its command added (one transaction, one writer: a range holds all it created),
/// and its snapshots are `change_memos` rows of whole memos.
extension SQLiteMemoWriteStorage: MemoHistoryStorage {
    var commandEntries: MemoCommandEntries { repository.commandEntries }

    func entries(after id: Int64, for user: User) throws -> [MemoStoredEntry] {
        try repository.connection.rows(
            "SELECT \(SQLiteMemoRepository.changeColumns), added_from, added_to FROM changes WHERE user_id = ? AND id > ? ORDER BY id",
            [.integer(user.id), .integer(id)], Self.readEntry)
    }

    func join(_ entries: [Int64], as named: Int64, count: Int, added: (Int64, Int64)?, for user: User) throws {
        let connection = repository.connection
        try connection.run(
            """
            INSERT INTO changes(user_id, kind, memo_count, time, added_from, added_to, memo_id, memo_title)
            SELECT user_id, kind, ?, time, ?, ?, memo_id, memo_title FROM changes WHERE id = ?
            """,
            [.integer(Int64(count)), added.map { .integer($0.0) } ?? .null, added.map { .integer($0.1) } ?? .null, .integer(named)])
        let joined = connection.lastInsertedRowID
        for entry in entries {
            try connection.run(
                "DELETE FROM change_memos WHERE change_id = ? AND memo_id IN (SELECT memo_id FROM change_memos WHERE change_id = ?)",
                [.integer(entry), .integer(joined)])
            try connection.run("UPDATE change_memos SET change_id = ? WHERE change_id = ?", [.integer(joined), .integer(entry)])
            try connection.run("DELETE FROM changes WHERE id = ?", [.integer(entry)])
        }
    }

    func latestEntry(ownOnly: Bool, for user: User) throws -> MemoStoredEntry? {
        try repository.connection.firstRow(
            "SELECT \(SQLiteMemoRepository.changeColumns), added_from, added_to FROM changes WHERE user_id = ?"
                + (ownOnly ? " AND origin IS NULL" : "") + " ORDER BY id DESC LIMIT 1",
            [.integer(user.id)], Self.readEntry)
    }

    func origins(after id: Int64, for user: User) throws -> [String] {
        try repository.connection.rows(
            "SELECT origin FROM changes WHERE user_id = ? AND id > ? ORDER BY id", [.integer(user.id), .integer(id)]) { $0.string(0) }
    }

    /// Nothing: a replica's memos are written by its user only; what others wrote arrives by sync.
    func refuseChangedByOthers(savedBy id: Int64, for user: User) throws {}

    func savedMemos(of id: Int64, for user: User) throws -> [Memo] {
        try repository.connection.rows(
            "SELECT memo_id, uuid, \(SQLiteMemoRow.fieldColumns) FROM change_memos WHERE change_id = ?",
            [.integer(id)], SQLiteMemoRow.readSnapshot)
    }

    func currentMemo(of saved: Memo, for user: User) throws -> Memo? {
        try? repository.memo(id: saved.id, for: user)
    }

    func laterSnapshots(of memoID: Int64, after id: Int64, for user: User) throws -> [(entry: Int64, memo: Memo)] {
        try repository.connection.rows(
            """
            SELECT m.memo_id, m.uuid, \(SQLiteMemoRepository.snapshotColumns), m.change_id FROM changes c
            JOIN change_memos m ON m.change_id = c.id AND m.memo_id = ? WHERE c.user_id = ? AND c.id > ? ORDER BY c.id
            """,
            [.integer(memoID), .integer(user.id), .integer(id)]
        ) { (entry: $0.int64(SQLiteMemoRow.snapshotWidth), memo: SQLiteMemoRow.readSnapshot($0)) }
    }

    func replaceSnapshot(in entry: Int64, with memo: Memo, for user: User) throws {
        try repository.connection.run(
            "UPDATE change_memos SET \(SQLiteMemoRow.assignments) WHERE change_id = ? AND memo_id = ?",
            SQLiteMemoRow.fieldValues(memo) + [.integer(entry), .integer(memo.id)])
    }

    func restore(_ memo: Memo, over current: Memo, for user: User) throws {
        try repository.write(memo, replacing: current, for: user)
    }

    func isTaken(_ memo: Memo, for user: User) throws -> Bool {
        try !repository.memoIDs(uuids: [memo.uuid], for: user).isEmpty
            || repository.connection.firstRow("SELECT 1 FROM memos WHERE id = ?", [.integer(memo.id)], { _ in true }) != nil
    }

    func reinsert(_ memo: Memo, for user: User) throws {
        try repository.insertRow(memo, for: user)
        try repository.didAdd(memo, for: user)
    }

    func removeCreated(by entry: MemoStoredEntry, for user: User) throws {
        guard let (first, last) = entry.added else { return }
        try repository.removeMemos(ofUser: user, idsFrom: first, to: last)
        // What arrived for them since goes with them: it deleted nothing.
        try repository.connection.run(
            "DELETE FROM change_memos WHERE memo_id BETWEEN ? AND ? AND change_id IN (SELECT id FROM changes WHERE user_id = ? AND id > ?)",
            [.integer(first), .integer(last), .integer(user.id), .integer(entry.change.id)])
    }

    func leftAlone(of id: Int64) throws -> String {
        try repository.connection.rows(
            "SELECT left_alone FROM change_memos WHERE change_id = ? AND left_alone <> ''", [.integer(id)]) { $0.string(0) }
            .joined(separator: " ")
    }

    func deleteEntry(_ id: Int64) throws {
        try repository.connection.run("DELETE FROM changes WHERE id = ?", [.integer(id)])
    }

    // MARK: - Private

    /// The entry in `changeColumns`, then `added_from` and `added_to`.
    private static func readEntry(_ row: SQLiteStatement) -> MemoStoredEntry {
        MemoStoredEntry(
            change: SQLiteMemoRepository.readChange(row), added: row.isNull(7) ? nil : (row.int64(7), row.int64(8)))
    }
}
