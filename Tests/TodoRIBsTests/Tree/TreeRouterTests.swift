import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// Which children each router has attached after each route, in order.
@MainActor
final class TreeRouterTests: XCTestCase {
    func test_rootRouter_launch_attachesLoggedOut_andPresentsIt() async throws {
        let (window, launchRouter, _) = try launch()

        XCTAssertEqual(childNames(of: launchRouter), ["LoggedOut"])
        XCTAssertTrue(window.firstResponder is LoggedOutViewController)
    }

    func test_loggedInRouter_detailContents_isAttachedAfterTodoList_andDetachedOnClose() async throws {
        let (window, launchRouter, _) = try launch()
        window.send("alice")
        window.send("add Milk")
        let loggedIn = launchRouter.children[0]

        window.send("open 1")
        XCTAssertEqual(childNames(of: loggedIn), ["TodoList", "DetailContents"])
        XCTAssertTrue(window.firstResponder is DetailContentsViewController)

        window.send("back")
        XCTAssertEqual(childNames(of: loggedIn), ["TodoList"])
        XCTAssertTrue(window.firstResponder is TodoListViewController)
    }

    func test_rootRouter_logoutFromDetail_detachesLoggedInsSubtreeAndLeavesNoViewOfIt() async throws {
        let (window, launchRouter, _) = try launch()
        window.send("alice")
        window.send("add Milk")
        window.send("open 1")
        let loggedIn = launchRouter.children[0]
        let todoList = loggedIn.children[0]
        let detail = loggedIn.children[1]

        window.send("logout")

        XCTAssertEqual(childNames(of: launchRouter), ["LoggedOut"])
        XCTAssertFalse(loggedIn.interactable.isActive)
        XCTAssertFalse(todoList.interactable.isActive)
        XCTAssertFalse(detail.interactable.isActive)
        XCTAssertTrue(window.firstResponder is LoggedOutViewController)
        XCTAssertNil(window.rootViewController?.presentedViewController?.presentedViewController)
    }

    override func tearDown() async throws {
        // XCTest keeps every test case to the end of the run: release the directory now.
        directory = nil
    }

    // MARK: - Private

    private var directory: TemporaryDirectory?

    private func launch() throws -> (Window, LaunchRouting, RootActionableItem) {
        let directory = try TemporaryDirectory()
        self.directory = directory
        let (launchRouter, root) = RootBuilder(dependency: TestRootDependency(memoRepository: try directory.openSQLite()))
            .build(userName: nil)
        let window = Window(screen: ScriptedScreen(), mode: .session)
        launchRouter.launch(from: window)
        return (window, launchRouter, root)
    }

    private func childNames(of router: Routing) -> [String] {
        router.children.map { String(describing: type(of: $0)).replacingOccurrences(of: "Router", with: "") }
    }
}
