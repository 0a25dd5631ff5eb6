import Foundation
import Testing
import TestSupport

/// A newer Taskwarrior export imported again brings what changed in Taskwarrior since, as
/// `task import` does: a task deleted there goes here too.
final class TaskwarriorReimportTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_aTaskDeletedInTaskwarrior_isRemovedOnReimport_asOneUndoStep_andOneNeverImportedIsLeftOut(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let first = [Self.task(1, "Pay rent", "pending"), Self.task(2, "Call mom", "pending")]
        let later = [Self.task(1, "Pay rent", "pending"), Self.task(2, "Call mom", "deleted", modified: "20261103T090000Z"),
                     Self.task(3, "Never here", "deleted")]
        try todo.run(["import", "--format", "taskwarrior"], stdin: Data(("[" + first.joined(separator: ",") + "]").utf8))

        let reimported = try todo.run(["import", "--format", "taskwarrior"], stdin: Data(("[" + later.joined(separator: ",") + "]").utf8))
        let afterImport = try todo.run(["list", "--all"])
        let undo = try todo.run(["undo"])
        let afterUndo = try todo.run(["list", "--all", "--sort", "created"])

        #expect(reimported.stdout == "imported 0 memos, skipped 1 already present, removed 1 deleted in the file; 1 deleted task left out\n",
                "\(reimported.stdout)\(reimported.stderr)")
        #expect(afterImport.stdout == "    1 [ ] Pay rent\n", "\(afterImport.stdout)")
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(afterUndo.stdout == "    2 [ ] Call mom\n    1 [ ] Pay rent\n", "\(afterUndo.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aTaskDeletedInTaskwarrior_butChangedHereSince_isKeptOnReimport(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let first = [Self.task(1, "Pay rent", "pending"), Self.task(2, "Call mom", "pending")]
        // Deleted there on 3 November; here, "Call mom" is annotated later (now).
        let later = [Self.task(1, "Pay rent", "deleted", modified: "20261103T090000Z"),
                     Self.task(2, "Call mom", "deleted", modified: "20261103T090000Z")]
        try todo.run(["import", "--format", "taskwarrior"], stdin: Data(("[" + first.joined(separator: ",") + "]").utf8))
        let annotated = try todo.run(["annotate", "2", "bring the photos"])

        let reimported = try todo.run(["import", "--format", "taskwarrior"], stdin: Data(("[" + later.joined(separator: ",") + "]").utf8))
        let afterImport = try todo.run(["list", "--all"])

        #expect(annotated.status == 0, "\(annotated.stderr)")
        #expect(reimported.stdout == "imported 0 memos, removed 1 deleted in the file, kept 1 changed here since its deletion\n",
                "\(reimported.stdout)\(reimported.stderr)")
        #expect(afterImport.stdout == "    2 [ ] Call mom  [1]\n", "\(afterImport.stdout)")
    }

    // MARK: - Private

    private static func task(_ number: Int, _ title: String, _ status: String, modified: String = "20261102T090000Z") -> String {
        #"{"description":"\#(title)","entry":"20261101T080000Z","modified":"\#(modified)","status":"\#(status)","#
            + #""uuid":"0b0e0c0a-0000-4000-8000-00000000000\#(number)"}"#
    }
}
