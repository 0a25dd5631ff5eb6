import Foundation
import XCTest

/// `todo undo` and `todo history` through the binary.
class UndoTests: EngineTestCase {
    func test_undo_walksBackEachKindOfCommand() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])
        let original = try todo.run(["show", "1", "--json"]).stdout
        try todo.run(["edit", "1", "--title", "Buy oat milk", "--body", "2 litres"])
        try todo.run(["done", "1"])
        try todo.run(["rm", "1"])

        let undoRm = try todo.run(["undo"])
        let afterRm = try todo.run(["show", "1", "--json"]).stdout
        let undoDone = try todo.run(["undo"])
        let undoEdit = try todo.run(["undo"])
        let afterEdit = try todo.run(["show", "1", "--json"]).stdout
        let undoAdd = try todo.run(["undo"])
        let nothing = try todo.run(["undo"])

        XCTAssertEqual(undoRm.stdout, "undid rm #1 \"Buy oat milk\"\n")
        XCTAssertTrue(afterRm.contains("\"id\":1,"), afterRm)
        XCTAssertTrue(afterRm.contains("\"done\":true"), afterRm)
        XCTAssertEqual(undoDone.stdout, "undid done #1 \"Buy oat milk\"\n")
        XCTAssertEqual(undoEdit.stdout, "undid edit #1 \"Buy oat milk\"\n")
        XCTAssertEqual(afterEdit, original)
        XCTAssertEqual(undoAdd.stdout, "undid add #1 \"Buy milk\"\n")
        XCTAssertEqual(try todo.run(["list", "--all"]).stdout, "")
        XCTAssertEqual(nothing.status, 1)
        XCTAssertEqual(nothing.stderr, "todo: nothing to undo\n")
    }

    func test_undoRm_restoresTheSameIdAndUuid() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.run(["show", "1", "--json"]).stdout
        try todo.run(["rm", "1"])

        try todo.run(["undo"])

        XCTAssertEqual(try todo.run(["show", "1", "--json"]).stdout, before)
    }

    func test_undoImport_removesExactlyWhatItAdded() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Mine before"])
        let lines = (1...2_000).map { "{\"title\":\"imported \($0)\"}" }.joined(separator: "\n")
        try todo.run(["import"], stdin: Data(lines.utf8))
        try todo.run(["add", "Mine after"])
        try todo.run(["undo"])

        let undo = try todo.run(["undo"])

        XCTAssertEqual(undo.stdout, "undid import 2000 memos\n")
        XCTAssertEqual(try todo.run(["list"]).stdout, "    1 [ ] Mine before\n")
    }

    func test_undo_takesBackOnlyThisUsersLastCommand() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Alice's"])
        todo.user = "bob"
        try todo.run(["add", "Bob's"])
        todo.user = "alice"

        let undo = try todo.run(["undo"])

        XCTAssertEqual(undo.stdout, "undid add #1 \"Alice's\"\n")
        todo.user = "bob"
        XCTAssertEqual(try todo.run(["list"]).stdout, "    2 [ ] Bob's\n")
    }

    func test_history_listsNewestFirst_asTextAndJSON() throws {
        let todo = try makeTodo()
        try todo.run(["add", "One"])
        try todo.run(["add", "Two"])
        try todo.run(["done", "1"])

        let text = try todo.run(["history", "--limit", "2"])
        let json = try todo.run(["history", "--json"])

        let lines = text.stdout.split(separator: "\n").map { String($0.dropFirst(22)) }
        XCTAssertEqual(lines, ["done #1 \"One\"", "add #2 \"Two\""])
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["kind"] as? String }, ["done", "add", "add"])
    }

    func test_shell_undoWorksOnTheDetailScreenAndTheScreenFollows() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Original"])

        let result = try todo.run(["shell"], stdin: Data("open 1\ntitle Renamed\nundo\nshow\n".utf8))

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("edit #1 Renamed\nundid edit #1 \"Renamed\"\n#1 Original\n"), result.stdout)
    }
}
