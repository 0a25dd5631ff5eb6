import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

/// Root: launched with a user it logs in; `waitForLogin` waits for a login, never performs one.
@MainActor
final class RootTests: XCTestCase {
    private var loggedOutBuilder: LoggedOutBuildableMock!
    private var loggedInBuilder: LoggedInBuildableMock!
    private var window: Window!

    func test_launchedWithAUser_attachesLoggedIn_andNeverBuildsLoggedOut() async {
        // when
        let (router, _) = launch(userName: "alice", mode: .command)

        // then
        XCTAssertEqual(loggedInBuilder.builtUserNames, ["alice"])
        XCTAssertEqual(loggedOutBuilder.buildCallCount, 0)
        XCTAssertEqual(childNames(of: router), ["LoggedIn"])
        XCTAssertTrue(router.children.first?.interactable.isActive == true)
    }

    func test_launchedWithAUserToTrim_logsInTheTrimmedName() async {
        _ = launch(userName: "  alice ", mode: .command)

        XCTAssertEqual(loggedInBuilder.builtUserNames, ["alice"])
    }

    func test_launchedWithoutAUser_attachesLoggedOut_andBuildsNoLoggedIn() async {
        // when
        let (router, _) = launch(userName: nil, mode: .session)

        // then
        XCTAssertEqual(loggedOutBuilder.buildCallCount, 1)
        XCTAssertEqual(loggedInBuilder.buildCallCount, 0)
        XCTAssertEqual(childNames(of: router), ["LoggedOut"])
        XCTAssertTrue(window.firstResponder is LoggedOutViewController)
    }

    func test_launchedWithAnInvalidUser_waitForLoginFailsWithInvalidUserName() async {
        // given
        let (_, root) = launch(userName: " ", mode: .command)

        // when
        let recorder = PublisherRecorder(root.waitForLogin(userName: " "))

        // then
        XCTAssertEqual(recorder.failure as? RootError, .invalidUserName("a user name cannot be empty"))
        XCTAssertEqual(loggedInBuilder.buildCallCount, 0)
    }

    func test_waitForLogin_theLoggedInUser_emitsAtOnceAndFinishes_withoutBuildingAgain() async {
        // given
        let (router, root) = launch(userName: "alice", mode: .command)
        let loggedIn = router.children.first

        // when
        let recorder = PublisherRecorder(root.waitForLogin(userName: "alice"))

        // then
        XCTAssertEqual(recorder.values.count, 1)
        XCTAssertTrue(recorder.values.first?.0 === loggedIn?.interactable)
        XCTAssertTrue(recorder.finished)
        XCTAssertEqual(loggedInBuilder.buildCallCount, 1)
        XCTAssertTrue(router.children.first === loggedIn)
    }

    func test_waitForLogin_anotherUser_waitsUntilThatUserLogsInThroughLoggedOut() async {
        // given alice logged in at launch
        let (router, root) = launch(userName: "alice", mode: .session)
        let recorder = PublisherRecorder(root.waitForLogin(userName: "bob"))
        XCTAssertTrue(recorder.values.isEmpty)
        XCTAssertEqual(loggedInBuilder.builtUserNames, ["alice"])

        // when alice logs out, and the login screen is given first carol, then bob
        window.send("logout")
        window.send("carol")
        XCTAssertTrue(recorder.values.isEmpty)
        window.send("logout")
        window.send("bob")

        // then
        XCTAssertEqual(loggedInBuilder.builtUserNames, ["alice", "carol", "bob"])
        XCTAssertEqual(recorder.values.count, 1)
        XCTAssertTrue(recorder.values.first?.0 === router.children.first?.interactable)
        XCTAssertTrue(recorder.finished)
    }

    func test_loggedOutScreen_loginAfterLaunchWithoutAUser_swapsLoggedOutForLoggedIn() async {
        // given
        let (router, root) = launch(userName: nil, mode: .session)
        let recorder = PublisherRecorder(root.waitForLogin(userName: "dana"))

        // when
        window.send("dana")

        // then
        XCTAssertEqual(childNames(of: router), ["LoggedIn"])
        XCTAssertEqual(childNames(of: router.children[0]), ["TodoList"])
        XCTAssertTrue(window.firstResponder is TodoListViewController)
        XCTAssertEqual(recorder.values.count, 1)
    }

    // MARK: - Private

    /// Builds Root as `RootBuilder` does, with builders that count what they build.
    private func launch(userName: String?, mode: Window.Mode) -> (LaunchRouting, RootActionableItem) {
        let viewController = RootViewController()
        let component = RootComponent(
            dependency: TestRootDependency(memoRepository: RecordingMemoRepository()), rootViewController: viewController)
        loggedOutBuilder = LoggedOutBuildableMock { LoggedOutBuilder(dependency: component).build(withListener: $0) }
        loggedInBuilder = LoggedInBuildableMock {
            LoggedInBuilder(dependency: component).build(withListener: $0, userName: $1)
        }
        let interactor = RootInteractor(presenter: viewController, userName: userName)
        let router = RootRouter(
            interactor: interactor, viewController: viewController,
            loggedOutBuilder: loggedOutBuilder, loggedInBuilder: loggedInBuilder)
        window = Window(screen: ScriptedScreen(), mode: mode)
        router.launch(from: window)
        addTeardownBlock { @MainActor in withExtendedLifetime(router) {} }
        return (router, interactor)
    }

    private func childNames(of router: Routing) -> [String] {
        router.children.map { String(describing: type(of: $0)).replacingOccurrences(of: "Router", with: "") }
    }
}
