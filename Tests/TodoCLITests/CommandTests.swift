import Foundation
import Testing
import TestSupport

/// Every one-shot command against the built binary and a throwaway store, on each engine.
final class CommandTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_add_printsTheNewId_andListShowsItInANewProcess(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let first = try todo.run(["add", "Buy milk"])
        let second = try todo.run(["add", "Call mom", "--body", "about Sunday"])
        let list = try todo.run(["list"])

        #expect(first.status == 0)
        #expect(first.stdout == "1\n")
        #expect(second.stdout == "2\n")
        // Equally urgent: the first added first (the older one has more age).
        #expect(list.stdout == "    1 [ ] Buy milk\n    2 [ ] Call mom\n")
        #expect(list.stderr == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_showJSON_hasExactlyTheDocumentedShape(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Quote \" and \\ and é", "--body", "line 1\nline 2"])

        let show = try todo.run(["show", "1", "--json"])

        #expect(show.status == 0)
        let pattern = #"^\{"id":1,"uuid":"[0-9A-Fa-f-]{36}","title":"Quote \\" and \\\\ and é","body":"line 1\\nline 2","done":false,"created":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","updated":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","due":null,"wait":null,"priority":null,"project":null,"tags":\[\],"recur":null,"start":null,"scheduled":null,"until":null,"depends":\[\],"annotations":\[\],"extra":\{\},"end":null,"parent":null,"urgency":0\.0\}\n$"#
        #expect(show.stdout.range(of: pattern, options: .regularExpression) != nil, "\(show.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_listAndSearchJSON_areArraysOfMemoObjects(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])
        try todo.run(["add", "Buy bread"])
        try todo.run(["done", "1"])

        let all = try todo.run(["list", "--all", "--json"])
        let done = try todo.run(["list", "--done", "--json"])
        let search = try todo.run(["search", "brea", "--json"])
        let none = try todo.run(["search", "nothing", "--json"])

        let allMemos = try decodeArray(all.stdout)
        #expect(allMemos.map { $0["id"] as? Int } == [1, 2])
        #expect(allMemos.map { $0["done"] as? Bool } == [true, false])
        #expect(try decodeArray(done.stdout).map { $0["title"] as? String } == ["Buy milk"])
        #expect(try decodeArray(search.stdout).map { $0["title"] as? String } == ["Buy bread"])
        #expect(none.stdout == "[]\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneUndoneEditRm_changeTheMemoAndSayWhat(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])

        let done = try todo.run(["done", "1"])
        let undone = try todo.run(["undone", "#1"])
        let edit = try todo.run(["edit", "1", "--title", "Buy oat milk", "--body", "2 litres"])
        let shown = try todo.run(["show", "1"])
        let rm = try todo.run(["rm", "1"])
        let afterRm = try todo.run(["show", "1"])

        #expect(done.stdout == "done #1 Buy milk\n")
        #expect(undone.stdout == "undone #1 Buy milk\n")
        #expect(edit.stdout == "edit #1 Buy oat milk\n")
        #expect(shown.stdout.hasPrefix("#1 Buy oat milk\nstatus:   open\n"), "\(shown.stdout)")
        #expect(shown.stdout.hasSuffix("\n2 litres\n"), "\(shown.stdout)")
        #expect(rm.stdout == "rm #1 Buy oat milk\n")
        #expect(afterRm.status == 1)
        #expect(afterRm.stderr == "todo: no memo with id 1\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_users_areIsolated_anotherUsersIdAnswersAsMissing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Alice's secret"])
        todo.user = "bob"

        let list = try todo.run(["list", "--all"])
        let show = try todo.run(["show", "1"])
        let missing = try todo.run(["show", "999"])
        let rm = try todo.run(["rm", "1"])
        let done = try todo.run(["done", "1"])
        let edit = try todo.run(["edit", "1", "--title", "mine now"])

        #expect(list.stdout == "")
        for result in [show, rm, done, edit] {
            #expect(result.status == 1)
            #expect(result.stderr == "todo: no memo with id 1\n")
            #expect(result.stdout == "")
        }
        #expect(missing.stderr == "todo: no memo with id 999\n")
        todo.user = "alice"
        #expect(try todo.run(["list"]).stdout == "    1 [ ] Alice's secret\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_globalOptions_workBeforeTheCommandAndFromTheEnvironment(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let before = try TodoProcess.execute(["--db", todo.db, "--user", "zoe", "add", "Early"])
        let fromEnvironment = try TodoProcess.execute(
            ["list"], environment: ["TODO_DB": todo.db, "TODO_USER": "zoe"])

        #expect(before.status == 0, "\(before.stderr)")
        #expect(fromEnvironment.stdout == "    1 [ ] Early\n")
    }

    // MARK: - Private

    private func decodeArray(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [[String: Any]])
    }
}
