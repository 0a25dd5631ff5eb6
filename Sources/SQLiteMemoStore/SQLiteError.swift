#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite
import MemoStore

/// A failed SQLite call, as it crosses the C boundary: codes, SQLite's message, the failed
/// system call's errno and the SQL.
struct SQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let extendedCode: Int32
    let message: String
    let sql: String?
    /// The errno of the system call behind an I/O error (`sqlite3_system_errno`), else 0.
    let systemErrno: Int32

    /// `systemErrno`: nil takes the connection's.
    init(code: Int32, connection: OpaquePointer?, sql: String?, systemErrno: Int32? = nil) {
        self.code = code & 0xFF
        extendedCode = connection.map { sqlite3_extended_errcode($0) } ?? code
        message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(code))
        self.sql = sql
        self.systemErrno = systemErrno ?? connection.map { sqlite3_system_errno($0) } ?? 0
    }

    /// The error as the store reports it, naming `path` where the file is the problem.
    func storeError(path: String) -> MemoStoreError {
        switch code {
        // A full disk is SQLite's own SQLITE_FULL, or an I/O error whose write failed for want
        // of room: the index of a WAL grown on a full disk fails as SQLITE_IOERR_SHMSIZE.
        case SQLITE_FULL: return .noSpace(path: path)
        case SQLITE_IOERR where systemErrno == ENOSPC || systemErrno == EDQUOT: return .noSpace(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path)
        case SQLITE_READONLY: return .readOnly(path: path)
        case SQLITE_NOTADB: return .notADatabase(path: path)
        case SQLITE_CORRUPT: return .damaged(path: path, reason: message)
        // SQLite's own message ("unable to open database file") hides why: the system's says it.
        case SQLITE_CANTOPEN where systemErrno != 0: return .cannotOpen(path: path, reason: String(cString: strerror(systemErrno)))
        case SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: message)
        default: return .engine(description)
        }
    }

    /// One line: `database error 19/2067: UNIQUE constraint failed: … in `INSERT …``, the
    /// statement cut after `statementShown` characters (a migration's runs to thousands).
    var description: String {
        // Statements span lines; the error is one.
        let statement = sql.map { sql in
            let line = sql.split(whereSeparator: \.isNewline).map { $0.trimmingLeadingSpaces }.joined(separator: " ")
            return " in `" + (line.count > Self.statementShown ? String(line.prefix(Self.statementShown)) + "…" : line) + "`"
        } ?? ""
        return "database error \(code)/\(extendedCode): \(message)\(statement)"
    }

    /// How much of the failed statement `description` shows: enough to find it in the source.
    static let statementShown = 100
}

private extension Substring {
    var trimmingLeadingSpaces: Substring { drop(while: { $0 == " " }) }
}
