import MemoStore
import MemoUseCases

/// What LoggedIn needs from its parent.
@MainActor
protocol LoggedInDependency: Dependency {
    /// The view LoggedIn, having none of its own, presents its children's views on.
    var loggedInViewController: LoggedInViewControllable { get }
    /// The store every memo of the tree comes from.
    var memoRepository: MemoRepository { get }
    /// The current time and the zone dates are typed and shown in.
    var clock: LocalClock { get }
    /// A CA bundle a CalDAV sync trusts instead of the system's.
    var syncCAFile: String? { get }
    /// Whether the children's screens are drawn full-screen.
    var isFullScreen: Bool { get }
}

/// LoggedIn's scope: owns the memo stream and the repository worker, shared by its children.
final class LoggedInComponent: Component<LoggedInDependency> {
    let userName: String

    init(dependency: LoggedInDependency, userName: String) {
        self.userName = userName
        super.init(dependency: dependency)
    }

    fileprivate var loggedInViewController: LoggedInViewControllable {
        dependency.loggedInViewController
    }

    /// The stream LoggedIn's interactor publishes on; one per scope.
    var mutableMemoStream: MutableMemoStream {
        shared { SubjectMemoStream() }
    }

    var memoRepositoryWorker: MemoRepositoryWorking {
        shared {
            MemoRepositoryWorker(service: MemoService(
                repository: dependency.memoRepository, userName: userName, timeZone: clock.timeZone, now: clock.now,
                syncCAFile: dependency.syncCAFile))
        }
    }
}

// MARK: - Builder

@MainActor
protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener, userName: String)
        -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    override init(dependency: LoggedInDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedInListener, userName: String)
        -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
    {
        let component = LoggedInComponent(dependency: dependency, userName: userName)
        let interactor = LoggedInInteractor(
            mutableMemoStream: component.mutableMemoStream,
            memoRepositoryWorker: component.memoRepositoryWorker)
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor,
            viewController: component.loggedInViewController,
            todoListBuilder: TodoListBuilder(dependency: component),
            detailContentsBuilder: DetailContentsBuilder(dependency: component))
        return (router, interactor)
    }
}
