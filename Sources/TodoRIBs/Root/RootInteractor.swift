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
///
/// A user given at launch is logged in as Root becomes active (a one-shot command, or a shell
/// started with `--user`); otherwise the login screen asks. Workflows wait for a login, they
/// never perform one.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootActionableItem,
    RootPresentableListener
{
    weak var router: RootRouting?

    init(presenter: RootPresentable, userName: String?) {
        self.launchUserName = userName
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        guard let launchUserName else {
            router?.routeToLoggedOut()
            return
        }
        let name = UserNameRule.normalized(launchUserName)
        if let problem = UserNameRule.problem(with: name) {
            update(.refused(userName: name, RootError.invalidUserName(problem)))
            router?.routeToLoggedOut()
        } else {
            didLogin(userName: name)
        }
    }

    // MARK: - RootActionableItem

    func waitForLogin(userName: String) -> AnyPublisher<(LoggedInActionableItem, ()), Error> {
        let name = UserNameRule.normalized(userName)
        return ResultPublisher { [weak self] deliver in
            guard let self else { return nil }
            let answer = { (state: LoginState) -> Bool in
                switch state {
                case .loggedIn(name, let actionableItem): deliver(.success((actionableItem, ())))
                case .refused(name, let error): deliver(.failure(error))
                default: return false
                }
                return true
            }
            if answer(loginState) { return nil }
            let id = nextWatch
            nextWatch += 1
            loginWatches[id] = answer
            return AnyCancellable { [weak self] in self?.loginWatches[id] = nil }
        }
        .eraseToAnyPublisher()
    }

    // MARK: - LoggedOutListener

    func didLogin(userName: String) {
        guard let router else { return }
        let actionableItem = router.routeToLoggedIn(userName: userName)
        update(.loggedIn(userName: userName, actionableItem))
    }

    // MARK: - LoggedInListener

    func didLogout() {
        update(.loggedOut)
        router?.routeToLoggedOut()
    }

    // MARK: - RootPresentableListener

    func showTree() {
        presenter.showTree(router?.attachedTree ?? "")
    }

    // MARK: - Private

    private enum LoginState {
        case loggedOut
        case loggedIn(userName: String, LoggedInActionableItem)
        case refused(userName: String, RootError)
    }

    private let launchUserName: String?
    private var loginState = LoginState.loggedOut
    /// Workflows waiting for a login, each answered (and dropped) once the state is theirs.
    private var loginWatches: [Int: (LoginState) -> Bool] = [:]
    private var nextWatch = 0

    private func update(_ state: LoginState) {
        loginState = state
        for (id, answer) in loginWatches where answer(state) {
            loginWatches[id] = nil
        }
    }
}
