#if canImport(Glibc)
import Glibc
#endif
import CLibPQ
import MemoStore

/// One libpq connection, owned: finished when released, also when connecting fails.
///
/// Every statement goes through `execute`, with its values bound as parameters (text
/// format, never spliced into the SQL), and every result status is checked here: what
/// callers above see is a `PostgresError`, with the password taken out of its message.
///
/// Every wait on the server ends (`PostgresTimeouts`): connecting and reading are polled
/// with deadlines of our own, and the server is asked for lock and statement timeouts. A
/// connection the server dropped (a restart) is made again once, before a statement that
/// starts something (`BEGIN`, a read outside a transaction); never inside a transaction.
final class PostgresConnection {
    /// How the database is named to people: never the URI, which may hold a password.
    let label: String
    /// The limits on waiting; an import lifts `statement` and `read` for its long statements.
    var timeouts: PostgresTimeouts

    /// Connects with a libpq URI or `key=value` string; libpq's own password sources
    /// (`PGPASSWORD`, `~/.pgpass`) apply. With `readOnly`, every transaction of the session
    /// is read-only (a setting of the session, so it survives reconnecting).
    init(connectionString: String, timeouts: PostgresTimeouts = .command, readOnly: Bool = false) throws {
        redaction = PostgresRedaction(connectionString: connectionString)
        self.timeouts = timeouts
        if let reason = clibpq_load() {
            throw PostgresError(
                sqlState: "", message: "the PostgreSQL client library is not installed (\(String(cString: reason)))")
        }
        budgetEnd = timeouts.total > 0 ? PostgresConnection.now() + Int64(timeouts.total) : nil
        // The string's own settings are read first, so its `options` are kept after ours (later
        // settings win) and its `connect_timeout` is honoured.
        let given = Self.settings(of: connectionString, ["options", "connect_timeout"])
        var options = timeouts.serverOptions + (readOnly ? " -c default_transaction_read_only=on" : "")
        if let theirs = given["options"] ?? getenv("PGOPTIONS").map({ String(cString: $0) }), !theirs.isEmpty {
            options += " " + theirs
        }
        connectLimit = given["connect_timeout"].flatMap { Int($0) }.map { $0 > 0 ? max(2, $0) * 1_000 : 0 } ?? timeouts.connect
        // The string is expanded in place of dbname; `options` after it replaces its own.
        let keywords = ["fallback_application_name", "dbname", "options"]
        let values = ["todo", connectionString, options]
        let connection = withCStrings(keywords) { keys in
            withCStrings(values) { vals in PQconnectStartParams(keys, vals, 1) }
        }
        guard let connection else {
            throw PostgresError(sqlState: "", message: "out of memory")
        }
        handle = connection
        let name = PQdb(connection).map { String(cString: $0) } ?? ""
        label = name.isEmpty ? "the PostgreSQL database" : "PostgreSQL database \"\(name)\""
        do {
            try finishConnecting(connection, PQconnectPoll)
        } catch {
            close()
            throw error
        }
        // Notices (an empty text-search query, for one) are not for the user's terminal.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
    }

    deinit {
        close()
    }

    /// Ends the session now; any use afterwards fails.
    func close() {
        guard let handle else { return }
        PQfinish(handle)
        self.handle = nil
    }

    // MARK: - Statements

    /// Runs one statement with `values` bound to `$1…` (nil is NULL) and returns its result.
    @discardableResult
    func execute(_ sql: String, _ values: [String?] = []) throws -> PostgresResult {
        var buffer: [CChar] = []
        var offsets: [Int?] = []
        for value in values {
            guard let value else { offsets.append(nil); continue }
            offsets.append(buffer.count)
            buffer.append(contentsOf: value.utf8.map { CChar(bitPattern: $0) })
            buffer.append(0)
        }
        buffer.append(0)
        return try run(sql, reporting: sql, expecting: [PGRES_COMMAND_OK, PGRES_TUPLES_OK]) { handle in
            buffer.withUnsafeBufferPointer { bytes -> Int32 in
                let base = bytes.baseAddress!
                let pointers: [UnsafePointer<CChar>?] = offsets.map { $0.map { base + $0 } }
                return PQsendQueryParams(handle, sql, Int32(values.count), nil, pointers, nil, nil, 0)
            }
        }
    }

