/// `MemoRepository` on one SQLite file: WAL, a busy timeout, foreign keys, `BEGIN IMMEDIATE`
/// writes, FTS5 search kept in step by the store itself, and a per-user undo history.
///
/// Every query is an index range scan or a lookup by key, so what one operation costs does
/// not grow with the number of memos stored. Used from one thread at a time; open one
/// repository per thread or process, as many as needed, on the same file.
public final class SQLiteMemoRepository: MemoRepository {
    /// Opens the store at `path`, creating it (file 0600, directories 0700) when missing and
    /// migrating it forward.
    /// - throws: `MemoStoreError.notADatabase`, `.newerSchema` (the file left untouched),
    ///   `.cannotOpen`, `.readOnly` or `.busy`.
    public init(path: String) throws {
        connection = try SQLiteConnection(path: path)
        try SQLiteSchema.migrate(connection)
        // A WAL grown by one big import is cut back after its next checkpoint.
        try connection.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA journal_size_limit = 67108864")
    }

    /// Opens an existing store for reading only: nothing is created, migrated or written, so
    /// it is safe where a command must leave no trace (shell completion). `logIn` of a user
    /// the store does not know, and every write, fail with `MemoStoreError.readOnly`.
    /// - throws: `.cannotOpen` when the file is missing, `.newerSchema` or `.notADatabase`
    ///   when it is not a store of this version.
    public init(readingExistingStoreAt path: String) throws {
        connection = try SQLiteConnection(path: path, readOnly: true)
        try SQLiteSchema.checkCurrent(connection)
    }

    /// Closes the store; call it once done. Closing the last connection to the file folds
    /// the write-ahead log back into it. Any use afterwards fails.
    public func close() {
        connection.close()
    }

    // MARK: - MemoRepository

    public func logIn(userName: String) throws -> User {
        try MemoValidation.checkUserName(userName)
        if let user = try findUser(named: userName) {
            return user
        }
        return try connection.transaction {
            try connection.run("INSERT INTO users(name) VALUES (?) ON CONFLICT(name) DO NOTHING", [.text(userName)])
            guard let user = try findUser(named: userName) else {
                throw MemoStoreError.invalidUserName("could not be created")
            }
            return user
        }
    }

    public func create(_ draft: MemoDraft, for user: User) throws -> Memo {
        try MemoValidation.check(title: draft.title, body: draft.body)
        return try connection.transaction {
            // Without the skip, a known uuid fails on the unique index instead of returning nil.
            let memo = try insert(draft, for: user, with: connection.cached(Self.insertMemo))!
            try indexText(of: memo)
            try adjustCounts(of: user, for: memo, sign: 1)
            try record(.add, "add #\(memo.id) \(Self.quoted(memo.title))", count: 1, for: user,
                       range: (memo.id, memo.id), before: [])
            return memo
        }
    }

    public func memo(id: Int64, for user: User) throws -> Memo {
        guard let memo = try connection.firstRow(Self.selectMemo + " WHERE id = ? AND user_id = ?",
                                                 [.integer(id), .integer(user.id)], Self.readMemo)
        else { throw MemoStoreError.memoNotFound(id: id) }
        return memo
    }

    public func update(id: Int64, title: String?, body: String?, for user: User) throws -> Memo {
        try connection.transaction {
            let before = try memo(id: id, for: user)
            try MemoValidation.check(title: title ?? before.title, body: body ?? before.body)
            try connection.run(
                "UPDATE memos SET title = ?, body = ?, updated = ? WHERE id = ? AND user_id = ?",
                [.text(title ?? before.title), .text(body ?? before.body), .integer(Timestamp.now().secondsSince1970),
                 .integer(id), .integer(user.id)])
            let after = try memo(id: id, for: user)
            try unindexText(of: before)
            try indexText(of: after)
            try record(.edit, "edit #\(id) \(Self.quoted(after.title))", count: 1, for: user, before: [before])
            return after
        }
    }

    public func setDone(_ isDone: Bool, id: Int64, for user: User) throws -> Memo {
        try connection.transaction {
            let before = try memo(id: id, for: user)
            guard before.isDone != isDone else { return before }
            try connection.run(
                "UPDATE memos SET done = ?, updated = ? WHERE id = ? AND user_id = ?",
                [.bool(isDone), .integer(Timestamp.now().secondsSince1970), .integer(id), .integer(user.id)])
            try adjustCounts(of: user, open: isDone ? -1 : 1, done: isDone ? 1 : -1)
            let kind: MemoChangeKind = isDone ? .done : .undone
            try record(kind, "\(kind.rawValue) #\(id) \(Self.quoted(before.title))", count: 1, for: user, before: [before])
            return try memo(id: id, for: user)
        }
    }

    public func delete(id: Int64, for user: User) throws -> Memo {
        try connection.transaction {
            let before = try memo(id: id, for: user)
            try connection.run("DELETE FROM memos WHERE id = ? AND user_id = ?", [.integer(id), .integer(user.id)])
            try unindexText(of: before)
            try adjustCounts(of: user, for: before, sign: -1)
            try record(.rm, "rm #\(id) \(Self.quoted(before.title))", count: 1, for: user, before: [before])
            return before
        }
    }

    public func page(_ request: MemoPageRequest, for user: User) throws -> MemoPage {
        let limit = max(1, request.limit)
        var sql = Self.selectMemo + " WHERE user_id = ?"
        var values: [SQLiteValue] = [.integer(user.id)]
        if request.filter.status != .all {
            sql += " AND done = ?"
            values.append(.bool(request.filter.status == .done))
        }
        sql += " ORDER BY id DESC LIMIT ? OFFSET ?"
        values += [.integer(Int64(limit + 1)), .integer(Int64(max(0, request.offset)))]
        var memos = try connection.rows(sql, values, Self.readMemo)
        let hasMore = memos.count > limit
        if hasMore { memos.removeLast() }
        return MemoPage(memos: memos, more: hasMore ? 1 : 0, moreIsExact: !hasMore)
    }

