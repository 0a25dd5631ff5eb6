#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite
import MemoStore

/// One connection to a database file, owned: closed when released, also when opening fails.
///
/// Every result code is checked here and becomes a `MemoStoreError` naming the file; callers
/// above see no C. Statements for hot queries are prepared once and reused.
final class SQLiteConnection {
    let path: String
    let handle: OpaquePointer

    /// Opens the store at `path`. A missing store is created whole beside it (0600, in
    /// directories created 0700) and then linked into place, so no other process ever sees a
    /// half-made file; only an existing non-empty regular file is opened (see `StoreFile`).
    /// With `readOnly`, or when this process may not write the file, an existing file is
    /// opened for reading only: nothing is created beside it, and no write can happen
    /// through this connection.
    ///
    /// A WAL found beside the file is not folded into it on close until the file is known
    /// to be todo's (`SQLiteSchema`). When it holds frames, a file this process may write is
    /// first checked through a connection that writes neither the file, the WAL nor the
    /// `-shm`, unless another connection of this process has it open (`OpenStoreFiles`).
    convenience init(path: String, readOnly: Bool = false) throws {
        var found = try StoreFile.existing(path)
        if found == nil && !readOnly {
            try SQLiteSchema.createStore(at: path)
            found = try StoreFile.existing(path)
        }
        guard let found else {
            throw MemoStoreError.cannotOpen(path: path, reason: "no such file")
        }
        let writes = !readOnly && found.isWritable
        // SQLite would open it read-only and every write would fail naming the store.
        if writes, let companion = found.readOnlyCompanion {
            throw MemoStoreError.readOnly(path: path + companion)
        }
        // A connection to a file this process may write maps the -shm read-write, writing it,
        // and the process's other connections share the mapping: with WAL frames, a file not
        // yet checked here (`OpenStoreFiles`) is checked first by a probe that writes nothing.
        let check: (() throws -> Void)? = found.isWritable && found.walHasFrames && found.hasSHM
            ? { try Self.probe(path, found, forReading: readOnly) } : nil
        try OpenStoreFiles.enter(found.identity, checkingFirst: check)
        do {
            if writes {
                try self.init(path: path, uri: StoreFile.sqliteName(path), flags: SQLITE_OPEN_READWRITE)
                if found.hasWAL { setCheckpointsOnClose(false) }
            } else {
                do {
                    try self.init(path: path, uri: Self.readOnlyURI(path, found, sharedIndexReadOnly: !found.isWritable), flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
                } catch MemoStoreError.cannotOpen where found.hasSHM {
                    // The last writer closed meanwhile, folding in its WAL and removing the -shm
                    // this URI reads: look again.
                    guard let again = try StoreFile.existing(path), again.identity == found.identity else {
                        throw MemoStoreError.cannotOpen(path: path, reason: "it was replaced while being opened")
                    }
                    try self.init(path: path, uri: Self.readOnlyURI(path, again, sharedIndexReadOnly: !again.isWritable), flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
                }
            }
        } catch {
            OpenStoreFiles.leave(found.identity)
            throw error
        }
        identity = found.identity
        try StoreFile.checkUnchanged(path, found.identity)
    }

    /// Refuses a file that is not todo's, or is a newer todo's (for reading, one not of this
    /// version), before the connection that may write it, or its `-shm`, opens it: reads
    /// without touching the file, its WAL or its `-shm`. Any other failure (the last writer
    /// removed the `-shm` meanwhile) leaves the check to that connection, which does not fold
    /// the WAL in until the file is known.
    private static func probe(_ path: String, _ found: StoreFile.Found, forReading: Bool) throws {
        do {
            let probe = try SQLiteConnection(
                path: path, uri: readOnlyURI(path, found, sharedIndexReadOnly: true), flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
            defer { probe.close() }
            try forReading ? SQLiteSchema.checkCurrent(probe) : SQLiteSchema.checkOpenable(probe)
        } catch let error as MemoStoreError {
            switch error {
            case .notADatabase, .newerSchema: throw error
            default: return
            }
        }
    }

    /// Opens `path`, an empty file this process has just created privately, to make a store in
    /// it; errors name the store as `name` (the path it will have), else as `path`.
    convenience init(newStoreAt path: String, named name: String? = nil) throws {
        try self.init(path: name ?? path, uri: StoreFile.sqliteName(path), flags: SQLITE_OPEN_READWRITE)
    }

    /// Opens a private temporary database (SQLite's empty file name): created on first write,
    /// beyond its cache written to a temporary file, deleted on closing. Errors name it `name`.
    convenience init(privateTemporaryNamed name: String) throws {
        try self.init(path: name, uri: "", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    }

    private init(path: String, uri: String, flags: Int32) throws {
        self.path = path
        _ = Self.configureSQLite
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(uri, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let failure = SQLiteError(code: code, connection: handle, sql: nil)
            sqlite3_close_v2(handle)
            throw failure.storeError(path: path)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, 5_000)
        var registered = SQLITE_OK
        for arguments: Int32 in [3, 4] where registered == SQLITE_OK {
            registered = sqlite3_create_function_v2(
                handle, "todo_fts_words", arguments, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, Self.fullTextWords, nil, nil, nil)
        }
        if registered == SQLITE_OK { registered = SQLiteRegexpFunction.register(on: handle) }
        if registered == SQLITE_OK { registered = SQLiteNoteMatchFunction.register(on: handle) }
        guard registered == SQLITE_OK else {
            let failure = SQLiteError(code: registered, connection: handle, sql: nil)
            sqlite3_close_v2(handle)
            throw failure.storeError(path: path)
        }
    }

    /// Whether SQLite opened the file for reading only (it does so when the file is not writable).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Whether closing the last connection folds the WAL into the file (SQLite's default).
    /// Off while a file found with a WAL is not yet known to be todo's, so a refused file
    /// is left as it was, WAL and all.
    private(set) var checkpointsOnClose = true

    /// Sets `checkpointsOnClose`.
    func setCheckpointsOnClose(_ on: Bool) {
        checkpointsOnClose = on
        csqlite_checkpoint_on_close(handle, on ? 1 : 0)
    }

    deinit {
        close()
    }

    /// Closes the connection now: the last one to close checkpoints the WAL into the
    /// database file and removes it, so the next process starts without replaying it.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        statements.removeAll()
        sqlite3_close_v2(handle)
        if let identity { OpenStoreFiles.leave(identity) }
    }

    // MARK: - Statements

    /// The prepared statement for `sql`, prepared on first use and kept for the connection's life.
    func cached(_ sql: String) throws -> SQLiteStatement {
        if let statement = statements[sql] {
            return statement
        }
        let statement = try storeErrors { try SQLiteStatement(connection: self, sql: sql) }
        statements[sql] = statement
        return statement
    }

    /// Runs `sql` (one or more statements, no parameters).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        sqlite3_free(message)
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, connection: handle, sql: sql).storeError(path: path)
        }
    }

