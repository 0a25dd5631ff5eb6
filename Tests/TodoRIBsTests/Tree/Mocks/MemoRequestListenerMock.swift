import MemoStore
@testable import TodoRIBs

/// LoggedIn as its children see it: records each request and each call.
@MainActor
final class MemoRequestListenerMock: TodoListListener, DetailContentsListener {
    private(set) var didRequestCallCount = 0
    private(set) var requests: [MemoRequest] = []
    /// Called with each request, e.g. to publish its outcome now or later.
    var didRequestHandler: ((MemoRequest) -> Void)?

    private(set) var didRequestLogoutCallCount = 0
    private(set) var didRequestListScreenCallCount = 0
    private(set) var didRequestCloseCallCount = 0
    var didRequestCloseHandler: (() -> Void)?

    func didRequest(_ request: MemoRequest) {
        didRequestCallCount += 1
        requests.append(request)
        didRequestHandler?(request)
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

/// A LoggedIn that answers each request on `stream` with `answer`, at once or only when
/// `deliverPending()` is called: after `didRequest` has returned, as an asynchronous store would.
@MainActor
final class AnsweringListener {
    let mock = MemoRequestListenerMock()
    private(set) var pending: [MemoOutcome] = []

    init(
        stream: MutableMemoStream, deliversLater: Bool = false,
        answer: @escaping (MemoAction) -> Result<MemoResult, Error>
    ) {
        self.stream = stream
        mock.didRequestHandler = { [unowned self, unowned stream] request in
            let outcome = MemoOutcome(request: request.id, result: answer(request.action))
            if deliversLater {
                self.pending.append(outcome)
            } else {
                stream.publish(outcome)
            }
        }
    }

    /// Publishes every outcome held back so far.
    func deliverPending() {
        let outcomes = pending
        pending = []
        outcomes.forEach(stream.publish)
    }

    private let stream: MutableMemoStream
}

/// Root as LoggedIn and LoggedOut see it.
@MainActor
final class RootListenerMock: LoggedInListener, LoggedOutListener {
    private(set) var didLogoutCallCount = 0
    private(set) var loggedInUserNames: [String] = []

    func didLogout() { didLogoutCallCount += 1 }
    func didLogin(userName: String) { loggedInUserNames.append(userName) }
}
