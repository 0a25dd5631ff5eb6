import Foundation
import Testing
import TestSupport

/// `todo undo` and `todo history` through the binary.
final class UndoTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_undo_walksBackEachKindOfCommand(_ engine: TodoEngine) throws {
        try begin(on: engine)
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

        #expect(undoRm.stdout == "undid rm #1 \"Buy oat milk\"\n")
        #expect(afterRm.contains("\"id\":1,"), "\(afterRm)")
        #expect(afterRm.contains("\"done\":true"), "\(afterRm)")
        #expect(undoDone.stdout == "undid done #1 \"Buy oat milk\"\n")
        #expect(undoEdit.stdout == "undid edit #1 \"Buy oat milk\"\n")
        #expect(afterEdit == original)
        #expect(undoAdd.stdout == "undid add #1 \"Buy milk\"\n")
        #expect(try todo.run(["list", "--all"]).stdout == "")
        #expect(nothing.status == 1)
        #expect(nothing.stderr == "todo: nothing to undo\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoRm_restoresTheSameIdAndUuid(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Keep me"])
        let before = try todo.run(["show", "1", "--json"]).stdout
        try todo.run(["rm", "1"])

        try todo.run(["undo"])

        #expect(try todo.run(["show", "1", "--json"]).stdout == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoImport_removesExactlyWhatItAdded(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Mine before"])
        let lines = (1...2_000).map { "{\"title\":\"imported \($0)\"}" }.joined(separator: "\n")
        try todo.run(["import"], stdin: Data(lines.utf8))
        try todo.run(["add", "Mine after"])
        try todo.run(["undo"])

        let undo = try todo.run(["undo"])

        #expect(undo.stdout == "undid import 2000 memos\n")
        #expect(try todo.run(["list"]).stdout == "    1 [ ] Mine before\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undo_takesBackOnlyThisUsersLastCommand(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Alice's"])
        todo.user = "bob"
        try todo.run(["add", "Bob's"])
        todo.user = "alice"

        let undo = try todo.run(["undo"])

        #expect(undo.stdout == "undid add #1 \"Alice's\"\n")
        todo.user = "bob"
        #expect(try todo.run(["list"]).stdout == "    2 [ ] Bob's\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_history_listsNewestFirst_asTextAndJSON(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "One"])
        try todo.run(["add", "Two"])
        try todo.run(["done", "1"])

        let text = try todo.run(["history", "--limit", "2"])
        let json = try todo.run(["history", "--json"])

        let lines = text.stdout.split(separator: "\n").map { String($0.dropFirst(22)) }
        #expect(lines == ["done #1 \"One\"", "add #2 \"Two\""])
        let entries = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["kind"] as? String } == ["done", "add", "add"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_shell_undoWorksOnTheDetailScreenAndTheScreenFollows(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Original"])

        let result = try todo.run(["shell"], stdin: Data("open 1\ntitle Renamed\nundo\nshow\n".utf8))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("edit #1 Renamed\nundid edit #1 \"Renamed\"\n#1 Original\n"), "\(result.stdout)")
    }
}
