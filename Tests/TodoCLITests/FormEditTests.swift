import Foundation
import Testing
import TestSupport

/// `todo edit ID` with no option: every field in the person's editor, applied as one modify;
/// and `todo history ID`: one memo's changes, field by field.
final class FormEditTests: EngineSuite {
    private let utc = ["TZ": "UTC"]
    private var scratch: URL!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("todo-form-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    deinit {
        // nil when the test was cancelled before making it (no PostgreSQL server).
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_editWithoutOptions_appliesEveryChangedFieldAsOneModify_thatOneUndoTakesBack(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "due:2030-01-02", "+home"], environment: utc)
        try todo.run(["add", "Other"])
        let original = try todo.run(["show", "1", "--json"]).stdout
        let editor = try script("""
            sed -i -e 's/^Priority:.*/Priority: L/' -e 's/^Tags:.*/Tags: home errand/' \\
              -e 's/^Due:.*/Due: 2030-01-05/' -e 's/^Depends:.*/Depends: 2/' \\
              -e 's/^Title:.*/Title: Buy oat milk/' -e '$a two litres' "$1"
            """)

        let edit = try todo.run(["edit", "1"], environment: utc.merging(["EDITOR": editor]) { $1 })

        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(edit.stdout == "modify #1 Buy oat milk\n")
        let memo = try json(try todo.run(["show", "1", "--json"]).stdout)
        #expect(memo["title"] as? String == "Buy oat milk")
        #expect(memo["body"] as? String == "two litres")
        #expect(memo["priority"] as? String == "L")
        #expect(memo["tags"] as? [String] == ["errand", "home"])
        #expect(memo["due"] as? String == "2030-01-05T23:59:59Z")
        #expect((memo["depends"] as? [String])?.count == 1)
        #expect(try todo.run(["undo"]).stdout == "undid modify #1 \"Buy oat milk\"\n")
        #expect(try todo.run(["show", "1", "--json"]).stdout == original)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_editInTaskwarriorsOrder_editsTheMemosNamedOrFound_eachAsAnUndoStepOfItsOwn(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["Milk +errand", "Letter", "Bank +errand"] { try todo.run(["add"] + title.split(separator: " ").map(String.init)) }
        let editor = try script("sed -i -e 's/^Title: \\(.*\\)/Title: \\1 edited/' \"$1\"")

        let byID = try todo.run(["2", "edit", "--title", "Post letter"])
        let byFilter = try todo.run(["+errand", "edit"], environment: ["EDITOR": editor])

        #expect(byID.stdout == "edit #2 Post letter\n", "\(byID.stderr)")
        #expect(byFilter.stdout == "modify #1 Milk edited\n\nmodify #3 Bank edited\n", "\(byFilter.stderr)")
        #expect(try todo.run(["undo"]).stdout == "undid modify #3 \"Bank edited\"\n")
        let titles = try todo.run(["export"]).stdout.split(separator: "\n").map { try json(String($0))["title"] as? String }
        #expect(titles == ["Milk edited", "Post letter", "Bank"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_editor_runsThroughTheShellWithItsArguments_onAPrivateFileRemovedAfter(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let seen = scratch.appendingPathComponent("seen").path
        let editor = try script("""
            printf '%s\\n' "$1" "$2" > '\(seen)'
            stat -c %a "$2" >> '\(seen)'
            head -n 20 "$2" | grep '^Title:' >> '\(seen)'
            """)

        let edit = try todo.run(["edit", "1"], environment: ["VISUAL": editor + " --wait", "EDITOR": "false", "TMPDIR": scratch.path])

        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(edit.stdout == "no change to #1\n")
        let lines = try String(contentsOfFile: seen, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines[0] == "--wait")
        #expect(lines[1].hasPrefix(scratch.path + "/todo-edit-"), "\(lines[1])")
        #expect(lines[2] == "600")
        #expect(lines[3] == "Title:      Buy milk")
        #expect(!FileManager.default.fileExists(atPath: lines[1]))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_formThatCannotBeRead_isReportedLineByLine_andChangesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let editor = try script("sed -i -e 's/^Due:.*/Due: fri2/' -e 's/^Priority:.*/Priority: Z/' -e 's/^Title:.*/Title: Changed/' \"$1\"")
        let before = try todo.storeSnapshot()

        let edit = try todo.run(["edit", "1"], environment: ["EDITOR": editor])

        #expect(edit.status == 2)
        #expect(edit.stdout == "")
        #expect(edit.stderr == """
            todo: line 7: bad date in 'fri2': expected a date such as 2026-12-01, tomorrow or +3d
            todo: line 12: bad priority in 'Z': expected H, M or L
            todo: the form of #1 was not read; nothing was changed

