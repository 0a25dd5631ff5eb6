import Foundation
import Testing
import TestSupport

/// The shell on a real terminal (tmux): libedit's line editing, history, completion and keys,
/// on each engine.
final class LineEditingTests: EngineSuite {
    private var todo: TodoProcess!
    private var stateHome: URL!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        todo = try makeTodo()
        stateHome = todo.directory.appendingPathComponent("state")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_upArrow_recallsThePreviousLine(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("add Buy milk")
        shell.press("Enter")
        shell.waitForPrompt("todo> ", after: "add Buy milk")

        shell.press("Up")
        shell.waitForLastLine("todo> add Buy milk")
        shell.press("Enter")

        shell.waitForLine("added #2 Buy milk")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_history_survivesARestart_inAFileOnlyTheOwnerReads(_ engine: TodoEngine) throws {
        try begin(on: engine)
        var shell: TerminalSession? = try TerminalSession(todo, stateHome: stateHome)
        shell?.type("add first session")
        shell?.press("Enter")
        shell?.waitForPrompt("todo> ", after: "add first session")
        shell?.type("   ")
        shell?.press("Enter")
        shell?.waitForPrompt("todo> ", after: "   ")
        shell?.type("quit")
        shell?.press("Enter")
        shell?.waitForLine("[exit 0]")
        shell = nil

        let history = stateHome.appendingPathComponent("todo/history")
        let file = try FileManager.default.attributesOfItem(atPath: history.path)
        let directory = try FileManager.default.attributesOfItem(atPath: history.deletingLastPathComponent().path)
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try String(contentsOf: history, encoding: .utf8) == "add first session\nquit\n")

        let again = try TerminalSession(todo, stateHome: stateHome)
        again.press("Up")
        again.waitForLastLine("todo> quit")
        again.press("Up")
        again.waitForLastLine("todo> add first session")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_tab_afterUndone_offersOnlyDoneIds_andAfterDone_onlyOpenOnes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try todo.run(["add", "Buy milk"])
        try todo.run(["add", "Call mom"])
        try todo.run(["done", "1"])
        let shell = try TerminalSession(todo, stateHome: stateHome)

        shell.type("undone ")
        shell.press("Tab")
        shell.waitForLastLine("todo> undone 1")
        shell.press("C-u")
        shell.type("done ")
        shell.press("Tab")

        shell.waitForLastLine("todo> done 2")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_tab_offersOnlyTheIdsOfTheSelectedContext(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try todo.run(["add", "Buy milk", "project:home"])
        try todo.run(["add", "Send report", "project:work"])
        try todo.run(["context", "define", "home", "project:home"])
        try todo.run(["context", "home"])
        let shell = try TerminalSession(todo, stateHome: stateHome)

        shell.type("done ")
        shell.press("Tab")

        shell.waitForLastLine("todo> done 1")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_tab_completesACommandThenAnIdListedWithItsTitle(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try todo.run(["add", "Buy milk"])
        try todo.run(["add", "Call mom"])
        let shell = try TerminalSession(todo, stateHome: stateHome)

        shell.type("ope")
        shell.press("Tab")
        shell.waitForLastLine("todo> open")
        shell.press("Tab")
        shell.waitForLine("2  Call mom")
        shell.waitForLine("1  Buy milk")
        shell.type("1")
        shell.press("Tab")
        shell.waitForLastLine("todo> open 1")
        shell.press("Enter")

        shell.waitForLine("#1 Buy milk")
        shell.waitForPrompt("#1> ")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_rowsAtSixtyColumns_wrapALongTitleInsideItsColumn_neverAcrossTheAttributes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try todo.run(["add", "Write the quarterly report for the board with every figure checked twice", "pri:H", "project:work"])

        let shell = try TerminalSession(todo, stateHome: stateHome, width: 60)

        shell.waitForLine("          checked twice")
        let screen = shell.screen
        let first = try #require(screen.firstIndex { $0.hasPrefix("    1 [ ] ") }, "\(screen)")
        #expect(Array(screen[first...].prefix(3)) == [
            "    1 [ ] Write the quarterly report for  pri:H project:work",
            "          the board with every figure",
            "          checked twice",
        ])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_tab_completesSortKeysAndAttributeWords_leavingAnAttributeOpenForItsValue(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try todo.run(["add", "x", "project:home"])
        let shell = try TerminalSession(todo, stateHome: stateHome)

        shell.type("list --sort pri")
        shell.press("Tab")
        shell.waitForLastLine("todo> list --sort priority")
        shell.type("pro")
        shell.press("Tab")
        shell.waitForLastLine("todo> list --sort priority project:")
        shell.press("Tab")

        shell.waitForLastLine("todo> list --sort priority project:home")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_ctrlC_cancelsTheHalfTypedLine_andTheShellAsksAgain(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("add half typed")
        shell.press("C-a", "C-c")
        shell.waitForLine("todo> add half typed^C")
        shell.waitForPrompt("todo> ")

        shell.type("list all")
        shell.press("Enter")

        shell.waitForLine("no memos (0 open, 0 done)")
        #expect(!(shell.screen.contains { $0.hasPrefix("added") || $0.hasPrefix("[exit") }))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_ctrlD_onAHalfTypedLine_doesNotRunIt_andOnAnEmptyLineLeaves(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("add half typed")
        shell.press("C-d")
        shell.press("C-a", "C-k")
        shell.waitForPrompt("todo> ")
        shell.type("list all")
        shell.press("Enter")
        shell.waitForLine("no memos (0 open, 0 done)")
        shell.waitForPrompt("todo> ")

        shell.press("C-d")

        shell.waitForLine("[exit 0]")
        #expect(!(shell.screen.contains { $0.hasPrefix("added") }))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_backspaceOverKorean_theLineReceivedIsTheLineShown(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("add 우유ab")
        shell.press("BSpace", "BSpace", "BSpace")
        shell.type("산")
        shell.waitForLastLine("todo> add 우산")
        shell.press("Enter")

        shell.waitForLine("added #1 우산")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_openThenList_thePromptIsTheList(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try todo.run(["add", "Buy milk"])
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("open 1")
        shell.press("Enter")
        shell.waitForPrompt("#1> ")

        shell.type("list")
        shell.press("Enter")

        shell.waitForLine("    1 [ ] Buy milk")
        shell.waitForPrompt("todo> ")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_unknownCommand_namesTheNearestOne(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("lst")
        shell.press("Enter")

        shell.waitForLine("unknown command 'lst'; did you mean 'list'?")
        shell.waitForPrompt("todo> ")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_ctrlR_findsAnEarlierLine_andEnterRunsIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("add Buy milk")
        shell.press("Enter")
        shell.waitForLine("added #1 Buy milk")
        shell.type("list")
        shell.press("Enter")
        shell.waitForLine("    1 [ ] Buy milk")
        shell.waitForPrompt("todo> ")

        shell.press("C-r")
        shell.type("Buy")
        // libedit shows the search below the line it found.
        shell.waitForLastLine("bck:Buy")
        shell.press("Enter")

        shell.waitForLine("added #2 Buy milk")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_ctrlA_ctrlE_ctrlW_ctrlK_ctrlY_editTheLine(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("dd Buy milk now junk")

        shell.press("C-a")
        shell.type("a")
        shell.press("C-e", "C-w")
        shell.waitForLastLine("todo> add Buy milk now")
        shell.press("C-a", "C-k")
        shell.waitForLastLine("todo>")
        shell.press("C-y")
        shell.waitForLastLine("todo> add Buy milk now")
        shell.press("Enter")

        shell.waitForLine("added #1 Buy milk now")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_tab_completesAnIdTypedWithAHash(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try todo.run(["add", "Buy milk"])
        try todo.run(["add", "Call mom"])
        let shell = try TerminalSession(todo, stateHome: stateHome)

        shell.type("open #")
        shell.press("Tab")
        shell.waitForLine("#2  Call mom")
        shell.waitForLine("#1  Buy milk")
        shell.type("2")
        shell.press("Tab")
        shell.waitForLastLine("todo> open #2")
        shell.press("Enter")

        shell.waitForPrompt("#2> ")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_help_onANarrowTerminal_wrapsBetweenWords(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let piped = try todo.run(["shell"], stdin: Data("help\n".utf8)).stdout
        let expected = piped.split(separator: "\n").dropFirst().joined(separator: "\n").split(whereSeparator: \.isWhitespace)
        // Tall enough for the whole help, so none of it scrolls off the top.
        let shell = try TerminalSession(todo, stateHome: stateHome, width: 60, height: 150)

        shell.type("clear")
        shell.press("Enter")
        shell.waitForLastLine("todo>")
        shell.type("help")
        shell.press("Enter")

        shell.waitForLine("quit              leave (end of input does too)")
        shell.waitForPrompt("todo> ")
        let screen = shell.screen.drop { $0 != "todo> help" }.dropFirst().dropLast()
        #expect(screen.allSatisfy { $0.count <= 60 }, "\(screen.joined(separator: "\n"))")
        #expect(screen.joined(separator: "\n").split(whereSeparator: \.isWhitespace) == expected)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_unknownOption_namesTheNearestOne_andRunsNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let shell = try TerminalSession(todo, stateHome: stateHome)
        shell.type("add x --bdy y")
        shell.press("Enter")

        shell.waitForLine("error: unknown option '--bdy'; did you mean '--body'?")
        shell.type("list all")
        shell.press("Enter")
        shell.waitForLine("no memos (0 open, 0 done)")
    }
}
