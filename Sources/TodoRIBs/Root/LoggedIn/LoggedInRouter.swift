/// LoggedIn's interactor as its router drives it.
@MainActor
protocol LoggedInInteractable: Interactable, TodoListListener, DetailContentsListener {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

/// The view LoggedIn borrows from its parent to show its children on.
@MainActor
protocol LoggedInViewControllable: ViewControllable {
    /// Puts `viewController` on top of what is shown; it receives input from then on.
    func present(viewController: ViewControllable)
    /// Takes `viewController`, and whatever it shows above it, off the screen.
    func dismiss(viewController: ViewControllable)
}

/// Attaches the list screen on load, the detail screen while a memo is open.
final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
    init(
        interactor: LoggedInInteractable,
        viewController: LoggedInViewControllable,
        todoListBuilder: TodoListBuildable,
        detailContentsBuilder: DetailContentsBuildable
    ) {
        self.viewController = viewController
        self.todoListBuilder = todoListBuilder
        self.detailContentsBuilder = detailContentsBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let router = todoListBuilder.build(withListener: interactor)
        todoList = router
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    // MARK: - LoggedInRouting

    func routeToDetailContents() -> DetailContentsActionableItem {
        if let detailContents { return detailContents.actionableItem }
        let (router, actionableItem) = detailContentsBuilder.build(withListener: interactor)
        detailContents = (router, actionableItem)
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
        return actionableItem
    }

    func routeFromDetailContents() {
        guard let router = detailContents?.router else { return }
        detailContents = nil
        viewController.dismiss(viewController: router.viewControllable)
        detachChild(router)
    }

    func cleanupViews() {
        // Dismissing the list screen takes the detail screen above it along.
        if let router = todoList {
            viewController.dismiss(viewController: router.viewControllable)
        }
    }

    // MARK: - Private

    private let viewController: LoggedInViewControllable
    private let todoListBuilder: TodoListBuildable
    private let detailContentsBuilder: DetailContentsBuildable
    private var todoList: ViewableRouting?
    private var detailContents: (router: ViewableRouting, actionableItem: DetailContentsActionableItem)?
}
