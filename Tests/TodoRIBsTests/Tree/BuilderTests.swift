import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// The dependencies each child receives.
@MainActor
final class BuilderTests: XCTestCase {
    func test_loggedInComponent_sharesOneStreamAndOneWorker() async throws {
        let component = try makeLoggedInComponent()

        XCTAssertTrue(component.mutableMemoStream === component.mutableMemoStream)
        XCTAssertTrue(component.memoRepositoryWorker === component.memoRepositoryWorker)
    }

    func test_detailContents_readsTheStreamLoggedInWrites() async throws {
        let component = try makeLoggedInComponent()
        let detailDependency: DetailContentsDependency = component

        XCTAssertTrue(detailDependency.memoStream === component.mutableMemoStream)
    }

    func test_loggedInComponent_keepsTheDynamicUserName() async throws {
        XCTAssertEqual(try makeLoggedInComponent(userName: "zoe").userName, "zoe")
    }

    func test_rootComponent_givesLoggedInTheRootViewAndTheStore() async throws {
        let directory = try TemporaryDirectory()
        let repository = try directory.openSQLite()
        let rootViewController = RootViewController()
        let component = RootComponent(
            dependency: TestRootDependency(memoRepository: repository, defaultUserName: "amy"),
            rootViewController: rootViewController)

        let loggedIn: LoggedInDependency = component
        let loggedOut: LoggedOutDependency = component

        XCTAssertTrue(loggedIn.loggedInViewController === rootViewController)
        XCTAssertTrue(loggedIn.memoRepository === repository)
        XCTAssertEqual(loggedOut.defaultUserName, "amy")
    }

    override func tearDown() async throws {
        // XCTest keeps every test case to the end of the run: release the directory now.
        directory = nil
    }

    // MARK: - Private

    private var directory: TemporaryDirectory?

    private func makeLoggedInComponent(userName: String = "alice") throws -> LoggedInComponent {
        let directory = try TemporaryDirectory()
        self.directory = directory
        let root = RootComponent(
            dependency: TestRootDependency(memoRepository: try directory.openSQLite()), rootViewController: RootViewController())
        return LoggedInComponent(dependency: root, userName: userName)
    }
}
