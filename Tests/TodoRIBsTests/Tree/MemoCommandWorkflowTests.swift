import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

/// One-shot commands as Workflows over the whole tree, in command mode.
@MainActor
final class MemoCommandWorkflowTests: XCTestCase {
    func test_add_thenShow_runToCompletionWithinSubscribe_andPrintOnlyTheResult() async throws {
        let store = try TemporaryStore()

        let added = try run(.add(MemoDraft(title: "Buy milk", body: "oat")), on: store)
        let shown = try run(.show(id: 1, format: .text), on: store)

        XCTAssertEqual(added.output, "1\n")
        XCTAssertTrue(shown.output.hasPrefix("#1 Buy milk\nstatus:  open\n"), shown.output)
        XCTAssertTrue(shown.output.hasSuffix("\noat\n"), shown.output)
        XCTAssertNil(added.workflow.error)
        XCTAssertTrue(shown.workflow.isComplete)
    }

    func test_commandAboutOneMemo_routesThroughDetailContents() async throws {
        let store = try TemporaryStore()
        _ = try run(.add(MemoDraft(title: "Buy milk")), on: store)

        let done = try run(.setDone(id: 1, isDone: true), on: store)

        XCTAssertEqual(done.output, "done #1 Buy milk\n")
        XCTAssertEqual(done.tree, "Root\n└── LoggedIn\n    ├── TodoList\n    └── DetailContents\n")
    }

    func test_missingMemo_failsTheWorkflowWithTheStoreError_andPrintsNothing() async throws {
        let store = try TemporaryStore()

        let result = try run(.remove(id: 5), on: store)

        XCTAssertEqual(result.workflow.error as? MemoStoreError, .memoNotFound(id: 5))
        XCTAssertFalse(result.workflow.isComplete)
        XCTAssertEqual(result.output, "")
    }

    func test_invalidUserName_failsAtTheFirstStep() async throws {
        let store = try TemporaryStore()

        let result = try run(.list(filter: .open, limit: 5, format: .text), on: store, userName: " ")

        XCTAssertEqual(result.workflow.error as? RootError, .invalidUserName("a user name cannot be empty"))
    }

    // MARK: - Private

    private func run(_ command: MemoCommand, on store: TemporaryStore, userName: String = "alice")
        throws -> (workflow: MemoCommandWorkflow, output: String, tree: String)
    {
        let screen = ScriptedScreen()
        let (launchRouter, root) = RootBuilder(dependency: TestRootDependency(memoRepository: try store.open())).build()
        let window = Window(screen: screen, mode: .command)
        launchRouter.launch(from: window)
        let workflow = MemoCommandWorkflow(userName: userName, command: command)
        let subscription = workflow.subscribe(root)
        defer { subscription.cancel() }
        return (workflow, screen.output, launchRouter.treeDescription())
    }
}

extension MemoCommandWorkflowTests {
    func test_afterACommand_releasingTheTreeReleasesTheStore() async throws {
        let store = try TemporaryStore()
        weak var repository: SQLiteMemoRepository?
        weak var rootRouter: LaunchRouting?
        do {
            let opened = try store.open()
            repository = opened
            let (launchRouter, root) = RootBuilder(dependency: TestRootDependency(memoRepository: opened)).build()
            rootRouter = launchRouter
            let window = Window(screen: ScriptedScreen(), mode: .command)
            launchRouter.launch(from: window)
            let workflow = MemoCommandWorkflow(userName: "alice", command: .add(MemoDraft(title: "x")))
            let subscription = workflow.subscribe(root)
            XCTAssertTrue(workflow.isComplete)
            withExtendedLifetime(subscription) {}
        }

        XCTAssertNil(rootRouter)
        XCTAssertNil(repository)
    }
}
