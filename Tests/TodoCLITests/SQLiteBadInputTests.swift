import CSQLite
import Foundation
import XCTest

/// Bad stores that are SQLite files or paths: one line on stderr, exit 1, the file untouched.
final class SQLiteBadInputTests: XCTestCase {
    func test_dbThatIsADirectory_isARuntimeError() throws {
        let todo = try TodoProcess()

        let result = try TodoProcess.execute(["list", "--db", todo.directory.path, "--user", "u"])

        assertOneLineError(result, status: 1, "directory")
        XCTAssertTrue(result.stderr.contains(todo.directory.path), result.stderr)
    }

    func test_dbThatIsATextFile_isReportedAndLeftUntouched() throws {
        let todo = try TodoProcess()
        let text = Data(String(repeating: "not a database at all\n", count: 20).utf8)
        try text.write(to: URL(fileURLWithPath: todo.dbPath))

        let result = try todo.run(["add", "x"])

        assertOneLineError(result, status: 1, "text file")
        XCTAssertTrue(result.stderr.contains("not a todo database"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: todo.dbPath)), text)
    }

    func test_dbFromANewerVersion_isRefusedAndLeftUntouched() throws {
        let todo = try TodoProcess()
        try todo.run(["add", "x"])
        try setUserVersion(999, of: todo.dbPath)
        let before = try storeBytes(todo)

        let result = try todo.run(["list"])

        assertOneLineError(result, status: 1, "newer")
        XCTAssertTrue(result.stderr.contains("newer todo (schema 999"), result.stderr)
        XCTAssertEqual(try storeBytes(todo), before)
    }

    func test_dbInAReadOnlyLocation_isARuntimeError() throws {
        // /proc refuses new files even to root, who would ignore a directory's mode bits.
        let result = try TodoProcess.execute(["add", "x", "--db", "/proc/todo-tests/todo.sqlite", "--user", "u"])

        assertOneLineError(result, status: 1, "read-only")
        XCTAssertTrue(result.stderr.contains("/proc/todo-tests/todo.sqlite"), result.stderr)
    }

    // MARK: - Private

    private func setUserVersion(_ version: Int, of path: String) throws {
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        defer { sqlite3_close(handle) }
        // A checkpoint leaves the header in the main file, where the bytes are compared.
        XCTAssertEqual(sqlite3_exec(handle, "PRAGMA user_version = \(version); PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil), SQLITE_OK)
    }

    private func storeBytes(_ todo: TodoProcess) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: todo.dbPath))
    }
}