    /// Runs a cached statement with `values` bound, ignoring rows.
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws {
        let statement = try cached(sql)
        try storeErrors { try statement.bind(values).run() }
    }

    /// Runs a cached statement with `values` bound and reads each row with `row`, into an
    /// array with room for `expected` rows from the start (a large read then grows it no
    /// more, and touches no memory twice).
    func rows<T>(
        _ sql: String, _ values: [SQLiteValue] = [], reservingCapacity expected: Int = 0, _ row: (SQLiteStatement) throws -> T
    ) throws -> [T] {
        let statement = try cached(sql)
        return try storeErrors {
            try statement.bind(values)
            defer { statement.reset() }
            var result: [T] = []
            result.reserveCapacity(expected)
            while try statement.step() {
                result.append(try row(statement))
            }
            return result
        }
    }

    /// The first row of a cached statement read with `row`, or `nil` when there is none.
    func firstRow<T>(_ sql: String, _ values: [SQLiteValue] = [], _ row: (SQLiteStatement) throws -> T) throws -> T? {
        let statement = try cached(sql)
        return try storeErrors {
            try statement.bind(values)
            defer { statement.reset() }
            return try statement.step() ? try row(statement) : nil
        }
    }

    /// The rowid of the last row this connection inserted.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last statement changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    // MARK: - Transactions

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction: commits when it returns, rolls back
    /// when it throws. Immediate, so concurrent writers wait (busy timeout) instead of failing.
    /// Throws `.replaced`, writing nothing, when the path no longer names the file this
    /// connection opened (a backup moved over it): the write would go into an unlinked file
    /// and its ids be handed out again. Inside a transaction already, `body` joins it: the
    /// outer one commits or rolls back the whole.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try transaction(beginningWhen: { begin in
            try begin()
            return try body()
        })
    }

    /// Runs `body`, which calls `begin` when it wants the write lock: the `BEGIN IMMEDIATE`
    /// transaction of `transaction(_:)` starts there, not before, and commits when `body`
    /// returns (rolls back when it throws, if begun). So a body that first waits for something
    /// else (a hub's lock) keeps no writer of this file waiting meanwhile. Inside a transaction
    /// already, `begin` does nothing and the outer one commits or rolls back the whole.
    func transaction<T>(beginningWhen body: (_ begin: () throws -> Void) throws -> T) throws -> T {
        assert(!isReading, "a write inside `reading` would join its read transaction")
        if sqlite3_get_autocommit(handle) == 0 { return try body {} }
        var begun = false
        do {
            let result = try body {
                guard !begun else { return }
                try execute("BEGIN IMMEDIATE")
                begun = true
                // One stat(2), under the write lock: cheap next to the write itself.
                if let identity, StoreFile.identity(at: path) != identity {
                    throw MemoStoreError.replaced(path: path)
                }
            }
            if begun { try execute("COMMIT") }
            return result
        } catch {
            if begun, sqlite3_get_autocommit(handle) == 0 {
                try? execute("ROLLBACK")
            }
            throw error
        }
    }

    /// Runs `body` in one read transaction (`BEGIN` deferred): every statement it runs reads
    /// the same snapshot of the store, and the file's read lock is taken once, not once per
    /// statement. Inside a transaction already, `body` joins it. `body` only reads: a write
    /// would join this transaction instead of beginning its own `BEGIN IMMEDIATE` one.
    func reading<T>(_ body: () throws -> T) throws -> T {
        if sqlite3_get_autocommit(handle) == 0 { return try body() }
        try execute("BEGIN")
        isReading = true
        defer { isReading = false }
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
            throw error
        }
    }

    // MARK: - Private

    /// Set once, before the first connection of the process opens: SQLite keeps no memory
    /// statistics (todo reads none), so no allocation takes its process-wide mutex.
    private static let configureSQLite: Void = { _ = csqlite_disable_memory_statistics() }()

    private var statements: [String: SQLiteStatement] = [:]
    /// The file `path` named when it was opened, counted in `OpenStoreFiles` until closed;
    /// nil for a store being made.
    private var identity: StoreFile.Identity?
    private var isClosed = false
    /// Whether a read transaction `reading` began is open.
    private var isReading = false

    /// Runs `body`, turning a `SQLiteError` into the `MemoStoreError` that names this file.
    func storeErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw error.storeError(path: path)
        }
    }

    /// `todo_fts_words(user_id, title, body[, annotations])`: what the full-text index holds for
    /// a memo (`FullTextWords.withDocument`), so bulk statements and migrations can index in
    /// SQL. Without the annotations column, the words of a memo without annotations (what
    /// versions 3 to 26 indexed).
    private static let fullTextWords: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, count, arguments in
        guard let arguments else { return }
        func text(_ value: OpaquePointer?) -> UnsafeBufferPointer<UInt8> {
            // Read the length after the text: sqlite3_value_bytes counts the converted form.
            let bytes = sqlite3_value_text(value)
            return UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : Int(sqlite3_value_bytes(value)))
        }
        // The annotations column as stored (`StoredFieldText`), read by the one rule every
        // reader of the column uses, so the words removed are the words indexed.
        let stored = count == 4 ? text(arguments[3]) : UnsafeBufferPointer(start: nil, count: 0)
        let notes = stored.isEmpty ? [] : FullTextTerms.searchedNotes(of: StoredFieldText.annotations(String(decoding: stored, as: UTF8.self)))
        FullTextWords.withDocument(
            user: sqlite3_value_int64(arguments[0]), title: text(arguments[1]), body: text(arguments[2]), annotations: notes
        ) {
            sqlite3_result_text64(context, $0.baseAddress, UInt64($0.count), csqlite_transient(), UInt8(SQLITE_UTF8))
        }
    }

    /// A read-only URI for `path`. Without a WAL (or with an empty one, as a failed open on a
    /// full disk leaves) the file is complete: read it as immutable, which takes no locks and
    /// creates nothing. With frames in the WAL and a `-shm` present, the `-shm` is only read
    /// when `sharedIndexReadOnly`: the process's later writers to the file would share that
    /// read-only mapping (`OpenStoreFiles`), so only a probe and a reader of a file this
    /// process may not write ask for it; a reader of a file it may write, once probed, maps
    /// the `-shm` read-write.
    private static func readOnlyURI(_ path: String, _ found: StoreFile.Found, sharedIndexReadOnly: Bool) -> String {
        // `file://` and then the absolute path, so a path starting `//` is no authority.
        var uri = path.hasPrefix("/") ? "file://" : "file:./"
        for scalar in path.unicodeScalars {
            switch scalar {
            case "?": uri += "%3f"
            case "#": uri += "%23"
            case "%": uri += "%25"
            default: uri.unicodeScalars.append(scalar)
            }
        }
        guard found.walHasFrames else { return uri + "?mode=ro&immutable=1" }
        return uri + (found.hasSHM && sharedIndexReadOnly ? "?mode=ro&readonly_shm=1" : "?mode=ro")
    }
}
