import MemoStore
import PostgresMemoStore
import XCTest

/// Every error of todo's own says how the command line reports it: libpq's too.
final class PostgresErrorFailureTests: XCTestCase {
    func test_aPostgresError_isARuntimeFailure_sayingItsOneLine() throws {
        let error: Error = PostgresError(sqlState: "XX000", message: "internal error")

        let failure = try XCTUnwrap(error as? TodoFailure)

        XCTAssertEqual(failure.exitStatus, .failure)
        XCTAssertEqual(failure.description, "SQLSTATE XX000: internal error")
    }
}
