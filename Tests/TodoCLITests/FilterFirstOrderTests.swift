import Foundation
import XCTest

/// Taskwarrior's order, `todo FILTER COMMAND [ARGS]`, from the shell: ids or a filter before the
/// command, a bulk write asked for on a terminal and refused without one unless `--yes`.
class FilterFirstOrderTests: EngineTestCase {
    func test_idsBeforeTheCommand_doWhatTodaysOrderDoes() throws {
        let todo = try makeTodo()
        for title in ["Buy milk", "Post letter", "Bank", "Shoes"] { try todo.run(["add", title]) }

        let done = try todo.run(["3", "done"])
        let modify = try todo.run(["1", "#2", "modify", "pri:H"])
        let start = try todo.run(["1,2", "start"])
        let annotate = try todo.run(["4", "annotate", "5", "apples"])
        let info = try todo.run(["4", "info"])
        let todays = try todo.run(["done", "4"])

        XCTAssertEqual(done.stdout, "done #3 Bank\n", done.stderr)
        XCTAssertEqual(modify.stdout, "modify #1 Buy milk\nmodify #2 Post letter\n", modify.stderr)
        XCTAssertEqual(start.stdout, "start #1 Buy milk\nstart #2 Post letter\n", start.stderr)
        XCTAssertEqual(annotate.stdout, "annotate #4 Shoes\n", annotate.stderr)
        XCTAssertTrue(info.stdout.contains("  5 apples\n"), info.stdout)
        XCTAssertEqual(todays.stdout, "done #4 Shoes\n", todays.stderr)
    }

    func test_aFilterBeforeList_listsAsListWithTheFilterDoes() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Paint", "the", "fence", "project:home"])
        try todo.run(["add", "Buy", "milk", "+errand"])
        try todo.run(["add", "File", "taxes", "project:work"])

        let filtered = try todo.run(["project:home", "list"])
        let searched = try todo.run(["milk", "ls", "--json"])

