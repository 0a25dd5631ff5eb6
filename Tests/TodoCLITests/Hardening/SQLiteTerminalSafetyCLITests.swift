import Foundation
import XCTest

/// Issue 13's terminal-safety test that needs a SQLite file: a bad path in the error line.
final class SQLiteTerminalSafetyCLITests: XCTestCase {
    func test_errorLines_areTerminalSafe() throws {
        let todo = try TodoProcess()
        let file = todo.directory.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        let result = try TodoProcess.execute(["list", "--db", file.path + "/\u{1B}[2J\u{9B}\u{202E}.sqlite", "--user", "a"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        assertTerminalSafe(result.stderr, "error line")
        XCTAssertTrue(result.stderr.contains("^[[2J<U+009B><U+202E>"), result.stderr)
    }
}
