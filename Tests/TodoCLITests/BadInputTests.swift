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

    func test_aTitleWithALineBreak_isRefusedOnAddModifyAndEdit_butAnImportKeepsItVisibly() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.storeSnapshot()

        for arguments in [["add", "first\nsecond"], ["add", "a\r\nb", "pri:H"], ["modify", "1", "new\ntitle"],
                          ["edit", "1", "--title", "one\u{2028}two"]] {
            let result = try todo.run(arguments)
            assertOneLineError(result, status: 2, arguments)
            XCTAssertTrue(result.stderr.contains("line break"), result.stderr)
        }
        XCTAssertEqual(try todo.storeSnapshot(), before)
        let line = #"{"title":"first\nsecond","body":"","done":false,"created":"2026-01-01T00:00:00Z","updated":"2026-01-01T00:00:00Z"}"#
        let imported = try todo.run(["import", "--format", "json"], stdin: Data((line + "\n").utf8))
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(try todo.run(["list"]).stdout.contains("first^Jsecond"))
    }

    func test_aTZThatNamesNoZone_isReportedOnceOnStderr_thenUTCIsUsed_butNotInsideCompletion() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Meet", "due:2030-06-01T15:30"], environment: ["TZ": "UTC"])

        let bogus = try todo.run(["show", "1"], environment: ["TZ": "Mars/Olympus_Mons"])
        let utc = try todo.run(["show", "1"], environment: ["TZ": "UTC"])
        let posix = try todo.run(["show", "1"], environment: ["TZ": "EST5EDT"])
        let paris = try todo.run(["show", "1"], environment: ["TZ": "Europe/Paris"])
        let completion = try TodoProcess.execute(
            ["---completion", "show", "--", "positional@0", "3", "0", "todo", "show", "--db", todo.db, "--user", todo.user, ""],
            environment: ["TZ": "Mars/Olympus_Mons"])

        XCTAssertEqual(bogus.status, 0, bogus.stderr)
        XCTAssertEqual(bogus.stderr, "todo: TZ names no known time zone 'Mars/Olympus_Mons'; using UTC\n")
        XCTAssertTrue(bogus.stdout.contains("due:      2030-06-01 15:30"), bogus.stdout)
        XCTAssertEqual(bogus.stdout, utc.stdout)
        XCTAssertEqual(utc.stderr + posix.stderr + paris.stderr, "")
        XCTAssertTrue(paris.stdout.contains("due:      2030-06-01 17:30"), paris.stdout)
        XCTAssertEqual(completion.stdout, "1\n")
        XCTAssertEqual(completion.stderr, "", "a shell's completion stays quiet")
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
