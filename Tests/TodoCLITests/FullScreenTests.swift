import Foundation
import Testing
import TestSupport

/// `todo ui` on a real terminal (tmux): the keys a person presses, the screen they see, and
/// the terminal they get back. Every step waits for the screen it expects (`TerminalSession`).
final class FullScreenTests: EngineSuite {
    private var todo: TodoProcess!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        todo = try makeTodo()
    }

    @Test(arguments: TodoEngine.allCases)
    func test_at80x24_opensMovesOpensAMemo_marksItDone_undoes_resizes_andQuits(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try exercise(width: 80, height: 24, resizedTo: (100, 30))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_at200x60_showsTheMemoBesideTheList_andResizes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try exercise(width: 200, height: 60, resizedTo: (80, 24))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_memoAddedByAnotherProcess_appearsWhileOpen(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try todo.run(["add", "Buy milk"])
        let ui = try TerminalSession(todo, running: ["ui"], before: "$ todo ui", width: 80, height: 24, ready: "1 open · 0 done")

        try todo.run(["add", "Added elsewhere", "pri:H"])

        ui.waitForLine(containing: "2 open · 0 done")
        ui.waitForLine(containing: "Added elsewhere  pri:H")
    }

    @Test func test_titlesWithEscapesBidiAndWideCharacters_areShownNotObeyed() throws {
        try begin(on: .sqlite)
        try todo.run(["add", "--", "evil \u{1B}]0;pwned\u{07} \u{202E}desrever"])
        try todo.run(["add", "漢字の買い物 list"])
        let ui = try TerminalSession(todo, running: ["ui"], before: "$ todo ui", width: 80, height: 24, ready: "2 open · 0 done")

        ui.waitForLine(containing: "evil ^[]0;pwned^G <U+202E>desrever")
        ui.waitForLine(containing: "漢字の買い物 list")
        ui.press("G")
        // The wide title is measured in columns: the selected row's bar ends at the edge.
        ui.waitForLine(containing: " 2/2 ")
    }

    @Test func test_aSmallTerminal_saysSo_andComesBackWhenEnlarged() throws {
        try begin(on: .sqlite)
        try todo.run(["add", "Buy milk"])
        let ui = try TerminalSession(todo, running: ["ui"], before: "$ todo ui", width: 80, height: 24, ready: "1 open · 0 done")

        ui.resize(width: 30, height: 3)
        ui.waitForLine(containing: "enlarge the terminal")
        ui.resize(width: 80, height: 24)

        ui.waitForLine(containing: "1 open · 0 done")
    }

    @Test func test_addFilterAndSearch_readTheWordsOfTheCommands() throws {
        try begin(on: .sqlite)
        try todo.run(["add", "Buy milk", "+errand"])
        try todo.run(["add", "Pay rent", "project:home"])
        let ui = try TerminalSession(todo, running: ["ui"], before: "$ todo ui", width: 80, height: 24, ready: "2 open · 0 done")

        ui.press("a")
        ui.type("Call mom due:tomorrow +family")
        ui.press("Enter")
        ui.waitForLine(containing: "added #3 Call mom")
        ui.press("f")
        ui.type("+family")
        ui.press("Enter")
        ui.waitForLine(containing: "filter +family")
        ui.waitUntil("only Call mom listed") { screen in
            screen.contains { $0.contains("Call mom") } && !screen.contains { $0.contains("Buy milk") }
        }
        ui.press("Escape")
        ui.press("/")
        ui.type("rent")
        ui.press("Enter")

        ui.waitUntil("only Pay rent found") { screen in
            // The status line (the last) may still say Call mom was added.
            screen.contains { $0.contains("Pay rent") } && !screen.dropLast().contains { $0.contains("Call mom") }
        }
    }

    @Test func test_ctrlC_givesTheScreenBack() throws {
        try begin(on: .sqlite)
        try todo.run(["add", "Buy milk"])
        let ui = try TerminalSession(todo, running: ["ui"], before: "$ todo ui", width: 80, height: 24, ready: "1 open · 0 done")

        ui.press("C-c")

        expectScreenGivenBack(ui, status: "[exit ")
    }

    @Test func test_aCrash_givesTheScreenBack() throws {
        try begin(on: .sqlite)
        try todo.run(["add", "Buy milk"])
        let ui = try TerminalSession(
            todo, running: ["ui"], before: "$ todo ui", width: 80, height: 24, environment: ["SWIFT_BACKTRACE=enable=no"],
            ready: "1 open · 0 done")
        let program = try #require(ui.programID)

        kill(program, SIGSEGV)

        expectScreenGivenBack(ui, status: "[exit 139]")
    }

    @Test func test_withoutATerminal_saysSoInOneLine_andChangesNothing() throws {
        try begin(on: .sqlite)
        try todo.run(["add", "Buy milk"])

        let result = try todo.run(["ui"], stdin: Data())

        #expect(result.status == 1)
        #expect(result.stderr == "todo: ui needs a terminal (standard input and output)\n")
        #expect(result.stdout.isEmpty)
        #expect(try todo.run(["list"]).stdout.contains("Buy milk"))
    }

    @Test func test_e_editsTheSelectedMemoInTheEditor_andComesBack() throws {
        try begin(on: .sqlite)
        try todo.run(["add", "Buy milk"])
        let editor = todo.directory.appendingPathComponent("editor.sh")
        try "sed -i 's/^Title:.*/Title: Buy oat milk/' \"$1\"\n".write(to: editor, atomically: true, encoding: .utf8)
        // Read by sh, not executed: a file this process has just written may still be open for
        // writing in a child another test forked meanwhile, and executing it then fails
        // ("Text file busy", the editor's exit status 126).
        let ui = try TerminalSession(
            todo, running: ["ui"], before: "$ todo ui", width: 80, height: 24, environment: ["EDITOR=sh \(editor.path)", "VISUAL="],
            ready: "1 open · 0 done")

        ui.press("e")

        ui.waitForLine(containing: "Buy oat milk")
        ui.waitForLine(containing: "1 open · 0 done")
    }

    // MARK: - Private

    /// Waits for the shell to say how the UI ended, then checks its screen is back as it was.
    private func expectScreenGivenBack(_ ui: TerminalSession, status: String) {
        ui.waitForLine(containing: status)
        #expect(ui.screen.first == "$ todo ui")
        #expect(!ui.screen.contains { $0.contains("1 open") })
    }

    /// Opens the UI at `width`×`height`, moves, opens a memo, marks it done, undoes, resizes
    /// and quits, checking the screen at each step and the shell's screen at the end.
    private func exercise(width: Int, height: Int, resizedTo resized: (width: Int, height: Int)) throws {
        try todo.run(["add", "Pay rent", "pri:H"])
        try todo.run(["add", "Buy milk"])
        for number in 1...40 {
            try todo.run(["add", "filler \(number)"])
        }
        let ui = try TerminalSession(todo, running: ["ui"], before: "$ todo ui", width: width, height: height, ready: "42 open · 0 done")
        #expect(ui.screen.count == height)

        ui.press("j")
        ui.waitForLine(containing: " 2/42 ")
        ui.press("G")
        ui.waitForLine(containing: "filler 40")
        ui.waitForLine(containing: " 42/42 ")
        ui.press("g")
        ui.waitForLine(containing: " 1/42 ")
        ui.press("j")
        ui.press("Enter")
        ui.waitUntil("the memo open") { $0.contains { $0.hasPrefix("#2 Buy milk") || $0.contains("│ #2 Buy milk") } }
        if width >= 120 {
            #expect(ui.screen.contains { $0.contains("Pay rent") }, "the list stays beside the memo")
        }

        ui.press("d")
        ui.waitForLine(containing: "41 open · 1 done")
        ui.waitForLine(containing: "done #2 Buy milk")
        ui.press("u")
        ui.waitForLine(containing: "42 open · 0 done")
        ui.waitForLine(containing: "undid done #2")

        ui.resize(width: resized.width, height: resized.height)
        ui.waitUntil("a frame of \(resized.width)×\(resized.height)") { screen in
            screen.count == resized.height && screen.last?.contains("42 open · 0 done") == true
                && screen.allSatisfy { $0.count <= resized.width }
        }

        ui.press("Escape")
        ui.waitForLine(containing: " 2/42 ")
        ui.press("q")
        ui.waitForLine(containing: "[exit 0]")
        #expect(ui.screen == ["$ todo ui", "[exit 0]"])
    }
}
