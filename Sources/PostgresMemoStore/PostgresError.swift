import MemoStore

/// A failed libpq call, as it crosses the C boundary: the SQLSTATE, the server's (or libpq's)
/// message on one line with any password taken out, and the statement that failed.
///
/// Only this module sees it; what leaves the module is the `MemoStoreError` it maps to.
public struct PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The five-character SQLSTATE (`23505`), or empty when libpq failed before the server answered.
    public let sqlState: String
    /// The message on one line, never holding the connection's password.
    public let message: String
    /// The statement that failed, when there was one.
    public let sql: String?

    /// Creates an error; `message` must already be redacted.
    public init(sqlState: String, message: String, sql: String? = nil) {
        self.sqlState = sqlState
        self.message = message
        self.sql = sql
    }

    /// `SQLSTATE 23505: duplicate key value …`, one line.
    public var description: String {
        sqlState.isEmpty ? message : "SQLSTATE \(sqlState): \(message)"
    }

    /// The error as the store reports it, engine-neutral and on one line.
    /// - parameter label: how the database is named to people (never its URI).
    public func storeError(label: String) -> MemoStoreError {
        switch sqlState {
        case "25006": return .readOnly(path: label)
        case "40001", "40P01", "55P03": return .busy(path: label)
        case "42501": return .permissionDenied(path: label, reason: message)
        // A lock or statement timeout: the server gave up waiting, as SQLite's busy timeout does.
        case "57014": return .busy(path: label)
        case "08000", "08003", "08006", "57P01", "57P02", "57P03": return .disconnected(path: label, reason: message)
        default: return PostgresStoreErrors.engine("database error \(description)")
        }
    }
}

/// The one place that turns engine failures into `MemoStoreError` values, so the store's
/// error type can change shape without touching the queries.
enum PostgresStoreErrors {
    /// A failure of the engine, as one line.
    static func engine(_ line: String) -> MemoStoreError {
        .engine(line)
    }
}
