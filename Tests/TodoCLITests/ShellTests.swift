import Foundation
import Testing
import TestSupport

/// `todo shell` driven over a pipe: no terminal, so no prompts and no colour.
final class ShellTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_shellOverAPipe_loginAddOpenEditBackLogoutQuit(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let script = """
            add Buy milk
            add Call mom
            open 2
            body about Sunday
            back
            tree
            logout
            bob
            list all
            quit
            add never read

            """

        let result = try todo.run(["shell"], stdin: Data(script.utf8))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == """
            no open memos (0 open, 0 done)
            added #1 Buy milk
            added #2 Call mom
            #2 Call mom
            status:   open
            \(try lines(of: result.stdout, startingWith: "created:"))
            edit #2 Call mom
            2 open memos (2 open, 0 done)
                1 [ ] Buy milk
                2 [ ] Call mom
            Root
            └── LoggedIn
                └── TodoList
            no open memos (0 open, 0 done)
            no memos (0 open, 0 done)

            """)
        #expect(try todo.run(["show", "2"]).stdout.hasSuffix("\nabout Sunday\n") == true)
        #expect(try todo.run(["list"]).stdout.contains("never read") == false)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_shellExportAndImport_writeAndReadFiles_inEveryFormat_andRefuseBadOnesInOneLine(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-shell-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ics = directory.appendingPathComponent("memos.ics").path
        let script = """
            add Pay rent due:2026-12-01 pri:H +bills
            add Call mom
            export --format ical \(ics)
            export --format todotxt
            export --format yaml
            import /nonexistent-todo-dir/x.ics
            export /nonexistent-todo-dir/out.jsonl
            import \(ics)

            """
        let result = try todo.run(["shell"], stdin: Data(script.utf8))
        #expect(result.status == 1)
        let text = try String(contentsOfFile: ics, encoding: .utf8)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n"), "\(text)")
        #expect(text.components(separatedBy: "BEGIN:VTODO").count == 3, "\(text)")
        #expect(text.contains("SUMMARY:Pay rent\r\n"), "\(text)")
        #expect(result.stdout.contains("exported 2 memos to \(ics)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("(A) "), "todotxt shown on the screen: \(result.stdout)")
        #expect(result.stdout.hasSuffix("imported 0 memos, skipped 2 already present; read as iCalendar (--format to choose)\n"), "\(result.stdout)")
        #expect(result.stderr.split(separator: "\n") == [
            "usage: export [--format F] [FILE]",
            "error: cannot read /nonexistent-todo-dir/x.ics: No such file or directory",
            "error: cannot write /nonexistent-todo-dir/out.jsonl: No such file or directory; nothing was exported",
        ])

        let other = try makeTodo()
        let imported = try other.run(["shell"], stdin: Data("import --format ical \(ics)\nlist\n".utf8))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 2 memos\n"), "\(imported.stdout)")
        #expect(imported.stdout.contains("Pay rent"), "\(imported.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_shellOverAPipe_badLinesGoToStderr_andTheShellExitsOne(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let result = try todo.run(["shell"], stdin: Data("frobnicate\ndone 7\nadd   \n".utf8))

        #expect(result.status == 1)
        #expect(result.stderr == """
            unknown command 'frobnicate' (type help)
            error: no memo with id 7
            usage: add TITLE [ATTRIBUTE...]

            """)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_shellOverAPipe_aFailedLineThenGoodOnes_stillExitsOne_andWithoutFailuresZero(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let failed = try todo.run(["shell"], stdin: Data("done 7\nadd Buy milk\nlist\n".utf8))
        let clean = try todo.run(["shell"], stdin: Data("add Call mom\nlist\nquit\n".utf8))

        #expect(failed.status == 1)
        #expect(failed.stderr == "error: no memo with id 7\n")
        #expect(failed.stdout.contains("added #1 Buy milk\n"), "\(failed.stdout)")
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_shellOverAPipe_aLineOverOneMiB_isSkippedAsItIsRead_andTheShellExitsOne(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let long = "add " + String(repeating: "x", count: 3 << 20)

        let result = try todo.run(["shell"], stdin: Data("add first\n\(long)\r\nadd second\r\n".utf8))

        #expect(result.status == 1)
        #expect(result.stderr == "error: line 2 is longer than 1 MiB; it was skipped\n")
        #expect(result.stdout.contains("added #1 first\n"), "\(result.stdout)")
        #expect(result.stdout.contains("added #2 second\n"), "\(result.stdout)")
    }

    // MARK: - Private

    /// The lines of `text` from the one starting with `prefix` through the `uuid:` line, which
    /// hold times and a uuid the test cannot know.
    private func lines(of text: String, startingWith prefix: String) throws -> String {
        let all = text.components(separatedBy: "\n")
        let start = try #require(all.firstIndex { $0.hasPrefix(prefix) })
        let end = try #require(all[start...].firstIndex { $0.hasPrefix("uuid:") })
        return all[start...end].joined(separator: "\n")
    }
}
