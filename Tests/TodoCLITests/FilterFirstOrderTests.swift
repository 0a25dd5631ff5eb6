import Foundation
import Testing
import TestSupport

/// Taskwarrior's order, `todo FILTER COMMAND [ARGS]`, from the shell: ids or a filter before the
/// command, a bulk write asked for on a terminal and refused without one unless `--yes`.
final class FilterFirstOrderTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_idsBeforeTheCommand_doWhatTodaysOrderDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["Buy milk", "Post letter", "Bank", "Shoes"] { try todo.run(["add", title]) }

        let done = try todo.run(["3", "done"])
        let modify = try todo.run(["1", "#2", "modify", "pri:H"])
        let start = try todo.run(["1,2", "start"])
        let annotate = try todo.run(["4", "annotate", "5", "apples"])
        let info = try todo.run(["4", "info"])
        let todays = try todo.run(["done", "4"])

        #expect(done.stdout == "done #3 Bank\n", "\(done.stderr)")
        #expect(modify.stdout == "modify #1 Buy milk\nmodify #2 Post letter\n", "\(modify.stderr)")
        #expect(start.stdout == "start #1 Buy milk\nstart #2 Post letter\n", "\(start.stderr)")
        #expect(annotate.stdout == "annotate #4 Shoes\n", "\(annotate.stderr)")
        #expect(info.stdout.contains("  5 apples\n"), "\(info.stdout)")
        #expect(todays.stdout == "done #4 Shoes\n", "\(todays.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_infoThroughAFilter_showsEachMemoItFinds_doneOnesToo_inIDOrder(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["Milk +errand", "Letter", "Bank +errand"] { try todo.run(["add"] + title.split(separator: " ").map(String.init)) }
        try todo.run(["3", "done"])
        let uuids = try todo.run(["export"]).stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["uuid"] as? String
        }
        let before = try todo.storeSnapshot()

        let bank = try #require(uuids[2])
        let byUUID = try todo.run([String(bank.prefix(13)), "info"])
        let byTag = try todo.run(["+errand", "info"])
        let asJSON = try todo.run(["+errand", "show", "--json"])
        // Ids or uuids alone are `info`, as `task 3` is Taskwarrior's `information`.
        let idAlone = try todo.run(["3"])
        let uuidAlone = try todo.run([bank.prefix(13).uppercased()])
        let idsAlone = try todo.run(["1,3"])
        let idAloneAsJSON = try todo.run(["3", "--json"])
        let idsAsJSON = try todo.run(["1,3", "--json"])
        let tagAsJSON = try todo.run(["+errand", "info", "--json"])
        // After the command too, as `task info 8ad2e3db` takes them.
        let infoOfUUID = try todo.run(["info", String(bank.prefix(13))])
        let infoOfIDs = try todo.run(["info", "1,3"])
        let showOfTag = try todo.run(["show", "+errand", "--json"])
        // Words before and after `info` are one filter, as `task 1 info 3` and `task +x info 2` read.
        let infoOfTwoIDs = try todo.run(["info", "1", "3"])
        let idsAroundInfo = try todo.run(["1", "info", "3"])
        let tagAndIDAround = try todo.run(["+errand", "info", "3"])
        let idThenTag = try todo.run(["info", "3", "+errand"])
        let tagAndIDWithout = try todo.run(["+errand", "info", "2"])
        let tagAndIDShown = try todo.run(["+errand", "show", "3"])

        // Compared by what does not move with the clock ("done 0s ago").
        #expect(byUUID.stdout.hasPrefix("#3 Bank\nstatus:   done"), "\(byUUID.stdout)\(byUUID.stderr)")
        #expect(byUUID.stdout.contains("\nuuid:     \(bank)\n"), "\(byUUID.stdout)")
        #expect(byTag.stdout.split(separator: "\n").filter { $0.hasPrefix("#") } == ["#1 Milk", "#3 Bank"], "\(byTag.stdout)")
        #expect(byTag.stdout.contains("\n\n#3 Bank\n"), "\(byTag.stdout)")
        #expect(idAlone.stdout.hasPrefix("#3 Bank\nstatus:   done"), "\(idAlone.stdout)\(idAlone.stderr)")
        #expect(uuidAlone.stdout.split(separator: "\n").filter { $0.hasPrefix("#") } == ["#3 Bank"], "\(uuidAlone.stderr)")
        #expect(idsAlone.stdout.split(separator: "\n").filter { $0.hasPrefix("#") } == ["#1 Milk", "#3 Bank"], "\(idsAlone.stderr)")
        let idAloneObject = try? JSONSerialization.jsonObject(with: Data(idAloneAsJSON.stdout.utf8)) as? [String: Any]
        #expect(idAloneObject?["uuid"] as? String == bank, "\(idAloneAsJSON.stdout)\(idAloneAsJSON.stderr)")
        let unclocked = { (stdout: String) in stdout.split(separator: "\n").filter { !$0.hasPrefix("status:") } }
        #expect(unclocked(infoOfUUID.stdout) == unclocked(byUUID.stdout), "\(infoOfUUID.stderr)")
        #expect(unclocked(infoOfIDs.stdout) == unclocked(idsAlone.stdout), "\(infoOfIDs.stderr)")
        #expect(unclocked(infoOfTwoIDs.stdout) == unclocked(idsAlone.stdout), "\(infoOfTwoIDs.stderr)")
        #expect(unclocked(idsAroundInfo.stdout) == unclocked(idsAlone.stdout), "\(idsAroundInfo.stderr)")
        #expect(unclocked(tagAndIDAround.stdout) == unclocked(idAlone.stdout), "\(tagAndIDAround.stderr)")
        #expect(unclocked(idThenTag.stdout) == unclocked(idAlone.stdout), "\(idThenTag.stderr)")
        #expect(unclocked(tagAndIDShown.stdout) == unclocked(idAlone.stdout), "\(tagAndIDShown.stderr)")
        #expect(tagAndIDWithout.status == 1 && tagAndIDWithout.stdout.isEmpty, "\(tagAndIDWithout.stdout)")
        #expect(tagAndIDWithout.stderr == "todo: no memos match the filter\n")
        // JSON Lines, one memo a line: no blank line between the commands run for each.
        for lines in [idsAsJSON.stdout, tagAsJSON.stdout, showOfTag.stdout].map({ $0.split(separator: "\n", omittingEmptySubsequences: false) }) {
            let objects = lines.dropLast().map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(objects.map { $0?["id"] as? Int } == [1, 3], "\(lines)")
        }
        let objects = asJSON.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.map { $0?["id"] as? Int } == [1, 3], "\(asJSON.stdout)")
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_idRangesBeforeTheCommand_nameEveryIDInThem_andOperatorsChoose(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["Milk", "Letter", "Bank", "Shoes"] { try todo.run(["add", title, "+errand"]) }

        let range = try todo.run(["1-2,4", "modify", "pri:L"])
        // A range written backwards names the same ids, as Taskwarrior reads it.
        let backwards = try todo.run(["3-1", "ids"])
        let or = try todo.run(["+home", "or", "pri:L", "list"])

        #expect(range.stdout == "modify #1 Milk\nmodify #2 Letter\nmodify #4 Shoes\n", "\(range.stderr)")
        #expect(backwards.stdout == "1-3\n", "\(backwards.stderr)")
        #expect(or.stdout.split(separator: "\n").count == 3, "\(or.stdout)\(or.stderr)")
        #expect(try todo.run(["list", "+errand", "and", "pri:L"]).stdout.split(separator: "\n").count == 3)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aFilterBeforeList_listsAsListWithTheFilterDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Paint", "the", "fence", "project:home"])
        try todo.run(["add", "Buy", "milk", "+errand"])
        try todo.run(["add", "File", "taxes", "project:work"])

        let filtered = try todo.run(["project:home", "list"])
        let searched = try todo.run(["milk", "ls", "--json"])

        #expect(try filtered.stdout == todo.run(["list", "project:home"]).stdout)
        #expect(filtered.stdout == "    1 [ ] Paint the fence  project:home\n", "\(filtered.stderr)")
        #expect(try searched.stdout == todo.run(["list", "milk", "--json"]).stdout)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aFilterAlone_isNext_asTaskwarriorsDefaultReport_andABareWordAmongIt_aMistypedCommand(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Paint", "the", "fence", "project:home", "+paint"])
        try todo.run(["add", "Buy", "milk", "+errand", "pri:H"])
        try todo.run(["add", "File", "taxes", "project:work", "+errand"])
        let before = try todo.storeSnapshot()

        let filters: [[String]] = [
            ["+errand"], ["-errand"], ["project:home"], ["/milk/"], ["2-3", "+errand"], ["+paint", "or", "pri:H"],
            ["(", "+paint", "or", "project:work", ")"], ["+errand", "--json"], ["+errand", "--limit", "1"],
        ]
        for filter in filters {
            let alone = try todo.run(filter)
            let next = try todo.run(["next"] + filter)
            #expect(alone.status == 0, "\(filter): \(alone.stderr)")
            #expect(!alone.stdout.isEmpty, "\(filter)")
            #expect(alone.stdout == next.stdout && alone.stderr == next.stderr, "\(filter)")
        }
        #expect(try todo.run(["+errand"]).stdout == "    2 [ ] Buy milk  pri:H +errand\n    3 [ ] File taxes  project:work +errand\n")
        // A bare word is not searched for, as `task +errand milk` would: it stands where the
        // command goes, and is most often a mistyped one.
        let misspelt = try todo.run(["+errand", "lst"])
        let bare = try todo.run(["+errand", "milk"])
        // Text with a colon is text, as `list` reads it, not an attribute.
        let time = try todo.run(["10:30"])
        #expect(time.status == 2 && time.stderr == "todo: unknown command '10:30' (see todo --help)\n")
        let optionFirst = try todo.run(["+errand", "--json", "list"])
        #expect(misspelt.status == 2 && misspelt.stderr == "todo: unknown command 'lst'; did you mean 'list'?\n")
        #expect(bare.status == 2 && bare.stderr == "todo: unknown command 'milk' (see todo --help)\n")
        #expect(optionFirst.status == 2 && optionFirst.stdout.isEmpty, "\(optionFirst.stderr)")
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aWriteThroughAFilter_changesTheOpenMemosItMatches_inIDOrder_asOneUndoStep(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "+errand"])
        try todo.run(["add", "Post", "letter", "+errand", "pri:H"])
        try todo.run(["add", "Paint", "the", "fence"])
        try todo.run(["add", "Bank", "+errand"])
        try todo.run(["done", "4"])

        let modify = try todo.run(["+errand", "modify", "pri:L"])
        let done = try todo.run(["milk", "done"])
        let undone = try todo.run(["+errand", "undone"])

        #expect(modify.status == 0, "\(modify.stderr)")
        #expect(modify.stdout == "modify #1 Buy milk\nmodify #2 Post letter\n")
        #expect(done.stdout == "done #1 Buy milk\n", "\(done.stderr)")
        #expect(undone.stdout == "undone #1 Buy milk\nundone #4 Bank\n", "\(undone.stderr)")
        #expect(try memo(todo, 3)["priority"] as? NSNull == NSNull())
        #expect(try todo.run(["undo"]).status == 0)
        #expect(try memo(todo, 4)["done"] as? Bool == true)
        #expect(try memo(todo, 1)["done"] as? Bool == true)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aBulkWriteWithoutATerminal_isRefusedAndChangesNothing_unlessYes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["Milk", "Letter", "Bank", "Shoes"] { try todo.run(["add", title, "+errand"]) }
        let before = try todo.storeSnapshot()

        let refused = try todo.run(["+errand", "done"])
        #expect(refused.status == 2)
        #expect(refused.stderr == "todo: done would change 4 memos: add --yes to go ahead\n")
        #expect(refused.stdout == "")
        #expect(try todo.storeSnapshot() == before)

        let confirmed = try todo.run(["+errand", "modify", "pri:H", "--yes"])
        let raised = try todo.run(["+errand", "start"], environment: ["TODO_BULK": "4"])
        #expect(confirmed.stdout.split(separator: "\n").count == 4, "\(confirmed.stderr)")
        #expect(raised.stdout.split(separator: "\n").count == 4, "\(raised.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_bulkZero_asksAlways_fromTheEnvironmentOrTheConfigFile(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Milk", "+errand"])
        // Outside the store's directory, whose every file the snapshot compares.
        let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("todo-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: configHome) }
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("todo"), withIntermediateDirectories: true)
        try "bulk = 0\n".write(to: configHome.appendingPathComponent("todo/config"), atomically: true, encoding: .utf8)
        let before = try todo.storeSnapshot()

        let fromEnvironment = try todo.run(["+errand", "done"], environment: ["TODO_BULK": "0"])
        let fromConfig = try todo.run(["+errand", "done"], environment: ["XDG_CONFIG_HOME": configHome.path])
        let unchanged = try todo.storeSnapshot()
        let ids = try todo.run(["1", "done"], environment: ["TODO_BULK": "0"])

        for result in [fromEnvironment, fromConfig] {
            #expect(result.status == 2)
            #expect(result.stderr == "todo: done would change 1 memos: add --yes to go ahead\n")
        }
        #expect(unchanged == before)
        #expect(ids.stdout == "done #1 Milk\n", "\(ids.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_misusesOfTheOrder_areOneLine_nonZero_andChangeNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Milk", "+errand", "project:home"])
        try todo.run(["add", "Letter", "+errand"])
        let before = try todo.storeSnapshot()

        let cases: [([String], [String: String], Int32, String)] = [
            (["nothing", "done"], [:], 1, "todo: no memos match the filter\n"),
            (["+nothing", "info"], [:], 1, "todo: no memos match the filter\n"),
            (["+errand", "info", "2", "x"], [:], 2, "todo: bad id in 'x': expected a memo's number such as 12 or #12\n"),
            (["+errand", "add", "x"], [:], 2,
             "todo: add takes no filter before it; these do: list, info, edit, done, undone, rm, delete, start, stop, duplicate, "
                + "modify, annotate, denotate, append, prepend, export and the reports (completed, all, count, …)\n"),
            (["1", "done", "2"], [:], 2, "todo: unexpected argument '2': todo FILTER done takes no more words\n"),
            (["+errand", "modify", "2", "pri:H"], [:], 2, "todo: say the ids before modify or after it, not both: '2'\n"),
            (["project:home", "modify", "pri:Q"], [:], 2, "todo: bad priority in 'pri:Q': expected H, M or L\n"),
            (["+errand", "done"], ["TODO_BULK": "many"], 2, "todo: TODO_BULK is a number of memos, 0 or more (0 asks always), not 'many'\n"),
            (["+OVERDEU", "done"], [:], 2, try todo.run(["list", "+OVERDEU"]).stderr),
            (["0", "done"], [:], 2, try todo.run(["done", "0"]).stderr),
            (["2,-1", "modify", "pri:H"], [:], 2, "todo: bad id in '2,-1': expected a memo's number such as 12 or #12\n"),
            (["1", "dne"], [:], 2, "todo: unknown command 'dne'; did you mean 'done'?\n"),
            (["+errand", "project:home", "dne"], [:], 2, "todo: unknown command 'dne'; did you mean 'done'?\n"),
            (["-errand", "--user", "other", "photograph"], [:], 2, "todo: unknown command 'photograph' (see todo --help)\n"),
            (["0"], [:], 2, "todo: unknown command '0' (see todo --help)\n"),
        ]
        for (arguments, environment, status, stderr) in cases {
            let result = try todo.run(arguments, environment: environment)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aFilterOfMoreThanTenThousandMemos_isRefused(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let lines = (1...10_001).map { "{\"title\":\"Memo \($0)\",\"tags\":[\"bulk\"]}\n" }.joined()
        let imported = try todo.run(["import", "--format", "json", "-"], stdin: Data(lines.utf8))
        #expect(imported.status == 0, "\(imported.stderr)")

        let refused = try todo.run(["+bulk", "done", "--yes"])
        let notExported = try todo.run(["+bulk", "export"])

        #expect(refused.status == 2)
        #expect(refused.stderr == "todo: the filter matches more than 10000 memos; narrow it\n")
        #expect(try todo.run(["list", "+COMPLETED", "--all"]).stdout == "")
        #expect(notExported.status == 2)
        #expect(notExported.stdout == "", "nothing of an export that cannot be whole")
        #expect(notExported.stderr == "todo: the filter matches more than 10000 memos; narrow it, or export every memo without one\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aBulkWriteOnATerminal_asks_andOnlyYesGoesAhead(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["Milk", "Letter", "Bank", "Shoes"] { try todo.run(["add", title, "+errand"]) }

        for (answer, status) in [("n", 1), ("y", 0)] {
            let script = todo.directory.appendingPathComponent("ask-\(answer).sh")
            let command = ["env", "-u", "TODO_DB", "-u", "TODO_BULK", "NO_COLOR=1", TodoProcess.binary.path,
                           "--db", todo.db, "--user", todo.user, "+errand", "done"].map { "'\($0)'" }.joined(separator: " ")
            try "\(command)\necho \"[exit $?]\"\nexec cat\n".write(to: script, atomically: true, encoding: .utf8)
            let session = try TerminalSession(running: "sh '\(script.path)'", in: todo.directory, prompt: "done 4 memos? [y/N]")
            // The memos it would change are listed before it asks.
            #expect(session.screen.filter { $0.contains("+errand") }.count == 4, "\(session.screen)")
            #expect(session.screen.contains { $0.contains("Shoes") }, "\(session.screen)")
            session.type(answer)
            session.press("Enter")
            session.waitForLine("[exit \(status)]")
        }
        #expect(try todo.run(["list", "--done"]).stdout.split(separator: "\n").count == 4)
    }

    // MARK: - Private

    private func memo(_ todo: TodoProcess, _ id: Int) throws -> [String: Any] {
        let result = try todo.run(["show", "\(id)", "--json"])
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    }
}
