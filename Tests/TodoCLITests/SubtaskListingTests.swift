import Foundation
import Testing
import TestSupport

/// Subtasks through the binary, on each engine: `parent:` on add and modify, a cycle refused,
/// `list` as a tree with progress, the family filters, a child whose parent is filtered out,
/// `show` naming parent and children, and the JSON `parent` key.
final class SubtaskListingTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_listShowsChildrenUnderTheirParent_indentedInTheListingsOrder_withProgress(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let list = try todo.run(["list", "--sort", "created"])

        #expect(list.status == 0, "\(list.stderr)")
        // Newest first within each level, as the listing's own order.
        #expect(list.stdout == """
                6 [ ] Unrelated
                1 [ ] Move house  [1/3]
                4 [ ]   Book van
                3 [ ]   Pack kitchen  [0/1]
                5 [ ]     Wrap plates

            """, "\(list.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_familyFilters_andAChildWhoseParentIsFilteredOut_namesIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let children = try todo.run(["list", "parent:1", "--sort", "created"])
        let parents = try todo.run(["list", "+PARENT", "--sort", "created"])
        let leaves = try todo.run(["list", "+CHILD", "-PARENT", "--sort", "created"])

        #expect(children.stdout == """
                4 [ ] Book van  parent:1 (Move house)
                3 [ ] Pack kitchen  [0/1]  parent:1 (Move house)

            """, "\(children.stdout)")
        #expect(parents.stdout == """
                1 [ ] Move house  [1/3]
                3 [ ]   Pack kitchen  [0/1]

            """, "\(parents.stdout)")
        #expect(leaves.stdout == """
                5 [ ] Wrap plates  parent:3 (Pack kitchen)
                4 [ ] Book van  parent:1 (Move house)

            """, "\(leaves.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aCycleIsRefusedNamingTheIds_exit2_andParentClearsIt_andJSONCarriesTheUUID(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let cycle = try todo.run(["modify", "1", "parent:5"])
        let json = try todo.run(["show", "5", "--json"])
        let cleared = try todo.run(["modify", "5", "parent:"])
        let after = try todo.run(["show", "5", "--json"])

        #expect(cycle.status == 2)
        #expect(cycle.stderr == "todo: invalid parent: that would be a cycle: #1, which is a child of #5, which is a child of #3, which is a child of #1\n")
        let uuid = try #require(try todo.run(["show", "3", "--json"]).stdout.firstMatch(of: /"uuid":"([0-9a-f-]{36})"/)?.1)
        #expect(json.stdout.contains("\"parent\":\"\(uuid)\""), "\(json.stdout)")
        #expect(cleared.status == 0, "\(cleared.stderr)")
        #expect(after.stdout.contains("\"parent\":null"), "\(after.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_showNamesTheParentAndListsTheChildren(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let parent = try todo.run(["show", "1"])
        let child = try todo.run(["show", "3"])

        #expect(parent.stdout.contains("children: 1/3 done\n  #2 [x] Call movers\n  #3 [ ] Pack kitchen\n  #4 [ ] Book van\n"), "\(parent.stdout)")
        #expect(child.stdout.contains("parent:   #1 Move house\nchildren: 0/1 done\n  #5 [ ] Wrap plates\n"), "\(child.stdout)")
    }

    // MARK: - Private

    /// 1 Move house ← 2 Call movers (done), 3 Pack kitchen ← 5 Wrap plates, 4 Book van; 6 Unrelated.
    @Test(arguments: TodoEngine.allCases)
    func test_aPageOfMoreThan64Memos_stillShowsProgress_andOneWithoutSubtasksShowsNone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let lines = (1...70).map { #"{"title":"Filler \#($0)"}"# }.joined(separator: "\n") + "\n"
        let imported = try todo.run(["import", "--format", "json", "-"], stdin: Data(lines.utf8))
        #expect(imported.status == 0, "\(imported.stderr)")
        let flat = try todo.run(["list", "--limit", "100", "--sort", "created"])
        #expect(flat.status == 0, "\(flat.stderr)")
        #expect(flat.stdout.split(separator: "\n").count == 70, "\(flat.stdout)")
        #expect(!flat.stdout.contains("/"), "\(flat.stdout)")

        try todo.run(["add", "Parent of two"])
        try todo.run(["add", "First child", "parent:71"])
        try todo.run(["add", "Second child", "parent:71"])
        try todo.run(["done", "73"])
        let tree = try todo.run(["list", "--limit", "100", "--sort", "created"])

        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout.contains("Parent of two  [1/2]\n"), "\(tree.stdout)")
    }

    private func addTree(_ todo: TodoProcess) throws {
        try todo.run(["add", "Move house"])
        try todo.run(["add", "Call movers", "parent:1"])
        try todo.run(["add", "Pack kitchen", "par:1"])
        try todo.run(["add", "Book van", "parent:#1"])
        try todo.run(["add", "Wrap plates", "parent:3"])
        try todo.run(["add", "Unrelated"])
        try todo.run(["done", "2"])
    }
}
