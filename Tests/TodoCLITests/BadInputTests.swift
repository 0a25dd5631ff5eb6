import CSQLite
import Foundation
import XCTest

/// Each bad input: one line on stderr, exit 1 or 2, nothing on stdout, the store unchanged.
final class BadInputTests: XCTestCase {
    func test_badIDs_areUsageErrors() throws {
        let todo = try TodoProcess()
        try todo.run(["add", "Keep me"])
        let before = try storeBytes(todo)

        for arguments in [["show"], ["show", "abc"], ["show", "0"], ["show", "-1"],
                          ["show", "99999999999999999999"], ["done", "1.5"], ["rm", ""]] {
            let result = try todo.run(arguments)
            assertOneLineError(result, status: 2, arguments)
        }
        XCTAssertEqual(try storeBytes(todo), before)
    }

    func test_badTitles_areUsageErrors() throws {
        let todo = try TodoProcess()
        try todo.run(["add", "Keep me"])
        let before = try storeBytes(todo)

        let huge = String(repeating: "x", count: 1_001)
        for arguments in [["add", ""], ["add", "   \t "], ["add", huge], ["edit", "1", "--title", " "],
                          ["edit", "1"], ["add", "x", "--bogus"], ["frobnicate"], ["list", "--all", "--done"],
                          ["list", "--limit", "0"]] {
            assertOneLineError(try todo.run(arguments), status: 2, arguments)
        }
        XCTAssertEqual(try storeBytes(todo), before)
        XCTAssertEqual(try todo.run(["list"]).stdout, "    1 [ ] Keep me\n")
    }

    func test_unknownCommand_isAUsageErrorNamingTheNearestCommand() throws {
        let todo = try TodoProcess()

        let result = try todo.run(["lst"])

        assertOneLineError(result, status: 2, ["lst"])
        XCTAssertEqual(result.stderr, "todo: unknown command 'lst'; did you mean 'list'?\n")
        XCTAssertEqual(try todo.run(["--user", "ann", "annotate", "1", "x"]).stderr,
                       "todo: unknown command 'annotate' (see todo --help)\n")
    }

    func test_invalidUTF8Argument_isAUsageError() throws {
        let todo = try TodoProcess()
        let script = "exec \"$0\" add --db \"$1\" --user u \"$(printf 'bad \\377 bytes')\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, TodoProcess.binary.path, todo.dbPath]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(stderr, "todo: argument 6 is not valid UTF-8\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: todo.dbPath))
    }

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

    private func assertOneLineError(
        _ result: TodoResult, status: Int32, _ context: Any, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, status, "\(context): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "\(context)", file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("todo: "), "\(context): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(context): \(result.stderr)", file: file, line: line)
    }
}
