import Foundation
import Testing
import TestSupport

/// Writes to a parent through the binary, on each engine: `done` and `rm` refuse while it has
/// children, naming them (exit 2); `--yes` takes the whole subtree as one undo step;
/// `--keep-children` moves the children up a level; `duplicate --subtree` copies the tree; a
/// recurring parent's next occurrence gets fresh copies of its children.
final class SubtaskWriteTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_doneOfAParentWithOpenChildren_isRefusedNamingThem_andYesMarksTheSubtreeAsOneUndoStep(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let refused = try todo.run(["done", "1"])
        let filterOrder = try todo.run(["1", "done"])
        let subtree = try todo.run(["done", "1", "--yes"])
        let afterDone = try todo.run(["list", "--all", "--sort", "created"])
        let undo = try todo.run(["undo"])
        let afterUndo = try todo.run(["list", "--sort", "created"])

        #expect(refused.status == 2)
        #expect(refused.stderr == "todo: #1 has open children #2 #3 #4: mark them done first, or add --yes to mark the whole subtree done\n")
        #expect(filterOrder.status == 2, "\(filterOrder.stdout)")
        #expect(subtree.status == 0, "\(subtree.stderr)")
        #expect(afterDone.stdout.components(separatedBy: "\n").filter { $0.contains("[x]") }.count == 4, "\(afterDone.stdout)")
        #expect(undo.stdout == "undid done 4 memos\n", "\(undo.stdout)")
        #expect(afterUndo.stdout.components(separatedBy: "\n").filter { $0.contains("[ ]") }.count == 4, "\(afterUndo.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneOfAParentWhoseChildrenAreDoneOrGivenToo_isNotRefused(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let leaf = try todo.run(["done", "3", "4"])
        let all = try todo.run(["done", "1", "2"])

        #expect(leaf.status == 0, "\(leaf.stderr)")
        #expect(all.status == 0, "\(all.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_rmOfAParent_isRefused_yesRemovesTheSubtree_keepChildrenMovesThemUpALevel(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let refused = try todo.run(["rm", "2"])
        let kept = try todo.run(["rm", "2", "--keep-children"])
        let afterKeep = try todo.run(["list", "--sort", "created"])
        let subtree = try todo.run(["delete", "1", "--yes"])
        let afterSubtree = try todo.run(["list"])

        #expect(refused.status == 2)
        #expect(refused.stderr == "todo: #2 has children #3: add --yes to remove them too, or --keep-children to move them up a level\n")
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(afterKeep.stdout == """
                1 [ ] Move house  [0/2]
                4 [ ]   Book van
                3 [ ]   Wrap plates

            """, "\(afterKeep.stdout)")
        #expect(subtree.stdout == "rm #1 Move house\nrm #3 Wrap plates\nrm #4 Book van\n", "\(subtree.stdout)")
        #expect(afterSubtree.stdout == "", "\(afterSubtree.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_duplicateCopiesOneMemo_unlessSubtree(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let one = try todo.run(["duplicate", "2"])
        let tree = try todo.run(["duplicate", "2", "--subtree"])
        let copies = try todo.run(["list", "parent:1", "--sort", "created"])
        let below = try todo.run(["list", "parent:6"])

        #expect(one.stdout == "5\n", "\(one.stdout)")
        #expect(tree.stdout == "6\n7\n", "\(tree.stdout)")
        // The single copy keeps the parent; the copy of the tree holds a copy of the child.
        #expect(copies.stdout.contains("    6 [ ] Pack kitchen  [0/1]  parent:1 (Move house)\n"), "\(copies.stdout)")
        #expect(below.stdout == "    7 [ ] Wrap plates  parent:6 (Pack kitchen)\n", "\(below.stdout)")
        #expect(copies.stdout.contains("    5 [ ] Pack kitchen  parent:1 (Move house)\n"), "\(copies.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_duplicateOfASubtreeInACycle_copiesEachMemoOnce_andEnds(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        // An import (like a sync) may leave parents in a cycle: 1 under 2, 2 under 1.
        let lines = """
            {"uuid":"33333333-3333-4333-8333-333333333333","title":"Egg","parent":"44444444-4444-4444-8444-444444444444"}
            {"uuid":"44444444-4444-4444-8444-444444444444","title":"Hen","parent":"33333333-3333-4333-8333-333333333333"}

            """
        let imported = try todo.run(["import", "--format", "json", "-"], stdin: Data(lines.utf8))

        // Until it copied its own copies, one under the other, without end (and held the store).
        let copied = try todo.run(["duplicate", "1", "--subtree"], killAfter: 60)
        let all = try todo.run(["list", "--all"])
        let belowCopy = try todo.run(["list", "parent:3"])

        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(copied.stdout == "3\n4\n", "\(copied.stdout)")
        #expect(all.stdout.split(separator: "\n").count == 4, "\(all.stdout)")
        #expect(belowCopy.stdout == "    4 [ ] Hen  parent:3 (Egg)\n", "\(belowCopy.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_duplicateOfAChildThenItsParent_copiesTheParentsSubtree_butNotTheChildsCopy(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        // #2's copy (#5, with #3's) lands under #1 before #1's subtree is copied: it is not copied again.
        let copied = try todo.run(["duplicate", "2", "1", "--subtree"])
        let all = try todo.run(["list", "--all"])

        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(copied.stdout == "5\n6\n7\n8\n9\n10\n", "\(copied.stdout)")
        #expect(all.stdout.split(separator: "\n").count == 10, "\(all.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_duplicateOfASubtree_isOneUndoStep(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        try todo.run(["duplicate", "1", "--subtree"])
        let undo = try todo.run(["undo"])
        let after = try todo.run(["list", "--sort", "created"])

        #expect(undo.stdout == "undid add 4 memos\n", "\(undo.stdout)")
        #expect(after.stdout.components(separatedBy: "\n").filter { $0.contains("[ ]") }.count == 4, "\(after.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aRecurringParentsNextOccurrence_getsFreshCopiesOfItsChildren(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Weekly review", "due:today", "recur:weekly"])
        try todo.run(["add", "Inbox zero", "parent:1"])

        let done = try todo.run(["done", "1", "--yes"])
        let open = try todo.run(["list"])

        #expect(done.stdout == "done #1 Weekly review\ndone #2 Inbox zero\nnext #3 Weekly review\nnext #4 Inbox zero\n", "\(done.stdout)")
        #expect(open.stdout.hasPrefix("    3 [ ] Weekly review  [0/1]  recur:weekly  due "), "\(open.stdout)")
        #expect(open.stdout.hasSuffix("\n    4 [ ]   Inbox zero\n"), "\(open.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneOfARecurringParent_withTheNextOccurrenceAndItsChildCopies_isOneUndoStep(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Weekly review", "due:today", "recur:weekly"])
        try todo.run(["add", "Inbox zero", "parent:1"])

        try todo.run(["done", "1", "--yes"])
        let history = try todo.run(["history", "--limit", "1"])
        let undo = try todo.run(["undo"])
        let after = try todo.run(["list", "--all", "--sort", "created"])

        #expect(history.stdout.hasSuffix("  done 2 memos\n"), "\(history.stdout)")
        #expect(undo.stdout == "undid done 2 memos\n", "\(undo.stdout)")
        #expect(after.stdout.hasPrefix("    1 [ ] Weekly review  [0/1]  recur:weekly  due "), "\(after.stdout)")
        #expect(after.stdout.hasSuffix("\n    2 [ ]   Inbox zero\n"), "\(after.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_rmKeepingChildren_theMovesAndTheRemovalAreOneUndoStep(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)
        let before = try todo.run(["list", "--sort", "created"])

        try todo.run(["rm", "2", "--keep-children"])
        let undo = try todo.run(["undo"])
        let after = try todo.run(["list", "--sort", "created"])
        let earlier = try todo.run(["history", "--limit", "1"])

        #expect(undo.stdout == "undid rm #2 \"Pack kitchen\"\n", "\(undo.stdout)")
        #expect(after.stdout == before.stdout, "\(after.stdout)")
        #expect(earlier.stdout.hasSuffix("  add #4 \"Book van\"\n"), "\(earlier.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_theShellTakesYesAndKeepChildren_asTheOneShotCommandsDo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try addTree(todo)

        let shell = try todo.run(["shell"], stdin: Data("rm 2 --keep-children\ndone 1 --yes\nduplicate 1 --subtree\n".utf8))
        let after = try todo.run(["list", "--all", "--sort", "created"])

        #expect(shell.status == 0, "\(shell.stderr)")
        #expect(after.stdout.components(separatedBy: "\n").filter { $0.contains("[x]") }.count == 3, "\(after.stdout)")
        #expect(after.stdout.contains("    5 [ ] Move house  [0/2]\n"), "\(after.stdout)")
        #expect(!after.stdout.contains("Pack kitchen"), "\(after.stdout)")
    }

    // MARK: - Private

    /// 1 Move house ← 2 Pack kitchen ← 3 Wrap plates, and 4 Book van under 1.
    private func addTree(_ todo: TodoProcess) throws {
        try todo.run(["add", "Move house"])
        try todo.run(["add", "Pack kitchen", "parent:1"])
        try todo.run(["add", "Wrap plates", "parent:2"])
        try todo.run(["add", "Book van", "parent:1"])
    }
}
