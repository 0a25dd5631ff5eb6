@testable import MemoStore
import OpenCombine
@testable import SQLiteMemoStore
import TestSupport
@testable import TodoRIBs
import XCTest

/// Once a command has run and the program lets go of the tree, nothing of it stays alive:
/// proven through weak references taken while the tree was alive.
@MainActor
final class TreeDeallocationTests: XCTestCase {
    func test_afterACommandWorkflow_releasingTheTreeReleasesEveryRIBTheWorkerAndTheStore() async throws {
        // given a memo to show, added by an earlier command
        let directory = try TemporaryDirectory()
        try runAdd(on: directory)
        weak var repository: SQLiteMemoRepository?
        weak var connection: SQLiteConnection?
        weak var rootRouter: Routing?
        weak var rootInteractor: Interactable?
        weak var rootView: TerminalViewController?
        var weakRIBs: [String: () -> AnyObject?] = [:]

        // when `show` runs through LoggedIn, TodoList and DetailContents, and the tree is let go
        do {
            let opened = try directory.openSQLite()
            repository = opened
            connection = opened.connection
            let (launchRouter, root) = RootBuilder(dependency: TestRootDependency(memoRepository: opened))
                .build(userName: "alice")
            launchRouter.launch(from: Window(screen: ScriptedScreen(), mode: .command))
            let workflow = MemoCommandWorkflow(userName: "alice", command: .open(id: 1))
            let subscription = workflow.subscribe(root)
            XCTAssertTrue(workflow.isComplete)
            XCTAssertNil(workflow.error)

            rootRouter = launchRouter
            rootInteractor = launchRouter.interactable
            rootView = launchRouter.viewControllable.terminalViewController
            let loggedIn = try XCTUnwrap(launchRouter.children.first)
            XCTAssertEqual(loggedIn.children.count, 2)
            weakRIBs = Self.weakly([
                "LoggedIn router": loggedIn,
                "LoggedIn interactor": loggedIn.interactable,
                "repository worker": Self.memoRepositoryWorker(of: loggedIn.interactable),
                "TodoList router": loggedIn.children[0],
                "TodoList interactor": loggedIn.children[0].interactable,
                "TodoList view": (loggedIn.children[0] as? ViewableRouting)?.viewControllable,
                "DetailContents router": loggedIn.children[1],
                "DetailContents interactor": loggedIn.children[1].interactable,
                "DetailContents view": (loggedIn.children[1] as? ViewableRouting)?.viewControllable,
            ])
            XCTAssertEqual(weakRIBs.count, 9)
            XCTAssertTrue(weakRIBs.values.allSatisfy { $0() != nil })
            subscription.cancel()
        }

        // then
        XCTAssertNil(rootRouter)
        XCTAssertNil(rootInteractor)
        XCTAssertNil(rootView)
        for (name, object) in weakRIBs.sorted(by: { $0.key < $1.key }) {
            XCTAssertNil(object(), "\(name) outlived the tree")
        }
        // Released, not closed: nothing called close() (issue 16, §2).
        XCTAssertNil(repository, "the SQLite repository outlived the tree")
        XCTAssertNil(connection, "the SQLite connection outlived its repository")
    }

    // MARK: - Private

    private func runAdd(on directory: TemporaryDirectory) throws {
        let (launchRouter, root) = RootBuilder(dependency: TestRootDependency(memoRepository: try directory.openSQLite()))
            .build(userName: "alice")
        launchRouter.launch(from: Window(screen: ScriptedScreen(), mode: .command))
        let workflow = MemoCommandWorkflow(userName: "alice", command: .add(MemoDraft(title: "Milk")))
        withExtendedLifetime(workflow.subscribe(root)) {}
        XCTAssertNil(workflow.error)
    }

    /// Closures that answer each object while it lives, holding none of them.
    private static func weakly(_ objects: [String: AnyObject?]) -> [String: () -> AnyObject?] {
        var result: [String: () -> AnyObject?] = [:]
        for case let (name, object?) in objects {
            result[name] = { [weak object] in object }
        }
        return result
    }

    private static func memoRepositoryWorker(of interactor: Interactable) -> AnyObject? {
        Mirror(reflecting: interactor).children
            .first { $0.label == "memoRepositoryWorker" }
            .map { $0.value as AnyObject }
    }
}
