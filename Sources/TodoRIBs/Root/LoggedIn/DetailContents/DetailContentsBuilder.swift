import MemoStore
/// What DetailContents needs from its parent.
@MainActor
protocol DetailContentsDependency: Dependency {
    /// The open memo, published by LoggedIn.
    var memoStream: MemoStream { get }
    /// The clock dates are read and shown with.
    var clock: LocalClock { get }
    /// Whether the memo is drawn full-screen (`todo ui`) or printed (the shell).
    var isFullScreen: Bool { get }
}

final class DetailContentsComponent: Component<DetailContentsDependency> {
    fileprivate var memoStream: MemoStream { dependency.memoStream }
    fileprivate var clock: LocalClock { dependency.clock }
    fileprivate var isFullScreen: Bool { dependency.isFullScreen }
}

// MARK: - Builder

@MainActor
protocol DetailContentsBuildable: Buildable {
    func build(withListener listener: DetailContentsListener)
        -> (router: DetailContentsRouting, actionableItem: DetailContentsActionableItem)
}

final class DetailContentsBuilder: Builder<DetailContentsDependency>, DetailContentsBuildable {
    override init(dependency: DetailContentsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: DetailContentsListener)
        -> (router: DetailContentsRouting, actionableItem: DetailContentsActionableItem)
    {
        let component = DetailContentsComponent(dependency: dependency)
        let viewController: DetailContentsPresentable & DetailContentsViewControllable = component.isFullScreen
            ? DetailContentsScreenViewController(clock: component.clock)
            : DetailContentsViewController(clock: component.clock)
        let interactor = DetailContentsInteractor(presenter: viewController, memoStream: component.memoStream)
        interactor.listener = listener
        let router = DetailContentsRouter(interactor: interactor, viewController: viewController)
        return (router, interactor)
    }
}
