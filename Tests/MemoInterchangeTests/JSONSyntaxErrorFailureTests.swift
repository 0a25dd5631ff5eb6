import MemoStore
@testable import MemoInterchange
import XCTest

/// Every error of todo's own says how the command line reports it: the JSON reader's too, as
/// the record error it becomes.
final class JSONSyntaxErrorFailureTests: XCTestCase {
    func test_aJSONSyntaxError_isReportedAsItsRecordError() throws {
        let syntax = JSONSyntaxError(offset: 4, reason: "expected ':' after a key")
        let error: Error = syntax

        let failure = try XCTUnwrap(error as? TodoFailure)

        XCTAssertEqual(failure.exitStatus, syntax.asRecordError.exitStatus)
        XCTAssertEqual(failure.description, syntax.asRecordError.description)
        XCTAssertTrue(failure.description.contains("column 5"))
    }
}
