import Foundation
import Testing
import TestSupport

/// Each bad input: one line on stderr, exit 1 or 2, nothing on stdout, the store unchanged,
/// on each engine.
final class BadInputTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_badIDs_areUsageErrors(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.storeSnapshot()

        for arguments in [["show"], ["show", "abc"], ["show", "0"], ["show", "-1"],
                          ["show", "99999999999999999999"], ["done", "1.5"], ["rm", ""]] {
            let result = try todo.run(arguments)
            assertOneLineError(result, status: 2, arguments)
        }
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_badTitles_areUsageErrors(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.storeSnapshot()

        let huge = String(repeating: "x", count: 1_001)
        for arguments in [["add", ""], ["add", "   \t "], ["add", huge], ["edit", "1", "--title", " "],
                          ["edit", "1"], ["add", "x", "--bogus"], ["frobnicate"], ["list", "--all", "--done"],
                          ["list", "--limit", "0"]] {
            assertOneLineError(try todo.run(arguments), status: 2, arguments)
        }
        #expect(try todo.storeSnapshot() == before)
        #expect(try todo.run(["list"]).stdout == "    1 [ ] Keep me\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aTitleWithALineBreak_isRefusedOnAddModifyAndEdit_butAnImportKeepsItVisibly(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.storeSnapshot()

        for arguments in [["add", "first\nsecond"], ["add", "a\r\nb", "pri:H"], ["modify", "1", "new\ntitle"],
                          ["edit", "1", "--title", "one\u{2028}two"], ["append", "1", "x\ny"], ["prepend", "1", "x\ry"],
                          ["1", "append", "x\ny"]] {
            let result = try todo.run(arguments)
            assertOneLineError(result, status: 2, arguments)
            #expect(result.stderr.contains("line break"), "\(result.stderr)")
        }
        #expect(try todo.storeSnapshot() == before)
        let line = #"{"title":"first\nsecond","body":"","done":false,"created":"2026-01-01T00:00:00Z","updated":"2026-01-01T00:00:00Z"}"#
        let imported = try todo.run(["import", "--format", "json"], stdin: Data((line + "\n").utf8))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try todo.run(["list"]).stdout.contains("first^Jsecond"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aTZThatNamesNoZone_isReportedOnceOnStderr_thenUTCIsUsed_butNotInsideCompletion(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Meet", "due:2030-06-01T15:30"], environment: ["TZ": "UTC"])

        let bogus = try todo.run(["show", "1"], environment: ["TZ": "Mars/Olympus_Mons"])
        let utc = try todo.run(["show", "1"], environment: ["TZ": "UTC"])
        let posix = try todo.run(["show", "1"], environment: ["TZ": "EST5EDT"])
        let paris = try todo.run(["show", "1"], environment: ["TZ": "Europe/Paris"])
        let completion = try TodoProcess.execute(
            ["---completion", "show", "--", "positional@0", "3", "0", "todo", "show", "--db", todo.db, "--user", todo.user, ""],
            environment: ["TZ": "Mars/Olympus_Mons"])

        #expect(bogus.status == 0, "\(bogus.stderr)")
        #expect(bogus.stderr == "todo: TZ names no known time zone 'Mars/Olympus_Mons'; using UTC\n")
        #expect(bogus.stdout.contains("due:      2030-06-01 15:30"), "\(bogus.stdout)")
        #expect(bogus.stdout == utc.stdout)
        #expect((utc.stderr + posix.stderr + paris.stderr) == "")
        #expect(paris.stdout.contains("due:      2030-06-01 17:30"), "\(paris.stdout)")
        #expect(completion.stdout == "1\n")
        #expect(completion.stderr == "", "a shell's completion stays quiet")
        for offset in ["UTC+9223372036854775807", "XYZ-2147483648", "<+99>-100", "EST25", "EST5:60"] {
            let huge = try todo.run(["show", "1"], environment: ["TZ": offset])
            #expect(huge.stderr == "todo: TZ names no known time zone '\(offset)'; using UTC\n")
            #expect(huge.stdout == utc.stdout)
        }
        #expect(try todo.run(["show", "1"], environment: ["TZ": "<+0330>-3:30"]).stderr == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_unknownCommand_isAUsageErrorNamingTheNearestCommand(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let result = try todo.run(["lst"])

        assertOneLineError(result, status: 2, ["lst"])
        #expect(result.stderr == "todo: unknown command 'lst'; did you mean 'list'?\n")
        #expect(try todo.run(["--user", "ann", "photograph", "1", "x"]).stderr == "todo: unknown command 'photograph' (see todo --help)\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aNewlineInAWordOfAnError_isShownAsCaretJ_andTheLineGoesOnPastIt(_ engine: TodoEngine) throws {
        // given a store with one memo
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.storeSnapshot()
        let missing = todo.directory.appendingPathComponent("no\nfile").path

        // when words holding a newline are refused
        let priority = try todo.run(["add", "x", "pri:H\nX"])
        let file = try todo.run(["import", missing])

        // then each error is one line naming the whole word and the reason after it
        assertOneLineError(priority, status: 2, "pri")
        #expect(priority.stderr == "todo: bad priority in 'pri:H^JX': expected H, M or L\n")
        assertOneLineError(file, status: 1, "import")
        #expect(file.stderr.hasSuffix("no^Jfile: No such file or directory\n"), "\(file.stderr)")
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aDayThatEndsAfterTheYear9999InTheLocalZone_isRefusedInEveryDateAttribute(_ engine: TodoEngine) throws {
        // given a store with one memo, and a zone eight hours west of UTC
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.storeSnapshot()
        let west = ["TZ": "<-08>8"]

        for attribute in ["due", "wait", "scheduled", "until"] {
            // when a date attribute names 9999-12-31, which ends at 10000-01-01T07:59:59Z
            for arguments in [["add", "la", "\(attribute):9999-12-31"], ["modify", "1", "\(attribute):9999-12-31"]] {
                let result = try todo.run(arguments, environment: west)

                // then it is refused as 10000-01-01 is, and nothing is stored
                assertOneLineError(result, status: 2, arguments)
                #expect(result.stderr.hasPrefix("todo: bad date in '\(attribute):9999-12-31': no such date"), "\(result.stderr)")
            }
        }
        #expect(try todo.storeSnapshot() == before)
        #expect(try todo.run(["add", "la", "due:9999-12-30"], environment: west).status == 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_invalidUTF8Argument_isAUsageError(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo(withoutStore: true)
        let script = "exec \"$0\" add --db \"$1\" --user u \"$(printf 'bad \\377 bytes')\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, TodoProcess.binary.path, todo.db]
        let errors = Pipe()
        process.standardError = errors
        let exit = ProcessExit(of: process)
        try SignalMask.withNoneBlocked { try process.run() }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exit.wait()

        #expect(process.terminationStatus == 2)
        #expect(stderr == "todo: argument 6 is not valid UTF-8\n")
        #expect(try todo.storeSnapshot().keys.sorted() == [])
    }
}
