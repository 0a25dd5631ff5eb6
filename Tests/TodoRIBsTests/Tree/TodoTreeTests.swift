import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// The whole tree driven through a scripted screen over a temporary SQLite file, as a person
/// would drive the interactive shell.
@MainActor
final class TodoTreeTests: XCTestCase {
    func test_session_aliceEditsAndLogsOut_bobSeesNothing_newRunFindsAlicesMemos() async throws {
        let directory = try TemporaryDirectory()

        // given a fresh tree on an empty store
        let screen = ScriptedScreen()
        var (window, launchRouter) = try launchTree(on: directory, screen: screen)
        XCTAssertTrue(window.firstResponder is LoggedOutViewController)

        // when alice logs in and adds three memos
        window.send("alice")
        XCTAssertTrue(window.firstResponder is TodoListViewController)
        XCTAssertTrue(screen.takeOutput().contains("no open memos (0 open, 0 done)"))
        for title in ["Buy milk", "Call mom", "Water plants"] {
            window.send("add \(title)")
        }
        XCTAssertEqual(screen.takeOutput(), "added #1 Buy milk\nadded #2 Call mom\nadded #3 Water plants\n")

        // and opens the second, edits it, and closes it
        window.send("open 2")
        XCTAssertTrue(window.firstResponder is DetailContentsViewController)
        XCTAssertTrue(screen.takeOutput().hasPrefix("#2 Call mom\nstatus:   open\n"))
        window.send("title Call mom on Sunday")
        window.send("body bring cake")
        XCTAssertEqual(screen.takeOutput(), "edit #2 Call mom on Sunday\nedit #2 Call mom on Sunday\n")
        XCTAssertEqual(launchRouter.treeDescription(), "Root\n└── LoggedIn\n    ├── TodoList\n    └── DetailContents\n")
        window.send("back")

        // then the list shows the edit, through the stream
        XCTAssertTrue(window.firstResponder is TodoListViewController)
        XCTAssertEqual(screen.takeOutput(), """
            3 open memos (3 open, 0 done)
                1 [ ] Buy milk
                2 [ ] Call mom on Sunday
                3 [ ] Water plants

            """)

        // when she marks one done
        window.send("done 1")
        window.send("list all")
        let listed = screen.takeOutput()
        XCTAssertTrue(listed.hasPrefix("""
            done #1 Buy milk
            3 memos (2 open, 1 done)
                1 [x] Buy milk  done
            """), listed)
        XCTAssertTrue(listed.hasSuffix("\n    2 [ ] Call mom on Sunday\n    3 [ ] Water plants\n"), listed)

        // and logs out, LoggedIn's whole subtree is gone
        weak let loggedInRouter = launchRouter.children.last
        weak let loggedInInteractor = loggedInRouter?.interactable
        weak let todoListRouter = loggedInRouter?.children.first
        weak let todoListInteractor = todoListRouter?.interactable
        weak let todoListView = (todoListRouter as? ViewableRouting)?.viewControllable
        weak let worker = loggedInInteractor.flatMap(Self.memoRepositoryWorker(of:))
        XCTAssertNotNil(loggedInRouter)
        XCTAssertNotNil(worker)
        window.send("logout")
        XCTAssertTrue(window.firstResponder is LoggedOutViewController)
        XCTAssertNil(loggedInRouter)
        XCTAssertNil(loggedInInteractor)
        XCTAssertNil(todoListRouter)
        XCTAssertNil(todoListInteractor)
        XCTAssertNil(todoListView)
        XCTAssertNil(worker)
        XCTAssertEqual(launchRouter.treeDescription(), "Root\n└── LoggedOut\n")

        // then bob sees none of alice's memos, not even by id
        _ = screen.takeOutput()
        window.send("bob")
        window.send("list all")
        window.send("open 2")
        XCTAssertEqual(screen.takeOutput(), "no open memos (0 open, 0 done)\nno memos (0 open, 0 done)\n")
        XCTAssertEqual(screen.takeErrors(), "error: no memo with id 2\n")
        XCTAssertTrue(window.firstResponder is TodoListViewController)

        // when a new run builds a new tree on the same file
        let secondScreen = ScriptedScreen()
        (window, launchRouter) = try launchTree(on: directory, screen: secondScreen)
        window.send("alice")
        window.send("list all")
        window.send("open 2")

        // then alice's memos are as she left them
        let output = secondScreen.takeOutput()
        XCTAssertTrue(output.contains("    1 [x] Buy milk  done ") && output.contains("    2 [ ] Call mom on Sunday\n    3 [ ] Water plants\n"), output)
        XCTAssertTrue(output.contains("#2 Call mom on Sunday\n"), output)
        XCTAssertTrue(output.hasSuffix("\nbring cake\n"), output)
    }

