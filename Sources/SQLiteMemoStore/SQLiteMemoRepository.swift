import MemoStore

/// `MemoRepository` on one SQLite file: WAL, a busy timeout, foreign keys, `BEGIN IMMEDIATE`
/// writes, FTS5 search (`+Search`) and tag rows kept in step by the store itself, and a per-user undo history.
///
/// Every query is an index range scan of one user's rows or a lookup by key (`SQLiteMemoQuery`
/// says which index answers which listing), so what one operation costs does not grow with
/// the number of memos stored. A page is read in one transaction, from one snapshot, however
/// many statements it takes. Used from one thread at a time; open one repository per thread
/// or process, as many as needed, on the same file.
public final class SQLiteMemoRepository: MemoRepository {
    /// Opens the store at `path`, creating it (file 0600, directories 0700) when missing and
    /// migrating it forward. A store this process may not write is opened for reading only,
    /// creating nothing beside it: reads work, writes fail with `.readOnly`.
    /// - throws: `MemoStoreError.notADatabase`, `.newerSchema` (the file left untouched),
    ///   `.cannotOpen`, `.readOnly` or `.busy`.
    public init(path: String) throws {
        connection = try SQLiteConnection(path: path)
        try SQLiteSchema.migrate(connection)
        // A WAL grown by one big import is cut back after its next checkpoint.
        try connection.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA journal_size_limit = 67108864")
    }

    /// Opens an existing store for reading only: nothing is created, migrated or written (but
    /// the WAL's `-shm` index, which every reader of a WAL updates), so it is safe where a
    /// command must leave no trace (shell completion). Writers this process opens on the same
    /// file meanwhile can still write. `logIn` of a user the store does not know gives a user
    /// with no memos and no history (reads find nothing), and every write fails with
    /// `MemoStoreError.readOnly`.
    /// - throws: `.cannotOpen` when the file is missing, `.newerSchema` or `.notADatabase`
    ///   when it is not a store of this version.
    public init(readingExistingStoreAt path: String) throws {
        connection = try SQLiteConnection(path: path, readOnly: true)
        try SQLiteSchema.checkCurrent(connection)
    }

    /// An empty store of the current schema that exists nowhere: in memory (beyond SQLite's
    /// cache, a temporary file it deletes), gone when closed; errors name it `name`. For a
    /// command that only reads a path where no store exists yet: it finds what an empty store
    /// holds, and no file or directory is made at the path.
    public init(emptyNamed name: String) throws {
        connection = try SQLiteConnection(privateTemporaryNamed: name)
        try SQLiteSchema.createSchema(in: connection)
        try connection.execute("PRAGMA foreign_keys = ON")
    }

    /// A repository on `connection`, a store being made (`SQLiteNewStore`), set up by the caller.
    init(building connection: SQLiteConnection) {
        self.connection = connection
        isBeingMade = true
    }

    /// Whether the store was opened for reading only (a file this process may not write).
    public var isReadOnly: Bool { connection.isReadOnly }

    /// The store file's path, as it was opened.
    public var path: String { connection.path }

    /// Closes the store now; releasing the repository closes it too. Closing the last
    /// connection to the file folds the write-ahead log back into it. Any use afterwards fails.
    public func close() {
        connection.close()
    }

    // MARK: - MemoRepository

