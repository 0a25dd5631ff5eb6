import Foundation
import XCTest

/// Each bad input: one line on stderr, exit 1 or 2, nothing on stdout, the store unchanged,
/// on each engine.
class BadInputTests: EngineTestCase {
    func test_badIDs_areUsageErrors() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.storeSnapshot()

        for arguments in [["show"], ["show", "abc"], ["show", "0"], ["show", "-1"],
                          ["show", "99999999999999999999"], ["done", "1.5"], ["rm", ""]] {
            let result = try todo.run(arguments)
            assertOneLineError(result, status: 2, arguments)
        }
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }

    func test_badTitles_areUsageErrors() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.storeSnapshot()

        let huge = String(repeating: "x", count: 1_001)
        for arguments in [["add", ""], ["add", "   \t "], ["add", huge], ["edit", "1", "--title", " "],
                          ["edit", "1"], ["add", "x", "--bogus"], ["frobnicate"], ["list", "--all", "--done"],
                          ["list", "--limit", "0"]] {
            assertOneLineError(try todo.run(arguments), status: 2, arguments)
        }
        XCTAssertEqual(try todo.storeSnapshot(), before)
        XCTAssertEqual(try todo.run(["list"]).stdout, "    1 [ ] Keep me\n")
    }

    func test_unknownCommand_isAUsageErrorNamingTheNearestCommand() throws {
        let todo = try makeTodo()

        let result = try todo.run(["lst"])

        assertOneLineError(result, status: 2, ["lst"])
        XCTAssertEqual(result.stderr, "todo: unknown command 'lst'; did you mean 'list'?\n")
        XCTAssertEqual(try todo.run(["--user", "ann", "photograph", "1", "x"]).stderr,
                       "todo: unknown command 'photograph' (see todo --help)\n")
    }

    func test_invalidUTF8Argument_isAUsageError() throws {
        let todo = try makeTodo()
        let script = "exec \"$0\" add --db \"$1\" --user u \"$(printf 'bad \\377 bytes')\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, TodoProcess.binary.path, todo.db]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(stderr, "todo: argument 6 is not valid UTF-8\n")
        XCTAssertEqual(try todo.storeSnapshot().keys.sorted(), [])
    }
}
