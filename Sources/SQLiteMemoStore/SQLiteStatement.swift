import CSQLite
import MemoStore

/// One prepared statement, owned: finalized when released.
///
/// It does not own its connection (GRDB's `unowned let database`): the connection caches
/// its statements, so a strong reference back would be a cycle and a connection released
/// without `close()` would never close. The connection finalizes its statements before it
/// closes, so a statement never outlives it.
///
/// Binding is by 1-based position; text is bound and read with explicit byte lengths, so
/// strings holding NUL characters survive the round trip.
final class SQLiteStatement {
    let sql: String

    init(connection: SQLiteConnection, sql: String) throws {
        self.connection = connection
        self.sql = sql
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
        guard code == SQLITE_OK, let handle else {
            sqlite3_finalize(handle)
            throw SQLiteError(code: code, connection: connection.handle, sql: sql)
        }
        self.handle = handle
    }

    deinit {
        sqlite3_finalize(handle)
    }

    // MARK: - Binding

    /// Resets the statement and binds `values` to its parameters, in order; every
    /// parameter of the statement must be given.
    @discardableResult
    func bind(_ values: [SQLiteValue]) throws -> SQLiteStatement {
        sqlite3_reset(handle)
        hasReturnedRows = false
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
        return self
    }

    /// Binds one value to the 1-based parameter `index`, leaving the others as they are.
    func bind(_ value: SQLiteValue, at index: Int32) throws {
        switch value {
        case .integer(let integer): try bind(integer, at: index)
        case .text(let text): try bind(text, at: index)
        case .null: try check(sqlite3_bind_null(handle, index))
        }
    }

    /// Binds an integer to the 1-based parameter `index`; for hot loops that skip `bind(_:)`.
    func bind(_ value: Int64, at index: Int32) throws {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    /// Binds text, with its byte length, to the 1-based parameter `index`; SQLite copies it.
    func bind(_ value: String, at index: Int32) throws {
        var text = value
        try text.withUTF8 { try bind(utf8: $0, at: index) }
    }

    /// Binds the UTF-8 text `bytes` to the 1-based parameter `index`; SQLite copies it.
    func bind(utf8 bytes: UnsafeBufferPointer<UInt8>, at index: Int32) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            // A nil pointer would bind NULL; the empty string is a value. Bound from the
            // binary's own constant, which SQLite need not copy (a nil destructor is
            // SQLITE_STATIC): an import binds four of these a memo.
            let empty = UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
            return try check(sqlite3_bind_text(handle, index, empty, 0, nil))
        }
        try check(base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            sqlite3_bind_text64(handle, index, $0, UInt64(bytes.count), csqlite_transient(), UInt8(SQLITE_UTF8))
        })
    }

    /// Binds the columns of `row`'s current row, as they are (blobs too), to the parameters
    /// from 1 on, one each: a row copied from one database into another.
    func bind(columnsOf row: SQLiteStatement) throws {
        for column in 0..<sqlite3_column_count(row.handle) {
            try check(sqlite3_bind_value(handle, column + 1, sqlite3_column_value(row.handle, column)))
        }
    }

    /// Makes the statement ready to run again, keeping its bindings.
    func rewind() {
        sqlite3_reset(handle)
        hasReturnedRows = false
    }

    // MARK: - Stepping

    /// Advances to the next row; `false` when there are no more.
    ///
    /// A write refused by a dependency guard (`SQLiteSchema.version24`: the first memo of the
    /// store with dependencies) installs the dependency triggers and runs again, once, when
    /// it has returned no row yet: the refusal undid all it had done.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            hasReturnedRows = true
            return true
        case SQLITE_DONE:
            sqlite3_reset(handle)
            hasReturnedRows = false
            return false
        case let code:
            let failure = error(code)
            sqlite3_reset(handle)
            defer { hasReturnedRows = false }
            guard failure.code == SQLITE_CONSTRAINT, failure.message == SQLiteSchema.dependencyGuardMessage,
                  !hasReturnedRows, !isInstallingDependencyTriggers
            else { throw failure }
            isInstallingDependencyTriggers = true
            defer { isInstallingDependencyTriggers = false }
            try SQLiteSchema.installDependencyTriggers(in: connection)
            return try step()
        }
    }

    /// Runs the statement to its end, ignoring rows.
    func run() throws {
        while try step() {}
    }

    /// Releases the statement's read position so it holds no lock while cached.
    func reset() {
        sqlite3_reset(handle)
        hasReturnedRows = false
    }

    // MARK: - Columns of the current row

    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    func bool(_ column: Int32) -> Bool {
        sqlite3_column_int64(handle, column) != 0
    }

    func string(_ column: Int32) -> String {
        optionalString(column) ?? ""
    }

    /// The column's text, or nil when it is NULL. The column is looked up once and its text
    /// and length read from the value found: each `sqlite3_column_*` call looks it up again
    /// (1.3 M instructions of 86 M for `list --all` at 8,000 memos). That value is SQLite's
    /// unprotected kind, read here on the connection's one thread, as SQLite allows.
    func optionalString(_ column: Int32) -> String? {
        let value = sqlite3_column_value(handle, column)
        guard let bytes = sqlite3_value_text(value) else { return nil }
        let count = Int(sqlite3_value_bytes(value))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column's integer, or nil when it is NULL, from one look-up (as `optionalString`).
    func optionalInt64(_ column: Int32) -> Int64? {
        let value = sqlite3_column_value(handle, column)
        return sqlite3_value_type(value) == SQLITE_NULL ? nil : sqlite3_value_int64(value)
    }

    /// The column's time (seconds since 1970, as every time is stored), or nil when it is NULL.
    func optionalTimestamp(_ column: Int32) -> Timestamp? {
        optionalInt64(column).map(Timestamp.init(secondsSince1970:))
    }

    /// Whether the column holds no text (the empty text or NULL), read without making a
    /// string: most memos' list fields are empty, and their parsing is skipped.
    func isEmptyText(_ column: Int32) -> Bool {
        sqlite3_column_bytes(handle, column) == 0
    }

    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    // MARK: - Private

    private unowned let connection: SQLiteConnection
    /// Whether the run in progress has returned a row (a write refused after one is not run again).
    private var hasReturnedRows = false
    /// Whether this statement's run is the one again after installing the triggers.
    private var isInstallingDependencyTriggers = false
    private let handle: OpaquePointer

    private func check(_ code: Int32) throws {
        guard code == SQLITE_OK else { throw error(code) }
    }

    private func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, connection: connection.handle, sql: sql)
    }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case integer(Int64)
    case text(String)
    case null
}

extension SQLiteValue {
    static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }
    static func optionalText(_ value: String?) -> SQLiteValue { value.map(SQLiteValue.text) ?? .null }
}