    func test_session_badInput_showsOneLineAndStaysOnTheScreen() async throws {
        let directory = try TemporaryDirectory()
        let screen = ScriptedScreen()
        let (window, launchRouter) = try launchTree(on: directory, screen: screen)
        defer { withExtendedLifetime(launchRouter) {} }

        window.send("   ")
        XCTAssertEqual(screen.takeErrors(), "a user name cannot be empty; try again\n")
        XCTAssertTrue(window.firstResponder is LoggedOutViewController)
        window.send(String(repeating: "n", count: 65))
        XCTAssertEqual(screen.takeErrors(), "a user name has at most 64 characters; try again\n")
        window.send("carol")

        window.send("add    ")
        window.send("add " + String(repeating: "x", count: MemoLimits.maxTitleLength + 1))
        window.send("done 42")
        window.send("open abc")
        window.send("frobnicate")
        XCTAssertEqual(screen.takeErrors(), """
            usage: add TITLE [ATTRIBUTE...]
            error: invalid title: longer than \(MemoLimits.maxTitleLength) characters
            error: no memo with id 42
            error: bad id in 'abc': expected a memo's number such as 12 or #12
            unknown command 'frobnicate' (type help)

            """)
        XCTAssertTrue(window.firstResponder is TodoListViewController)
        _ = screen.takeOutput()
        window.send("list")
        XCTAssertEqual(screen.takeOutput(), "no open memos (0 open, 0 done)\n")
    }

    func test_session_deleteFromDetail_closesItAndTheListNoLongerShowsTheMemo() async throws {
        let directory = try TemporaryDirectory()
        let screen = ScriptedScreen()
        let (window, launchRouter) = try launchTree(on: directory, screen: screen)
        defer { withExtendedLifetime(launchRouter) {} }
        window.send("dave")
        window.send("add Keep")
        window.send("add Drop")
        window.send("open 2")
        _ = screen.takeOutput()

        window.send("rm")

        XCTAssertTrue(window.firstResponder is TodoListViewController)
        XCTAssertEqual(screen.takeOutput(), "rm #2 Drop\n1 open memo (1 open, 0 done)\n    1 [ ] Keep\n")
    }

    func test_session_anotherProcessWrites_theNextRequestShowsIt() async throws {
        let directory = try TemporaryDirectory()
        let screen = ScriptedScreen()
        let (window, launchRouter) = try launchTree(on: directory, screen: screen)
        defer { withExtendedLifetime(launchRouter) {} }
        window.send("erin")
        window.send("add Mine")
        window.send("open 1")
        _ = screen.takeOutput()

        // another connection, as another process would, edits the open memo
        let other = try directory.openSQLite()
        let erin = try other.logIn(userName: "erin")
        _ = try other.modify(ids: [1], with: MemoPatch(title: "Changed elsewhere"), for: erin)
        _ = try other.create(MemoDraft(title: "Added elsewhere"), for: erin)

        window.send("back")
        let output = screen.takeOutput()
        XCTAssertTrue(output.contains("    1 [ ] Changed elsewhere\n    2 [ ] Added elsewhere\n"), output)
    }

    // MARK: - Private

    func launchTree(on directory: TemporaryDirectory, screen: ScriptedScreen) throws -> (Window, LaunchRouting) {
        let dependency = TestRootDependency(memoRepository: try directory.openSQLite())
        let (launchRouter, _) = RootBuilder(dependency: dependency).build(userName: nil)
        let window = Window(screen: screen, mode: .session)
        launchRouter.launch(from: window)
        return (window, launchRouter)
    }

    private static func memoRepositoryWorker(of interactor: Interactable) -> AnyObject? {
        Mirror(reflecting: interactor).children
            .first { $0.label == "memoRepositoryWorker" }
            .map { $0.value as AnyObject }
    }
}

extension TodoTreeTests {
    func test_session_onTheDetailScreen_aCommandWithAnIdActsOnThatMemo() async throws {
        let directory = try TemporaryDirectory()
        let screen = ScriptedScreen()
        let (window, launchRouter) = try launchTree(on: directory, screen: screen)
        defer { withExtendedLifetime(launchRouter) {} }
        window.send("fay")
        window.send("add First")
        window.send("add Second")
        window.send("open 2")
        _ = screen.takeOutput()

        window.send("done 1")
        window.send("done")

        XCTAssertEqual(screen.takeOutput(), "done #1 First\ndone #2 Second\n")
        XCTAssertTrue(window.firstResponder is DetailContentsViewController)
    }
}
