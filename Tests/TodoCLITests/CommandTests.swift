import Foundation
import XCTest

/// Every one-shot command against the built binary and a throwaway store.
final class CommandTests: XCTestCase {
    func test_add_printsTheNewId_andListShowsItInANewProcess() throws {
        let todo = try TodoProcess()

        let first = try todo.run(["add", "Buy milk"])
        let second = try todo.run(["add", "Call mom", "--body", "about Sunday"])
        let list = try todo.run(["list"])

        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, "1\n")
        XCTAssertEqual(second.stdout, "2\n")
        XCTAssertEqual(list.stdout, "    2 [ ] Call mom\n    1 [ ] Buy milk\n")
        XCTAssertEqual(list.stderr, "")
    }

    func test_showJSON_hasExactlyTheDocumentedShape() throws {
        let todo = try TodoProcess()
        try todo.run(["add", "Quote \" and \\ and é", "--body", "line 1\nline 2"])

        let show = try todo.run(["show", "1", "--json"])

        XCTAssertEqual(show.status, 0)
        let pattern = #"^\{"id":1,"uuid":"[0-9A-Fa-f-]{36}","title":"Quote \\" and \\\\ and é","body":"line 1\\nline 2","done":false,"created":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","updated":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","due":null,"wait":null,"priority":null,"project":null,"tags":\[\],"recur":null\}\n$"#
        XCTAssertNotNil(show.stdout.range(of: pattern, options: .regularExpression), show.stdout)
    }

    func test_listAndSearchJSON_areArraysOfMemoObjects() throws {
        let todo = try TodoProcess()
        try todo.run(["add", "Buy milk"])
        try todo.run(["add", "Buy bread"])
        try todo.run(["done", "1"])

        let all = try todo.run(["list", "--all", "--json"])
        let done = try todo.run(["list", "--done", "--json"])
        let search = try todo.run(["search", "brea", "--json"])
        let none = try todo.run(["search", "nothing", "--json"])

        let allMemos = try decodeArray(all.stdout)
        XCTAssertEqual(allMemos.map { $0["id"] as? Int }, [2, 1])
        XCTAssertEqual(allMemos.map { $0["done"] as? Bool }, [false, true])
        XCTAssertEqual(try decodeArray(done.stdout).map { $0["title"] as? String }, ["Buy milk"])
        XCTAssertEqual(try decodeArray(search.stdout).map { $0["title"] as? String }, ["Buy bread"])
        XCTAssertEqual(none.stdout, "[]\n")
    }

    func test_doneUndoneEditRm_changeTheMemoAndSayWhat() throws {
        let todo = try TodoProcess()
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
        let todo = try TodoProcess()
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
        let todo = try TodoProcess()

        let before = try TodoProcess.execute(["--db", todo.dbPath, "--user", "zoe", "add", "Early"])
        let fromEnvironment = try TodoProcess.execute(
            ["list"], environment: ["TODO_DB": todo.dbPath, "TODO_USER": "zoe"])

        XCTAssertEqual(before.status, 0, before.stderr)
        XCTAssertEqual(fromEnvironment.stdout, "    1 [ ] Early\n")
    }

    func test_defaultStore_isCreatedUnderXDGDataHomeWithPrivatePermissions() throws {
        let todo = try TodoProcess()
        let dataHome = todo.directory.appendingPathComponent("data").path

        let add = try TodoProcess.execute(["add", "Hello"], environment: ["XDG_DATA_HOME": dataHome, "TODO_USER": "u"])

        XCTAssertEqual(add.status, 0, add.stderr)
        let file = dataHome + "/todo/todo.sqlite"
        let fileMode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        let directoryMode = try FileManager.default.attributesOfItem(atPath: dataHome + "/todo")[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(directoryMode, 0o700)
    }

    func test_help_andVersion() throws {
        let help = try TodoProcess.execute(["--help"])
        let addHelp = try TodoProcess.execute(["add", "--help"])
        let version = try TodoProcess.execute(["--version"])

        XCTAssertEqual(help.status, 0)
        for command in ["add", "list", "show", "done", "undone", "edit", "rm", "search", "export", "import", "undo", "history", "shell"] {
            let listed = help.stdout.contains("\n  \(command) ") || help.stdout.contains("\n  \(command),")
            XCTAssertTrue(listed, "help lacks \(command)")
        }
        XCTAssertTrue(addHelp.stdout.contains("todo add Buy milk"), addHelp.stdout)
        XCTAssertEqual(version.stdout, "todo 0.1.0\n")
    }

    // MARK: - Private

    private func decodeArray(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(value as? [[String: Any]])
    }
}
