import MemoStore
import MemoUseCases
@testable import TodoRIBs

/// LoggedIn as its children see it: records each request and each call, and answers each
/// request with `answer`, at once or only when `deliverPending()` is called (after
/// `didRequest` has returned, as an asynchronous store would).
@MainActor
final class MemoRequestListenerMock: TodoListListener, DetailContentsListener {
    private(set) var didRequestCallCount = 0
    private(set) var requests: [MemoAction] = []
    /// What each request is answered with; without one, a request is never answered.
    var answer: ((MemoAction) -> Result<MemoResult, Error>)?
    /// Whether answers wait for `deliverPending()`.
    var deliversLater = false
    private var pending: [() -> Void] = []

    private(set) var didRequestLogoutCallCount = 0
    private(set) var didRequestListScreenCallCount = 0
    private(set) var didRequestCloseCallCount = 0
    private(set) var didRequestChangesCheckCallCount = 0
    var didRequestCloseHandler: (() -> Void)?

    func didRequest(_ action: MemoAction, answer reply: @escaping (Result<MemoResult, Error>) -> Void) {
        didRequestCallCount += 1
        requests.append(action)
        guard let result = answer?(action) else { return }
        if deliversLater {
            pending.append { reply(result) }
        } else {
            reply(result)
        }
    }

    func didRequestChangesCheck() {
        didRequestChangesCheckCallCount += 1
    }

    /// Answers every request held back so far.
    func deliverPending() {
        let answers = pending
        pending = []
        answers.forEach { $0() }
    }

    func didRequestLogout() {
        didRequestLogoutCallCount += 1
    }

    func didRequestListScreen() {
        didRequestListScreenCallCount += 1
    }

    func didRequestClose() {
        didRequestCloseCallCount += 1
        didRequestCloseHandler?()
    }
}

/// Root as LoggedIn and LoggedOut see it.
@MainActor
final class RootListenerMock: LoggedInListener, LoggedOutListener {
    private(set) var didLogoutCallCount = 0
    private(set) var loggedInUserNames: [String] = []

    func didLogout() { didLogoutCallCount += 1 }
    func didLogin(userName: String) { loggedInUserNames.append(userName) }
}
