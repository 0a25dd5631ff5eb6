import Foundation
import XCTest

/// Issue 13's terminal-safety tests that need a SQLite file: a bad path in the error line,
/// and times beyond any calendar written into the file as raw integers.
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

    func test_extremeStoredTimes_exportAndImportBack_unchanged() throws {
        let source = try TodoProcess()
        XCTAssertEqual(try source.run(["add", "old"]).status, 0)
        XCTAssertEqual(try source.run(["add", "new"]).status, 0)
        source.rawSQL("UPDATE memos SET created = -9223372036854775808, updated = -62135596801 WHERE id = 1;"
                      + "UPDATE memos SET created = 253402300799, updated = 9223372036854775807 WHERE id = 2")
        let exported = try source.run(["export"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertTrue(exported.stdout.contains("\"created\":\"0001-01-01T00:00:00Z\""), exported.stdout)
        XCTAssertTrue(exported.stdout.contains("\"updated\":\"9999-12-31T23:59:59Z\""), exported.stdout)

        let target = try TodoProcess()
        let imported = try target.run(["import"], stdin: Data(exported.stdout.utf8))
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try target.run(["export"]).stdout, exported.stdout)
    }
}
