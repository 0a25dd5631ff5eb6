/// Root's interactor as its router drives it.
@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
    var router: RootRouting? { get set }
}

/// Root's view: the window's root, on which every other screen is presented.
@MainActor
protocol RootViewControllable: ViewControllable, LoggedInViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

/// Swaps LoggedOut for LoggedIn on login and back on logout, as Root's interactor decides.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        loggedOutBuilder: LoggedOutBuildable,
        loggedInBuilder: LoggedInBuildable
    ) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - RootRouting

    func routeToLoggedIn(userName: String) -> LoggedInActionableItem {
        detachLoggedOut()
        detachLoggedIn()
        let (router, actionableItem) = loggedInBuilder.build(withListener: interactor, userName: userName)
        loggedIn = router
        attachChild(router)
        return actionableItem
    }

    func routeToLoggedOut() {
        detachLoggedIn()
        guard loggedOut == nil else { return }
        let router = loggedOutBuilder.build(withListener: interactor)
        loggedOut = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    var attachedTree: String {
        treeDescription()
    }

    // MARK: - Private

    private let loggedOutBuilder: LoggedOutBuildable
    private let loggedInBuilder: LoggedInBuildable
    private var loggedOut: ViewableRouting?
    private var loggedIn: Routing?

    private func detachLoggedOut() {
        guard let router = loggedOut else { return }
        loggedOut = nil
        viewController.dismiss(viewController: router.viewControllable)
        detachChild(router)
    }

    private func detachLoggedIn() {
        guard let router = loggedIn else { return }
        loggedIn = nil
        // Detaching deactivates LoggedIn, whose cleanupViews() takes its screens away.
        detachChild(router)
    }
}
