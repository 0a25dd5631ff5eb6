import Foundation
import XCTest

/// Every one-shot command against the built binary and a throwaway store, on each engine.
class CommandTests: EngineTestCase {
    func test_add_printsTheNewId_andListShowsItInANewProcess() throws {
        let todo = try makeTodo()

        let first = try todo.run(["add", "Buy milk"])
        let second = try todo.run(["add", "Call mom", "--body", "about Sunday"])
        let list = try todo.run(["list"])

        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, "1\n")
        XCTAssertEqual(second.stdout, "2\n")
        // Equally urgent: the first added first (the older one has more age).
        XCTAssertEqual(list.stdout, "    1 [ ] Buy milk\n    2 [ ] Call mom\n")
        XCTAssertEqual(list.stderr, "")
    }

    func test_showJSON_hasExactlyTheDocumentedShape() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Quote \" and \\ and é", "--body", "line 1\nline 2"])

        let show = try todo.run(["show", "1", "--json"])

        XCTAssertEqual(show.status, 0)
        let pattern = #"^\{"id":1,"uuid":"[0-9A-Fa-f-]{36}","title":"Quote \\" and \\\\ and é","body":"line 1\\nline 2","done":false,"created":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","updated":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","due":null,"wait":null,"priority":null,"project":null,"tags":\[\],"recur":null,"start":null,"scheduled":null,"until":null,"depends":\[\],"annotations":\[\],"extra":\{\},"urgency":0\.0\}\n$"#
        XCTAssertNotNil(show.stdout.range(of: pattern, options: .regularExpression), show.stdout)
    }

    func test_listAndSearchJSON_areArraysOfMemoObjects() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])
        try todo.run(["add", "Buy bread"])
        try todo.run(["done", "1"])

        let all = try todo.run(["list", "--all", "--json"])
        let done = try todo.run(["list", "--done", "--json"])
        let search = try todo.run(["search", "brea", "--json"])
        let none = try todo.run(["search", "nothing", "--json"])

        let allMemos = try decodeArray(all.stdout)
        XCTAssertEqual(allMemos.map { $0["id"] as? Int }, [1, 2])
        XCTAssertEqual(allMemos.map { $0["done"] as? Bool }, [true, false])
        XCTAssertEqual(try decodeArray(done.stdout).map { $0["title"] as? String }, ["Buy milk"])
        XCTAssertEqual(try decodeArray(search.stdout).map { $0["title"] as? String }, ["Buy bread"])
        XCTAssertEqual(none.stdout, "[]\n")
    }

    func test_doneUndoneEditRm_changeTheMemoAndSayWhat() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])

        let done = try todo.run(["done", "1"])
        let undone = try todo.run(["undone", "#1"])
        let edit = try todo.run(["edit", "1", "--title", "Buy oat milk", "--body", "2 litres"])
        let shown = try todo.run(["show", "1"])
        let rm = try todo.run(["rm", "1"])
        let afterRm = try todo.run(["show", "1"])

        XCTAssertEqual(done.stdout, "done #1 Buy milk\n")
        XCTAssertEqual(undone.stdout, "undone #1 Buy milk\n")
        XCTAssertEqual(edit.stdout, "edit #1 Buy oat milk\n")
        XCTAssertTrue(shown.stdout.hasPrefix("#1 Buy oat milk\nstatus:   open\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.hasSuffix("\n2 litres\n"), shown.stdout)
        XCTAssertEqual(rm.stdout, "rm #1 Buy oat milk\n")
        XCTAssertEqual(afterRm.status, 1)
        XCTAssertEqual(afterRm.stderr, "todo: no memo with id 1\n")
    }

    func test_users_areIsolated_anotherUsersIdAnswersAsMissing() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Alice's secret"])
        todo.user = "bob"

        let list = try todo.run(["list", "--all"])
        let show = try todo.run(["show", "1"])
        let missing = try todo.run(["show", "999"])
        let rm = try todo.run(["rm", "1"])
        let done = try todo.run(["done", "1"])
        let edit = try todo.run(["edit", "1", "--title", "mine now"])

        XCTAssertEqual(list.stdout, "")
        for result in [show, rm, done, edit] {
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr, "todo: no memo with id 1\n")
            XCTAssertEqual(result.stdout, "")
        }
        XCTAssertEqual(missing.stderr, "todo: no memo with id 999\n")
        todo.user = "alice"
        XCTAssertEqual(try todo.run(["list"]).stdout, "    1 [ ] Alice's secret\n")
    }

    func test_globalOptions_workBeforeTheCommandAndFromTheEnvironment() throws {
        let todo = try makeTodo()

        let before = try TodoProcess.execute(["--db", todo.db, "--user", "zoe", "add", "Early"])
        let fromEnvironment = try TodoProcess.execute(
            ["list"], environment: ["TODO_DB": todo.db, "TODO_USER": "zoe"])

        XCTAssertEqual(before.status, 0, before.stderr)
        XCTAssertEqual(fromEnvironment.stdout, "    1 [ ] Early\n")
    }

    // MARK: - Private

    private func decodeArray(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(value as? [[String: Any]])
    }
}