            """)
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aFormThatCannotBeRead_onATerminal_reopensOnThePersonsText_whenAsked(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let marker = scratch.appendingPathComponent("opened-once").path
        // First a bad priority with a new title; then, seeing that title kept, a good priority.
        let editor = try script("""
            if [ ! -e '\(marker)' ]; then
              touch '\(marker)'
              sed -i -e 's/^Priority:.*/Priority: Z/' -e 's/^Title:.*/Title: Buy oat milk/' "$1"
            elif grep -q '^Title: Buy oat milk$' "$1"; then
              sed -i 's/^Priority:.*/Priority: L/' "$1"
            fi
            """)
        let run = todo.directory.appendingPathComponent("edit.sh")
        let command = ["env", "-u", "TODO_DB", "NO_COLOR=1", "EDITOR=\(editor)", TodoProcess.binary.path,
                       "--db", todo.db, "--user", todo.user, "edit", "1"].map { "'\($0)'" }.joined(separator: " ")
        try "\(command)\necho \"[exit $?]\"\nexec cat\n".write(to: run, atomically: true, encoding: .utf8)

        let session = try TerminalSession(running: "sh '\(run.path)'", in: todo.directory, prompt: "edit #1 again? [Y/n]")
        #expect(session.screen.contains { $0.hasPrefix("todo: line 12: bad priority in 'Z'") }, "\(session.screen)")
        session.type("y")
        session.press("Enter")
        session.waitForLine("[exit 0]")

        let memo = try json(try todo.run(["show", "1", "--json"]).stdout)
        #expect(memo["title"] as? String == "Buy oat milk")
        #expect(memo["priority"] as? String == "L")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_editorThatFails_orAMemoThatDoesNotExist_changesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let editor = try script("sed -i 's/^Title:.*/Title: Changed/' \"$1\"; exit 3")
        let before = try todo.storeSnapshot()

        let failed = try todo.run(["edit", "1"], environment: ["EDITOR": editor])
        let missing = try todo.run(["edit", "9"], environment: ["EDITOR": editor])

        #expect(failed.status == 1)
        #expect(failed.stderr == "todo: the editor '\(editor)' exited with status 3; nothing was changed\n")
        #expect(missing.status == 1)
        #expect(missing.stderr == "todo: no memo with id 9\n")
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_editWithoutAnEditorNorATerminal_isAUsageError_notVi(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])

        let edit = try todo.run(["edit", "1"], environment: ["VISUAL": "", "EDITOR": ""])

        #expect(edit.status == 2)
        #expect(edit.stderr == "todo: no editor for edit without a terminal: set VISUAL or EDITOR\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_editInTheShell_usesTheEditor_andWithoutOneOnAPipe_saysSo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])
        let editor = try script("sed -i 's/^Priority:.*/Priority: M/' \"$1\"")

        let edited = try todo.run(["shell"], stdin: Data("open 1\nedit\nquit\n".utf8), environment: ["EDITOR": editor])
        let without = try todo.run(["shell"], stdin: Data("open 1\nedit\nquit\n".utf8), environment: ["VISUAL": "", "EDITOR": ""])

        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("modify #1 Buy milk\n"), "\(edited.stdout)")
        #expect(try json(try todo.run(["show", "1", "--json"]).stdout)["priority"] as? String == "M")
        #expect(without.stderr.contains("no editor here; use title, body or modify\n"), "\(without.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_historyID_listsOneMemosChangesFieldByField_oldestFirst(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "due:2030-01-02"], environment: utc)
        try todo.run(["add", "Other"])
        try todo.run(["modify", "1", "pri:H", "+home", "due:"], environment: utc)
        try todo.run(["modify", "2", "pri:L"])
        try todo.run(["edit", "1", "--title", "Buy oat milk"])
        try todo.run(["done", "1"])

        let text = try todo.run(["history", "1"], environment: utc)
        let json = try todo.run(["history", "1", "--json"])
        let missing = try todo.run(["history", "9"])

        #expect(text.status == 0, "\(text.stderr)")
        let withoutTimes = text.stdout.split(separator: "\n").map { line in
            line.hasPrefix(" ") ? String(line) : String(line.split(separator: " ", maxSplits: 2)[2].drop { $0 == " " })
        }
        #expect(Array(withoutTimes.dropLast()) == [
            "add", "  title: \"Buy milk\"", "  done: open", "  due: 2030-01-02",
            "modify", "  due: 2030-01-02 -> none", "  priority: none -> H", "  tags: none -> home",
            "edit", "  title: \"Buy milk\" -> \"Buy oat milk\"",
            "done", "  done: open -> done",
        ])
        // When it was done, to the minute.
        #expect(withoutTimes.last?.hasPrefix("  end: none -> 20") == true, "\(withoutTimes)")
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(steps.compactMap { $0["kind"] as? String } == ["add", "modify", "edit", "done"])
        let fields = try #require(steps[1]["fields"] as? [[String: Any]])
        #expect(fields.compactMap { $0["field"] as? String } == ["due", "priority", "tags"])
        #expect(fields[0]["from"] as? String == "2030-01-02T23:59:59Z")
        #expect(fields[0]["to"] is NSNull)
        #expect(missing.status == 1)
        #expect(missing.stderr == "todo: no memo with id 9\n")
    }

    // MARK: - Private

    /// A shell script in the scratch directory; returns the editor command that runs it.
    ///
    /// Run by `sh`, not executed itself: while this test writes an executable, a process another
    /// test spawns at that moment inherits the open file, and executing it then fails with
    /// ETXTBSY ("Text file busy"), which made the editor fail now and then.
    private func script(_ body: String) throws -> String {
        let url = scratch.appendingPathComponent("editor-\(UUID().uuidString).sh")
        try (body + "\n").write(to: url, atomically: true, encoding: .utf8)
        return "sh \(url.path)"
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