        XCTAssertEqual(filtered.stdout, try todo.run(["list", "project:home"]).stdout)
        XCTAssertEqual(filtered.stdout, "    1 [ ] Paint the fence  project:home\n", filtered.stderr)
        XCTAssertEqual(searched.stdout, try todo.run(["list", "milk", "--json"]).stdout)
    }

    func test_aWriteThroughAFilter_changesTheOpenMemosItMatches_inIDOrder_asOneUndoStep() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "+errand"])
        try todo.run(["add", "Post", "letter", "+errand", "pri:H"])
        try todo.run(["add", "Paint", "the", "fence"])
        try todo.run(["add", "Bank", "+errand"])
        try todo.run(["done", "4"])

        let modify = try todo.run(["+errand", "modify", "pri:L"])
        let done = try todo.run(["milk", "done"])
        let undone = try todo.run(["+errand", "undone"])

        XCTAssertEqual(modify.status, 0, modify.stderr)
        XCTAssertEqual(modify.stdout, "modify #1 Buy milk\nmodify #2 Post letter\n")
        XCTAssertEqual(done.stdout, "done #1 Buy milk\n", done.stderr)
        XCTAssertEqual(undone.stdout, "undone #1 Buy milk\nundone #4 Bank\n", undone.stderr)
        XCTAssertEqual(try memo(todo, 3)["priority"] as? NSNull, NSNull())
        XCTAssertEqual(try todo.run(["undo"]).status, 0)
        XCTAssertEqual(try memo(todo, 4)["done"] as? Bool, true)
        XCTAssertEqual(try memo(todo, 1)["done"] as? Bool, true)
    }

    func test_aBulkWriteWithoutATerminal_isRefusedAndChangesNothing_unlessYes() throws {
        let todo = try makeTodo()
        for title in ["Milk", "Letter", "Bank", "Shoes"] { try todo.run(["add", title, "+errand"]) }
        let before = try todo.storeSnapshot()

        let refused = try todo.run(["+errand", "done"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "todo: done would change 4 memos: add --yes to go ahead\n")
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(try todo.storeSnapshot(), before)

        let confirmed = try todo.run(["+errand", "modify", "pri:H", "--yes"])
        let raised = try todo.run(["+errand", "start"], environment: ["TODO_BULK": "4"])
        XCTAssertEqual(confirmed.stdout.split(separator: "\n").count, 4, confirmed.stderr)
        XCTAssertEqual(raised.stdout.split(separator: "\n").count, 4, raised.stderr)
    }

    func test_bulkZero_asksAlways_fromTheEnvironmentOrTheConfigFile() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Milk", "+errand"])
        // Outside the store's directory, whose every file the snapshot compares.
        let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("todo-config-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: configHome) }
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("todo"), withIntermediateDirectories: true)
        try "bulk = 0\n".write(to: configHome.appendingPathComponent("todo/config"), atomically: true, encoding: .utf8)
        let before = try todo.storeSnapshot()

        let fromEnvironment = try todo.run(["+errand", "done"], environment: ["TODO_BULK": "0"])
        let fromConfig = try todo.run(["+errand", "done"], environment: ["XDG_CONFIG_HOME": configHome.path])
        let unchanged = try todo.storeSnapshot()
        let ids = try todo.run(["1", "done"], environment: ["TODO_BULK": "0"])

        for result in [fromEnvironment, fromConfig] {
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "todo: done would change 1 memos: add --yes to go ahead\n")
        }
        XCTAssertEqual(unchanged, before)
        XCTAssertEqual(ids.stdout, "done #1 Milk\n", ids.stderr)
    }

    func test_misusesOfTheOrder_areOneLine_nonZero_andChangeNothing() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Milk", "+errand", "project:home"])
        try todo.run(["add", "Letter", "+errand"])
        let before = try todo.storeSnapshot()

        let cases: [([String], [String: String], Int32, String)] = [
            (["nothing", "done"], [:], 1, "todo: no memos match the filter\n"),
            (["+errand", "info"], [:], 2, "todo: info takes one id before it: todo ID info\n"),
            (["+errand", "add", "x"], [:], 2,
             "todo: add takes no filter before it; these do: list, info, done, undone, rm, delete, start, stop, duplicate, "
                + "modify, annotate, denotate, append, prepend\n"),
            (["1", "done", "2"], [:], 2, "todo: unexpected argument '2': todo FILTER done takes no more words\n"),
            (["+errand", "1", "done"], [:], 2, "todo: give ids or a filter before done, not both\n"),
            (["+errand", "modify", "2", "pri:H"], [:], 2, "todo: say the ids before modify or after it, not both: '2'\n"),
            (["project:home", "modify", "pri:Q"], [:], 2, "todo: bad priority in 'pri:Q': expected H, M or L\n"),
            (["+errand", "done"], ["TODO_BULK": "many"], 2, "todo: TODO_BULK must be a number of memos, 0 or more (0 asks always)\n"),
            (["+OVERDEU", "done"], [:], 2, try todo.run(["list", "+OVERDEU"]).stderr),
            (["+errand", "1", "list"], [:], 2, "todo: list takes a filter before it, not the id '1': todo ID info\n"),
            (["0", "done"], [:], 2, try todo.run(["done", "0"]).stderr),
            (["2,-1", "modify", "pri:H"], [:], 2, "todo: bad id in '2,-1': expected a memo's number such as 12 or #12\n"),
            (["1", "dne"], [:], 2, "todo: unknown command 'dne'; did you mean 'done'?\n"),
            (["1"], [:], 2, "todo: unknown command '1' (see todo --help)\n"),
        ]
        for (arguments, environment, status, stderr) in cases {
            let result = try todo.run(arguments, environment: environment)
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertEqual(result.stderr, stderr, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }

    func test_aFilterOfMoreThanTenThousandMemos_isRefused() throws {
        let todo = try makeTodo()
        let lines = (1...10_001).map { "{\"title\":\"Memo \($0)\",\"tags\":[\"bulk\"]}\n" }.joined()
        let imported = try todo.run(["import", "--format", "json", "-"], stdin: Data(lines.utf8))
        XCTAssertEqual(imported.status, 0, imported.stderr)

        let refused = try todo.run(["+bulk", "done", "--yes"])

        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "todo: the filter matches more than 10000 memos; narrow it\n")
        XCTAssertEqual(try todo.run(["list", "+COMPLETED", "--all"]).stdout, "")
    }

    func test_aBulkWriteOnATerminal_asks_andOnlyYesGoesAhead() throws {
        let todo = try makeTodo()
        for title in ["Milk", "Letter", "Bank", "Shoes"] { try todo.run(["add", title, "+errand"]) }

        for (answer, status) in [("n", 1), ("y", 0)] {
            let script = todo.directory.appendingPathComponent("ask-\(answer).sh")
            let command = ["env", "-u", "TODO_DB", "-u", "TODO_BULK", "NO_COLOR=1", TodoProcess.binary.path,
                           "--db", todo.db, "--user", todo.user, "+errand", "done"].map { "'\($0)'" }.joined(separator: " ")
            try "\(command)\necho \"[exit $?]\"\nexec cat\n".write(to: script, atomically: true, encoding: .utf8)
            let session = try TerminalSession(running: "sh '\(script.path)'", in: todo.directory, prompt: "done 4 memos? [y/N]")
            session.type(answer)
            session.press("Enter")
            session.waitForLine("[exit \(status)]")
        }
        XCTAssertEqual(try todo.run(["list", "--done"]).stdout.split(separator: "\n").count, 4)
    }

    // MARK: - Private

    private func memo(_ todo: TodoProcess, _ id: Int) throws -> [String: Any] {
        let result = try todo.run(["show", "\(id)", "--json"])
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
    }
}
