import Foundation
import MemoStore
import MemoUseCases
import OpenCombine
import XCTest
@testable import TodoRIBs
import TestSupport

/// One-shot commands as Workflows over the whole tree on a temporary SQLite store, printed
/// through `CommandOutput` as the command line prints them.
@MainActor
final class MemoCommandWorkflowTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUp() async throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() async throws {
        // XCTest keeps every test case to the end of the run: release the directory now.
        directory = nil
    }

    func test_add_givesAdded_andPrintsTheBareID() async throws {
        let run = try self.run(.add(MemoDraft(title: "Buy milk", body: "oat")))

        XCTAssertEqual(run.result, "added 1")
        XCTAssertEqual(run.printed, "1\n")
        XCTAssertEqual(run.viewOutput, "")
        XCTAssertTrue(run.workflow.isComplete)
    }

    func test_list_text_printsRows_andTheNoteOnWhatTheLimitLeftOutToStderr() async throws {
        try add("Milk", "Eggs", "Bread")

        let all = try run(.list(MemoPageRequest(sort: .created)))
        let limited = try run(.list(MemoPageRequest(sort: .created, limit: 1)))

        XCTAssertEqual(all.result, "listed [3, 2, 1]")
        XCTAssertEqual(all.printed, "    3 [ ] Bread\n    2 [ ] Eggs\n    1 [ ] Milk\n")
        XCTAssertEqual(all.printedErrors, "")
        XCTAssertEqual(limited.printed, "    3 [ ] Bread\n")
        XCTAssertTrue(limited.printedErrors.hasPrefix("… "), limited.printedErrors)
        XCTAssertTrue(limited.printedErrors.contains(" more; see them with --limit "), limited.printedErrors)
        XCTAssertEqual(all.viewOutput + limited.viewOutput, "")
    }

    func test_moreLine_atTheLargestLimit_asksToNarrowTheFilter_notForTheLimitAlreadyUsed() async throws {
        let time = Timestamp(secondsSince1970: 1_700_000_000)
        let memos = (1...10_000).map { Memo(id: Int64($0), uuid: "u\($0)", title: "m", body: "", isDone: false, created: time, updated: time) }
        func listing(limit: Int, memos: [Memo]) -> MemoListing {
            MemoListing(source: .page(MemoPageRequest(limit: limit)), memos: memos, more: 1_000, moreIsExact: false,
                        counts: MemoCounts(open: 11_000, done: 0))
        }

        let atMost = MemoText.moreLine(for: listing(limit: 10_000, memos: memos))
        let below = MemoText.moreLine(for: listing(limit: 9_000, memos: Array(memos.prefix(9_000))))

        XCTAssertEqual(atMost, "… 1000+ more; narrow the filter, or see them all with export")
        XCTAssertEqual(below, "… 1000+ more; see them with --limit 10000")
    }

    func test_list_json_printsAnArrayOfTheDocumentedObjects() async throws {
        try add("Milk", "Eggs")

        let run = try self.run(.list(MemoPageRequest(sort: .created)), format: .json)

        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.printed.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.map { $0["id"] as? Int }, [2, 1])
        XCTAssertEqual(array.first?["title"] as? String, "Eggs")
        XCTAssertEqual(array.first?["done"] as? Bool, false)
        XCTAssertTrue(run.printed.hasSuffix("]\n"))
    }

    func test_show_text_and_json_printTheMemo_throughDetailContents() async throws {
        try add("Milk")

        let text = try run(.open(id: 1))
        let json = try run(.open(id: 1), format: .json)

        XCTAssertEqual(text.result, "opened 1 Milk")
        XCTAssertTrue(text.printed.hasPrefix("#1 Milk\nstatus:   open\ncreated:  "), text.printed)
        XCTAssertEqual(text.tree, "Root\n└── LoggedIn\n    ├── TodoList\n    └── DetailContents\n")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.printed.utf8)) as? [String: Any])
        XCTAssertEqual(object["id"] as? Int, 1)
        XCTAssertEqual(object["title"] as? String, "Milk")
        XCTAssertEqual(text.viewOutput + json.viewOutput, "")
    }

    func test_changes_giveChanged_andPrintALineAMemo() async throws {
        try add("Milk", "Eggs")

        let done = try run(.setDone(true, ids: [1, 2]))
        let undone = try run(.setDone(false, ids: [2]))
        let edited = try run(.modify(ids: [1], MemoPatch(title: "Oat milk"), kind: .edit))
        let retitled = try run(.modify(ids: [1], MemoPatch(title: "Oat milk, 2 l"), kind: .modify))
        let removed = try run(.remove(ids: [2]))

        XCTAssertEqual(done.result, "done [1, 2] created []")
        XCTAssertEqual(done.printed, "done #1 Milk\ndone #2 Eggs\n")
        XCTAssertEqual(undone.printed, "undone #2 Eggs\n")
        XCTAssertEqual(edited.printed, "edit #1 Oat milk\n")
        XCTAssertEqual(retitled.printed, "modify #1 Oat milk, 2 l\n")
        XCTAssertEqual(removed.printed, "rm #2 Eggs\n")
        let listed = try run(.list(MemoPageRequest(filter: .all, sort: .created))).printed
        XCTAssertTrue(listed.hasPrefix("    1 [x] Oat milk, 2 l  done "), listed)
        XCTAssertEqual([done, undone, edited, retitled, removed].map(\.viewOutput).joined(), "")
    }

    func test_search_printsTheMatchingRows() async throws {
        try add("Buy milk", "Call mom", "Milk the cow")

        let run = try self.run(.search(query: "milk", filter: .all, limit: 10))

        XCTAssertEqual(run.printed, "    3 [ ] Milk the cow\n    1 [ ] Buy milk\n")
    }

    func test_undoAndHistory_takeBackTheLastCommand_andListWhatIsLeft() async throws {
        try add("Milk", "Eggs")

        let undo = try run(.undo)
        let history = try run(.history(limit: 10))
        let json = try run(.history(limit: 10), format: .json)

        XCTAssertTrue(undo.printed.hasPrefix("undid "), undo.printed)
        XCTAssertTrue(undo.printed.contains("#2"), undo.printed)
        XCTAssertEqual(history.printed.split(separator: "\n").count, 1, history.printed)
        XCTAssertTrue(history.printed.contains("#1"), history.printed)
        let records = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.printed.utf8)) as? [[String: Any]])
        XCTAssertEqual(records.map { $0["kind"] as? String }, ["add"])
        XCTAssertEqual(try run(.list(MemoPageRequest())).result, "listed [1]")
    }

    func test_names_json_printsAnArray() async throws {
        let run = try self.run(.names(.projects), format: .json)

        XCTAssertEqual(run.result, "projects []")
        XCTAssertEqual(run.printed, "[]\n")
    }

    func test_importAndExport_goThroughLoggedIn_andOnlyImportPrints() async throws {
        var drafts = [MemoDraft(title: "One"), MemoDraft(title: "Two")]
        var exported: [String] = []

        let imported = try run(.importMemos(next: { drafts.isEmpty ? nil : drafts.removeFirst() }))
        let export = try run(.export(sink: { exported.append($0.title) }))

        XCTAssertEqual(imported.printed, "imported 2 memos\n")
        XCTAssertEqual(export.result, "exported 2")
        XCTAssertEqual(export.printed, "")
        XCTAssertEqual(exported, ["One", "Two"])
    }

    func test_missingMemo_failsTheWorkflowWithTheStoreError_andNothingIsPrinted() async throws {
        try add("Milk")

        for command in [MemoAction.remove(ids: [5]), .open(id: 5), .setDone(true, ids: [1, 5])] {
            let run = try self.run(command)

            XCTAssertEqual(run.workflow.error as? MemoStoreError, .memoNotFound(id: 5))
            XCTAssertNil(run.workflow.result)
            XCTAssertFalse(run.workflow.isComplete)
            XCTAssertEqual(run.viewOutput, "")
        }
    }

    func test_nothingToUndo_surfacesInTheWorkflowsError() async throws {
        let run = try self.run(.undo)

        XCTAssertEqual(run.workflow.error as? MemoStoreError, .nothingToUndo)
    }

    func test_invalidUserName_failsAtTheFirstStep() async throws {
        let run = try self.run(.list(MemoPageRequest()), userName: " ")

        XCTAssertEqual(run.workflow.error as? RootError, .invalidUserName("a user name cannot be empty"))
        XCTAssertEqual(run.tree, "Root\n└── LoggedOut\n")
    }

    func test_commandWindow_staysHidden_soNoViewAppears() async throws {
        // given
        let screen = ScriptedScreen()
        let (launchRouter, root) = RootBuilder(dependency: TestRootDependency(memoRepository: try directory.openSQLite()))
            .build(userName: "alice")
        let window = Window(screen: screen, mode: .command)

        // when
        launchRouter.launch(from: window)
        let subscription = MemoCommandWorkflow(userName: "alice", command: .open(id: 1)).subscribe(root)
        defer { subscription.cancel() }

        // then neither the list screen (which would load a page on appearing) nor the failed
        // detail screen printed anything
        XCTAssertFalse(window.isVisible)
        XCTAssertEqual(screen.output + screen.errors, "")
        XCTAssertTrue(window.firstResponder is TodoListViewController)
    }

    // MARK: - Private

    @MainActor
    private struct Run {
        let workflow: MemoCommandWorkflow
        /// What the views wrote while the Workflow ran (a command's views write nothing).
        let viewOutput: String
        let printed: String
        let printedErrors: String
        let tree: String
        var result: String? { workflow.result?.summary }
    }

    private func run(_ command: MemoAction, format: OutputFormat = .text, userName: String = "alice") throws -> Run {
        let screen = ScriptedScreen()
        let (launchRouter, root) = RootBuilder(dependency: TestRootDependency(memoRepository: try directory.openSQLite()))
            .build(userName: userName)
        let window = Window(screen: screen, mode: .command)
        launchRouter.launch(from: window)
        let workflow = MemoCommandWorkflow(userName: userName, command: command)
        let subscription = workflow.subscribe(root)
        defer { subscription.cancel() }
        let viewOutput = screen.takeOutput() + screen.takeErrors()
        if let result = workflow.result {
            CommandOutput(screen: screen, format: format).show(result)
        }
        return Run(
            workflow: workflow, viewOutput: viewOutput, printed: screen.takeOutput(), printedErrors: screen.takeErrors(),
            tree: launchRouter.treeDescription())
    }

    private func add(_ titles: String...) throws {
        for title in titles {
            XCTAssertNil(try run(.add(MemoDraft(title: title))).workflow.error)
        }
    }
}
