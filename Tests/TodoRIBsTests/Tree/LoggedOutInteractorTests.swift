import XCTest
@testable import TodoRIBs

@MainActor
final class LoggedOutInteractorTests: XCTestCase {
    func test_login_trimsTheName() async {
        let (interactor, presenter, listener) = make(defaultUserName: nil)

        interactor.login(userName: "  alice \t")

        XCTAssertEqual(listener.loggedInUserNames, ["alice"])
        XCTAssertEqual(presenter.problems, [])
    }

    func test_login_emptyLine_usesTheDefault() async {
        let (interactor, _, listener) = make(defaultUserName: "root")

        interactor.login(userName: "")

        XCTAssertEqual(listener.loggedInUserNames, ["root"])
    }

    func test_login_badNames_areRefusedWithAReason() async {
        let (interactor, presenter, listener) = make(defaultUserName: nil)

        interactor.login(userName: "   ")
        interactor.login(userName: "bell\u{7}")
        interactor.login(userName: String(repeating: "n", count: 65))

        XCTAssertEqual(listener.loggedInUserNames, [])
        XCTAssertEqual(presenter.problems, [
            "a user name cannot be empty",
            "a user name cannot contain control characters",
            "a user name has at most 64 characters",
        ])
    }

    // MARK: - Private

    private func make(defaultUserName: String?) -> (LoggedOutInteractor, LoggedOutPresentableMock, RootListenerMock) {
        let presenter = LoggedOutPresentableMock()
        let listener = RootListenerMock()
        let interactor = LoggedOutInteractor(presenter: presenter, defaultUserName: defaultUserName)
        interactor.listener = listener
        addTeardownBlock { @MainActor in _ = listener }
        return (interactor, presenter, listener)
    }
}