    public func counts(for user: User) throws -> MemoCounts {
        try connection.firstRow("SELECT open_count, done_count FROM users WHERE id = ?", [.integer(user.id)]) {
            MemoCounts(open: Int($0.int64(0)), done: Int($0.int64(1)))
        } ?? MemoCounts(open: 0, done: 0)
    }

    public func search(_ query: String, limit: Int, for user: User) throws -> [Memo] {
        guard let match = MemoValidation.fullTextQuery(query), limit > 0 else { return [] }
        return try connection.rows(
            """
            SELECT memos.id, memos.uuid, memos.title, memos.body, memos.done, memos.created, memos.updated
            FROM memos_fts JOIN memos ON memos.id = memos_fts.rowid
            WHERE memos_fts MATCH ? AND memos.user_id = ? ORDER BY memos_fts.rowid DESC LIMIT ?
            """,
            [.text(match), .integer(user.id), .integer(Int64(limit))], Self.readMemo)
    }

    public func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary {
        // A larger page cache for one big transaction: fewer pages spilled to the WAL twice.
        try connection.execute("PRAGMA cache_size = -\(Self.importCacheKiB); PRAGMA temp_store = MEMORY")
        defer { try? connection.execute("PRAGMA cache_size = -2000") }
        return try connection.transaction {
            var summary = ImportSummary(added: 0, skipped: 0)
            var first: Int64?
            var last: Int64?
            var index = 0
            var doneAdded = 0
            let statement = try connection.cached(Self.insertMemoUnlessKnown)
            while let draft = try next() {
                index += 1
                do {
                    try MemoValidation.check(title: draft.title, body: draft.body)
                } catch let error as MemoStoreError {
                    throw MemoStoreError.invalidRecord(index: index, reason: "\(error)")
                }
                if let memo = try insert(draft, for: user, with: statement) {
                    summary.added += 1
                    doneAdded += memo.isDone ? 1 : 0
                    first = first ?? memo.id
                    last = memo.id
                } else {
                    summary.skipped += 1
                }
            }
            if let first, let last {
                try indexText(ofUser: user, idsFrom: first, to: last)
                try adjustCounts(of: user, open: summary.added - doneAdded, done: doneAdded)
                try record(.import, "import \(summary.added) memos", count: summary.added, for: user,
                           range: (first, last), before: [])
            }
            return summary
        }
    }

    public func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws {
        let statement = try connection.cached(Self.selectMemo + " WHERE user_id = ? AND id > ? ORDER BY id")
        defer { statement.reset() }
        try statement.bind([.integer(user.id), .integer(0)])
        while try stepOrStoreError(statement) {
            try body(Self.readMemo(statement))
        }
    }

    public func changeToken() throws -> Int64 {
        try connection.firstRow("PRAGMA data_version") { $0.int64(0) } ?? 0
    }

    // MARK: - Internal

    let connection: SQLiteConnection

    static let selectMemo =
        "SELECT memos.id, memos.uuid, memos.title, memos.body, memos.done, memos.created, memos.updated FROM memos"

    static func readMemo(_ row: SQLiteStatement) -> Memo {
        Memo(id: row.int64(0), uuid: row.string(1), title: row.string(2), body: row.string(3), isDone: row.bool(4),
             created: Timestamp(secondsSince1970: row.int64(5)), updated: Timestamp(secondsSince1970: row.int64(6)))
    }

    // MARK: - Private

    private static let importCacheKiB = 4 * 1024
    private static let insertMemo =
        "INSERT INTO memos(user_id, uuid, title, body, done, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)"
    private static let insertMemoUnlessKnown = insertMemo + " ON CONFLICT(user_id, uuid) DO NOTHING"

    private func findUser(named name: String) throws -> User? {
        try connection.firstRow("SELECT id, name FROM users WHERE name = ?", [.text(name)]) {
            User(id: $0.int64(0), name: $0.string(1))
        }
    }

    /// Inserts a validated draft with `statement` (`insertMemo` or `insertMemoUnlessKnown`);
    /// `nil` when it skipped a uuid the user already has. Binds without building an array:
    /// an import runs this once per memo.
    private func insert(_ draft: MemoDraft, for user: User, with statement: SQLiteStatement) throws -> Memo? {
        let created = draft.created ?? Timestamp.now()
        let memo = Memo(
            id: 0, uuid: draft.uuid ?? UUIDGenerator.next(), title: draft.title, body: draft.body,
            isDone: draft.isDone, created: created, updated: draft.updated ?? created)
        do {
            statement.rewind()
            try statement.bind(user.id, at: 1)
            try statement.bind(memo.uuid, at: 2)
            try statement.bind(memo.title, at: 3)
            try statement.bind(memo.body, at: 4)
            try statement.bind(memo.isDone ? 1 : 0, at: 5)
            try statement.bind(memo.created.secondsSince1970, at: 6)
            try statement.bind(memo.updated.secondsSince1970, at: 7)
            try statement.run()
        } catch let error as SQLiteError {
            throw error.storeError(path: connection.path)
        }
        guard connection.changes == 1 else { return nil }
        return Memo(id: connection.lastInsertedRowID, uuid: memo.uuid, title: memo.title, body: memo.body,
                    isDone: memo.isDone, created: memo.created, updated: memo.updated)
    }

    private func stepOrStoreError(_ statement: SQLiteStatement) throws -> Bool {
        do {
            return try statement.step()
        } catch let error as SQLiteError {
            throw error.storeError(path: connection.path)
        }
    }
}
