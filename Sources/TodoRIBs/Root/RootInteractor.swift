import OpenCombine

/// What Root's interactor asks of its router.
@MainActor
protocol RootRouting: ViewableRouting {
    /// Replaces whoever is attached with LoggedIn for `userName`; returns its actionable item.
    func routeToLoggedIn(userName: String) -> LoggedInActionableItem
    /// Replaces LoggedIn, if attached, with LoggedOut.
    func routeToLoggedOut()
    /// The RIBs attached right now, drawn as a tree.
    var attachedTree: String { get }
}

/// How Root's view shows what happened.
@MainActor
protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
    func showTree(_ tree: String)
}

/// Root's logic: who is logged in, and the entry point of every Workflow.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootActionableItem,
    RootPresentableListener
{
    weak var router: RootRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - RootActionableItem

    func waitForLogin(userName: String) -> AnyPublisher<(LoggedInActionableItem, ()), Error> {
        let name = UserNameRule.normalized(userName)
        if let problem = UserNameRule.problem(with: name) {
            return Fail(error: RootError.invalidUserName(problem)).eraseToAnyPublisher()
        }
        if loggedInSubject.value?.userName != name {
            didLogin(userName: name)
        }
        if let session = loggedInSubject.value, session.userName == name {
            // Logging in is synchronous once the tree is loaded: no need to wait.
            return attempt { (session.actionableItem, ()) }
        }
        return loggedInSubject
            .compactMap { $0?.actionableItem }
            .first()
            .map { ($0, ()) }
            .setFailureType(to: Error.self)
            .eraseToAnyPublisher()
    }

    // MARK: - LoggedOutListener

    func didLogin(userName: String) {
        guard let router else { return }
        let actionableItem = router.routeToLoggedIn(userName: userName)
        loggedInSubject.send(LoggedInSession(userName: userName, actionableItem: actionableItem))
    }

    // MARK: - LoggedInListener

    func didLogout() {
        loggedInSubject.send(nil)
        router?.routeToLoggedOut()
    }

    // MARK: - RootPresentableListener

    func showTree() {
        presenter.showTree(router?.attachedTree ?? "")
    }

    // MARK: - Private

    private struct LoggedInSession {
        let userName: String
        let actionableItem: LoggedInActionableItem
    }

    private let loggedInSubject = CurrentValueSubject<LoggedInSession?, Never>(nil)
}
