import CSQLite
import MemoStore

/// A failed SQLite call, as it crosses the C boundary: codes, SQLite's message and the SQL.
struct SQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let extendedCode: Int32
    let message: String
    let sql: String?

    init(code: Int32, connection: OpaquePointer?, sql: String?) {
        self.code = code & 0xFF
        extendedCode = connection.map { sqlite3_extended_errcode($0) } ?? code
        message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(code))
        self.sql = sql
    }

    /// The error as the store reports it, naming `path` where the file is the problem.
    func storeError(path: String) -> MemoStoreError {
        switch code {
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path)
        case SQLITE_READONLY: return .readOnly(path: path)
        case SQLITE_NOTADB: return .notADatabase(path: path)
        case SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: message)
        default: return .engine(description)
        }
    }

    /// One line: `database error 19/2067: UNIQUE constraint failed: … in `INSERT …``.
    var description: String {
        // Statements span lines; the error is one.
        let statement = sql.map { " in `" + $0.split(whereSeparator: \.isNewline).map { $0.trimmingLeadingSpaces }.joined(separator: " ") + "`" } ?? ""
        return "database error \(code)/\(extendedCode): \(message)\(statement)"
    }
}

private extension Substring {
    var trimmingLeadingSpaces: Substring { drop(while: { $0 == " " }) }
}
