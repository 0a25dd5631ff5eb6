import CSQLite
import MemoStore
@testable import SQLiteMemoStore
import XCTest

/// Every error of todo's own says how the command line reports it: SQLite's too.
final class SQLiteErrorFailureTests: XCTestCase {
    func test_anSQLiteError_isARuntimeFailure() throws {
        let error: Error = SQLiteError(code: SQLITE_IOERR, connection: nil, sql: nil)

        let failure = try XCTUnwrap(error as? TodoFailure)

        XCTAssertEqual(failure.exitStatus, .failure)
        XCTAssertFalse(failure.description.isEmpty)
    }
}
