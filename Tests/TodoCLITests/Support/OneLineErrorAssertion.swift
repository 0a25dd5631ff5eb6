import XCTest

extension XCTestCase {
    /// Fails unless `result` is exit `status`, nothing on stdout and one line on stderr
    /// starting `todo: `.
    func assertOneLineError(
        _ result: TodoResult, status: Int32, _ context: Any, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, status, "\(context): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "\(context)", file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("todo: "), "\(context): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(context): \(result.stderr)", file: file, line: line)
    }
}