    public func logIn(userName: String) throws -> User {
        try MemoValidation.checkUserName(userName)
        if let user = try findUser(named: userName) ?? findUserSpelledOtherwise(userName) {
            return user
        }
        // A read must not need to create the user: on a store that cannot be written, a
        // user it does not know reads as one with nothing stored (no row has id 0).
        if connection.isReadOnly {
            return User(id: 0, name: userName)
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
        try MemoWrites(SQLiteMemoWriteStorage(repository: self)).create(draft, for: user)
    }

    public func memo(id: Int64, for user: User) throws -> Memo {
        guard let memo = try connection.firstRow(
            "SELECT " + SQLiteMemoRow.columns + " FROM memos WHERE id = ? AND user_id = ?",
            [.integer(id), .integer(user.id)], SQLiteMemoRow.read)
        else { throw MemoStoreError.memoNotFound(id: id) }
        return memo
    }

    public func page(_ request: MemoPageRequest, for user: User) throws -> MemoPage {
        try reading { try readPage(request, for: user) }
    }

    public func reading<T>(_ body: () throws -> T) throws -> T {
        try connection.storeErrors { try connection.reading(body) }
    }

    public func counts(for user: User) throws -> MemoCounts {
        try SQLiteMemoQuery.keptCounts(of: user, connection)
    }

    public func projects(for user: User) throws -> [NameCount] {
        try connection.rows(
            """
            SELECT project, count(*) - sum(done), sum(done) FROM memos
            WHERE user_id = ? AND project IS NOT NULL GROUP BY project ORDER BY project
            """,
            [.integer(user.id)], Self.readNameCount)
    }

    public func tags(for user: User) throws -> [NameCount] {
        try connection.rows(
            """
            SELECT memo_tags.tag, count(*) - sum(memos.done), sum(memos.done)
            FROM memo_tags JOIN memos ON memos.id = memo_tags.memo_id
            WHERE memo_tags.user_id = ? GROUP BY memo_tags.tag ORDER BY memo_tags.tag
            """,
            [.integer(user.id)], Self.readNameCount)
    }

    /// The user's own memos: another's, shared with the user, are the owner's to export.
    public func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws {
        let counts = try counts(for: user)
        // A pass over `memos` in id order when the user holds most of it; else open and done
        // memos merged in id order, each from its own range of one index.
        let scans = try SQLiteMemoQuery.scanIsCheaper(reading: counts.open + counts.done, connection)
        let statement = try connection.cached(scans
            ? "SELECT " + SQLiteMemoRow.columns + " FROM memos NOT INDEXED WHERE memos.user_id = ? AND memos.owner IS NULL ORDER BY id"
            : "SELECT " + SQLiteMemoRow.columns + " FROM memos WHERE memos.user_id = ? AND memos.done = 0 AND memos.owner IS NULL UNION ALL SELECT "
                + SQLiteMemoRow.columns + " FROM memos WHERE memos.user_id = ? AND memos.done = 1 AND memos.owner IS NULL ORDER BY id")
        defer { statement.reset() }
        try connection.storeErrors { _ = try statement.bind(scans ? [.integer(user.id)] : [.integer(user.id), .integer(user.id)]) }
        while try connection.storeErrors({ try statement.step() }) {
            try body(SQLiteMemoRow.read(statement))
        }
    }

    public func changeToken() throws -> Int64 {
        try connection.firstRow("PRAGMA data_version") { $0.int64(0) } ?? 0
    }

    // MARK: - Internal

    let connection: SQLiteConnection

    /// Whether this is a store being made (`SQLiteNewStore`): its connection is the first and
    /// only one until the store is put in place, closed.
    private(set) var isBeingMade = false

    /// The history entries of the sync under way that note what arrived (`+Arrivals`), by
    /// origin; empty until its first arrival.
    var arrivalEntries: [ArrivalSource: Int64] = [:]

    /// The history entries recorded since `asOneCommand` began, to be joined into one.
    let commandEntries = MemoCommandEntries()

    /// The user's memos of `ids`, duplicates dropped, in the order of `ids`.
    /// - throws: `.memoNotFound` for the first id the user has no memo with.
    func memos(ids: [Int64], for user: User) throws -> [Memo] {
        var seen = Set<Int64>()
        return try ids.filter { seen.insert($0).inserted }.map { try memo(id: $0, for: user) }
    }

    /// The user's memos of `ids`, in the order of `ids`, read by one statement (a primary-key
    /// lookup per id, however long the page); an id the user has no memo with is left out.
    func memos(inOrderOf ids: [Int64], for user: User) throws -> [Memo] {
        guard !ids.isEmpty else { return [] }
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(ids.count * 8 + 2)
        for (index, id) in ids.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.appendDecimal(id)
        }
        json.append(UInt8(ascii: "]"))
        // json_each gives the array in its order and CROSS JOIN keeps it the outer loop, so the
        // rows come in the order of `ids` with no sort, temporary index or reordering here;
        // `+user_id` keeps the planner on the primary key instead of the user's index.
        let statement = try connection.cached(
            "SELECT \(SQLiteMemoRow.columns) FROM json_each(?) AS page CROSS JOIN memos ON memos.id = page.value WHERE +memos.user_id = ?")
        defer { statement.reset() }
        var memos: [Memo] = []
        memos.reserveCapacity(ids.count)
        try connection.storeErrors {
            try statement.bind([.text(String(decoding: json, as: UTF8.self)), .integer(user.id)])
            while try statement.step() { memos.append(SQLiteMemoRow.read(statement)) }
        }
        return memos
    }

