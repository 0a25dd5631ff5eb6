import MemoStore
import TodoLanguage
import XCTest

/// Every error of todo's own says how the command line reports it: the edit form's too.
final class MemoFormErrorFailureTests: XCTestCase {
    func test_aFormThatCannotBeRead_isAUsageError() throws {
        let error: Error = MemoFormError(problems: [MemoFormError.Problem(line: 3, message: "unknown field 'colour'")])

        let failure = try XCTUnwrap(error as? TodoFailure)

        XCTAssertEqual(failure.exitStatus, .usage)
        XCTAssertEqual(failure.description, "line 3: unknown field 'colour'")
    }
}
