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
final class PostgresConnection {
    /// How the database is named to people: never the URI, which may hold a password.
    let label: String

    /// Connects with a libpq URI or `key=value` string; libpq's own password sources
    /// (`PGPASSWORD`, `~/.pgpass`) apply. Gives up after 10 s unless the URI says otherwise.
    init(connectionString: String) throws {
        redaction = PostgresRedaction(connectionString: connectionString)
        if let reason = clibpq_load() {
            throw PostgresError(
                sqlState: "", message: "the PostgreSQL client library is not installed (\(String(cString: reason)))")
        }
        // The URI is expanded last, so its own settings win over these defaults.
        let keywords = ["connect_timeout", "fallback_application_name", "dbname"]
        let values = ["10", "todo", connectionString]
        let connection = withCStrings(keywords) { keys in
            withCStrings(values) { vals in PQconnectdbParams(keys, vals, 1) }
        }
        guard let connection else {
            throw PostgresError(sqlState: "", message: "out of memory")
        }
        let name = PQdb(connection).map { String(cString: $0) } ?? ""
        label = name.isEmpty ? "the PostgreSQL database" : "PostgreSQL database \"\(name)\""
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = redaction.clean(PQerrorMessage(connection).map { String(cString: $0) } ?? "")
            PQfinish(connection)
            throw PostgresError(sqlState: "08001", message: message)
        }
        handle = connection
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
        let handle = try open()
        var buffer: [CChar] = []
        var offsets: [Int?] = []
        for value in values {
            guard let value else { offsets.append(nil); continue }
            offsets.append(buffer.count)
            buffer.append(contentsOf: value.utf8.map { CChar(bitPattern: $0) })
            buffer.append(0)
        }
        buffer.append(0)
        let result = buffer.withUnsafeBufferPointer { bytes -> OpaquePointer? in
            let base = bytes.baseAddress!
            let pointers: [UnsafePointer<CChar>?] = offsets.map { $0.map { base + $0 } }
            return PQexecParams(handle, sql, Int32(values.count), nil, pointers, nil, nil, 0)
        }
        return try check(result, sql: sql, expecting: [PGRES_COMMAND_OK, PGRES_TUPLES_OK])
    }

    /// Runs a script of several statements without parameters (migrations).
    func executeScript(_ sql: String) throws {
        let handle = try open()
        _ = try check(PQexec(handle, sql), sql: nil, expecting: [PGRES_COMMAND_OK, PGRES_TUPLES_OK])
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
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
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

    // MARK: - Private

    private var handle: OpaquePointer?
    private let redaction: PostgresRedaction

    private func open() throws -> OpaquePointer {
        guard let handle else { throw PostgresError(sqlState: "08003", message: "the connection is closed") }
        return handle
    }

    /// Takes ownership of `result` and returns it when its status is one of `expected`.
    private func check(_ result: OpaquePointer?, sql: String?, expecting expected: [ExecStatusType]) throws -> PostgresResult {
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

    private func lastError(sql: String?) -> PostgresError {
        let message = handle.flatMap { PQerrorMessage($0) }.map { String(cString: $0) } ?? "no connection"
        let state = handle.map { PQstatus($0) == CONNECTION_BAD } == true ? "08006" : ""
        return PostgresError(sqlState: state, message: redaction.clean(message), sql: sql)
    }
}

/// Calls `body` with a NULL-terminated array of C strings that live for the call.
private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T) -> T {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