    /// The user's memos as the dependency rules see them.
    func dependencies(for user: User) -> DependencyResolver {
        DependencyResolver(
            memoWithID: { [unowned self] in try memo(id: $0, for: user) },
            nodes: { [unowned self] uuids in
                guard !uuids.isEmpty else { return [:] }
                let marks = Array(repeating: "?", count: uuids.count).joined(separator: ", ")
                let rows = try connection.rows(
                    "SELECT uuid, id, depends, parent FROM memos WHERE user_id = ? AND uuid IN (\(marks))",
                    [.integer(user.id)] + uuids.map { .text($0) }
                ) { (uuid: $0.string(0), node: DependencyResolver.Node(
                    id: $0.int64(1), depends: StoredFieldText.depends($0.string(2)), parent: $0.optionalString(3))) }
                return Dictionary(rows.map { ($0.uuid, $0.node) }, uniquingKeysWith: { first, _ in first })
            })
    }

    // MARK: - Private

    /// What `page` answers, read in the transaction it opens.
    private func readPage(_ request: MemoPageRequest, for user: User) throws -> MemoPage {
        let limit = max(1, request.limit)
        let offset = max(0, request.offset)
        let query = SQLiteMemoQuery(filter: request.filter, sort: request.sort, user: user)
        let memos: [Memo]
        if request.sort == .urgency {
            let urgency = SQLiteUrgencyQuery(filter: request.filter, user: user, coefficients: request.coefficients)
            if let anchor = request.anchor {
                let (ids, hasMore) = try urgency.pageIDs(limit: limit, anchor: anchor, connection)
                return MemoPage(memos: try self.memos(inOrderOf: ids, for: user), more: hasMore ? 1 : 0, moreIsExact: !hasMore)
            }
            memos = try urgency.page(limit: limit, offset: offset, connection) { try self.memos(inOrderOf: $0, for: user) }
        } else if let anchor = request.anchor {
            // One row past the page tells whether more lie beyond it; backward, nearest first.
            let (sql, values) = query.anchoredPageSQL(limit: limit + 1, anchor: anchor)
            let read = try connection.rows(sql, values, SQLiteMemoRow.read)
            let page = Array(read.prefix(limit))
            return MemoPage(memos: anchor.readsBackward ? page.reversed() : page, more: read.count > limit ? 1 : 0, moreIsExact: read.count <= limit)
        } else {
            if case let (scanSQL, scanValues)? = query.idOrderScanSQL(limit: limit, offset: offset) {
                let count = try SQLiteMemoQuery.memoCount(of: request.filter.status, user: user, connection)
                if count <= offset + limit, try SQLiteMemoQuery.scanIsCheaper(reading: count, connection) {
                    // The page holds every memo there is: none lies past it.
                    return MemoPage(memos: try connection.rows(scanSQL, scanValues, SQLiteMemoRow.read), more: 0)
                }
            }
            let (sql, values) = query.pageSQL(limit: limit, offset: offset)
            memos = try connection.rows(sql, values, SQLiteMemoRow.read)
        }
        guard memos.count == limit else { return MemoPage(memos: memos, more: 0) }
        let (countSQL, countValues) = query.countSQL(limit: MemoPage.moreCountLimit + 1, offset: offset + limit)
        let more = Int(try connection.firstRow(countSQL, countValues) { $0.int64(0) } ?? 0)
        return MemoPage(memos: memos, more: min(more, MemoPage.moreCountLimit), moreIsExact: more <= MemoPage.moreCountLimit)
    }

    private static func readNameCount(_ row: SQLiteStatement) -> NameCount {
        NameCount(name: row.string(0), open: Int(row.int64(1)), done: Int(row.int64(2)))
    }

    private func findUser(named name: String) throws -> User? {
        try connection.firstRow("SELECT id, name FROM users WHERE name = ?", [.text(name)]) {
            User(id: $0.int64(0), name: $0.string(1))
        }
    }
}