    /// Runs a script of several statements without parameters (migrations).
    func executeScript(_ sql: String) throws {
        _ = try run(sql, reporting: nil, expecting: [PGRES_COMMAND_OK, PGRES_TUPLES_OK]) { PQsendQuery($0, sql) }
    }

    /// Runs `sql` (`COPY … FROM STDIN (FORMAT binary)`), then streams what `produce` writes to
    /// the server.
    /// When `produce` throws, the copy is abandoned and the error rethrown.
    func copyIn(_ sql: String, _ produce: (PostgresCopyWriter) throws -> Void) throws {
        let handle = try open()
        _ = try check(PQexec(handle, sql), sql: sql, expecting: [PGRES_COPY_IN])
        let writer = PostgresCopyWriter { bytes in
            let sent = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    PQputCopyData(handle, $0, Int32(buffer.count))
                }
            }
            if sent != 1 { throw self.lastError(sql: sql) }
        }
        do {
            try produce(writer)
            try writer.finish()
        } catch {
            _ = PQputCopyEnd(handle, "import abandoned")
            while let result = PQgetResult(handle) { PQclear(result) }
            throw error
        }
        guard PQputCopyEnd(handle, nil) == 1 else { throw lastError(sql: sql) }
        var failure: PostgresError?
        while let result = PQgetResult(handle) {
            do {
                _ = try check(result, sql: sql, expecting: [PGRES_COMMAND_OK])
            } catch let error as PostgresError {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    // MARK: - Transactions

    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
    /// Inside a transaction already, `body` joins it: the outer one commits or rolls back the whole.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        assert(!isReading, "a write inside `reading` would fail in its read-only transaction")
        return try inTransaction(beginningWith: "BEGIN", reading: false, body)
    }

    /// Runs `body` in one read-only transaction that sees one snapshot of the database
    /// (`REPEATABLE READ`): every statement it runs reads the same committed state. Inside a
    /// transaction already, `body` joins it. `body` only reads. A session the server drops
    /// during `body` is not made again until it ends (`run`), so `body` fails whole then.
    func reading<T>(_ body: () throws -> T) throws -> T {
        try inTransaction(beginningWith: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", reading: true, body)
    }

    // MARK: - Internal

    var handle: OpaquePointer?
    let redaction: PostgresRedaction
    /// When the budget of `timeouts.total` runs out (`now()` milliseconds), if there is one.
    var budgetEnd: Int64?
    /// How long connecting (and reconnecting) may take, in milliseconds; 0 for no limit.
    let connectLimit: Int
    /// Whether the last read gave up waiting: the session is in an unknown state, and is
    /// made again before its next statement.
    var isAbandoned = false

    func open() throws -> OpaquePointer {
        guard let handle else { throw PostgresError(sqlState: "08003", message: "the connection is closed") }
        return handle
    }

    /// Takes ownership of `result` and returns it when its status is one of `expected`.
    func check(_ result: OpaquePointer?, sql: String?, expecting expected: [ExecStatusType]) throws -> PostgresResult {
        guard let result else { throw lastError(sql: sql) }
        let owned = PostgresResult(handle: result)
        let status = PQresultStatus(result)
        guard expected.contains(status) else {
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } ?? ""
            let primary = PQresultErrorField(result, Int32(UInt8(ascii: "M"))).map { String(cString: $0) }
                ?? PQresultErrorMessage(result).map { String(cString: $0) } ?? "unexpected result"
            throw PostgresError(sqlState: state, message: redaction.clean(primary), sql: sql)
        }
        return owned
    }

    func lastError(sql: String?) -> PostgresError {
        let message = handle.flatMap { PQerrorMessage($0) }.map { String(cString: $0) } ?? "no connection"
        let state = handle.map { PQstatus($0) == CONNECTION_BAD } == true ? "08006" : ""
        return PostgresError(sqlState: state, message: redaction.clean(message), sql: sql)
    }

    // MARK: - Private

    /// Whether a transaction this connection began is open: a lost connection is then not
    /// made again until it ends, so no statement of it can run outside it.
    private var isInTransaction = false
    /// Whether a read-only transaction `reading` began is open.
    private var isReading = false

    /// Runs `body` in a transaction `begin` starts, or in the one open already, which then
    /// commits or rolls back the whole; `reading` marks a transaction begun by `reading`.
    private func inTransaction<T>(beginningWith begin: String, reading: Bool, _ body: () throws -> T) throws -> T {
        if let handle, PQtransactionStatus(handle) == PQTRANS_INTRANS { return try body() }
        try execute(begin)
        isReading = reading
        defer { isReading = false }
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if let handle, PQtransactionStatus(handle) != PQTRANS_IDLE {
                _ = try? execute("ROLLBACK")
            }
            throw error
        }
    }

    /// Sends one statement with `send` and waits for its result, reconnecting once when the
    /// server dropped the session and the statement may safely be sent again.
    /// `reported` is the SQL errors name (none for a script).
    private func run(
        _ sql: String, reporting reported: String?, expecting expected: [ExecStatusType], _ send: (OpaquePointer) -> Int32
    ) throws -> PostgresResult {
        let ends = Self.endsTransaction(sql)
        defer { if ends { isInTransaction = false } }
        var hasReconnected = false
        while true {
            let handle = try open()
            if isAbandoned || PQstatus(handle) == CONNECTION_BAD {
                guard !isInTransaction, !ends, !hasReconnected else { throw lostError(sql: reported) }
                try reconnect(handle)
                hasReconnected = true
                continue
            }
            do {
                guard send(handle) == 1 else { throw lastError(sql: reported) }
                let result = try check(try awaitResult(handle, sql: reported), sql: reported, expecting: expected)
                if Self.beginsTransaction(sql) { isInTransaction = true }
                return result
            } catch let error as PostgresError {
                let isLost = isAbandoned || PQstatus(handle) == CONNECTION_BAD
                guard isLost, !isInTransaction, !hasReconnected, !isAbandoned, Self.maySendAgain(sql) else { throw error }
                try reconnect(handle)
                hasReconnected = true
            }
        }
    }

    /// Makes the session again (the server restarted): the same settings, a new backend.
    private func reconnect(_ handle: OpaquePointer) throws {
        isAbandoned = false
        isInTransaction = false
        guard PQresetStart(handle) == 1 else { throw lostError(sql: nil) }
        try finishConnecting(handle, PQresetPoll)
    }

    private func lostError(sql: String?) -> PostgresError {
        let error = lastError(sql: sql)
        let message = error.message.isEmpty || isAbandoned ? "no connection to the server" : error.message
        return PostgresError(sqlState: "08006", message: message, sql: sql)
    }

    /// Statements that start something and read or set nothing else: sent again after the
    /// server dropped the session, since the first sending cannot have changed anything.
    private static func maySendAgain(_ sql: String) -> Bool {
        sql.hasPrefix("BEGIN") || sql.hasPrefix("SELECT") || sql.hasPrefix("SET ") || sql.hasPrefix("SHOW ")
    }

    private static func beginsTransaction(_ sql: String) -> Bool { sql.hasPrefix("BEGIN") }
    private static func endsTransaction(_ sql: String) -> Bool { sql == "COMMIT" || sql == "ROLLBACK" }

    /// The values of `keys` that a connection string sets itself (libpq reads it; no I/O).
    private static func settings(of connectionString: String, _ keys: [String]) -> [String: String] {
        guard let options = PQconninfoParse(connectionString, nil) else { return [:] }
        defer { PQconninfoFree(options) }
        var found: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            let key = String(cString: keyword)
            if keys.contains(key), let value = option.pointee.val { found[key] = String(cString: value) }
            option += 1
        }
        return found
    }
}

/// Calls `body` with a NULL-terminated array of C strings that live for the call.
private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T) -> T {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
