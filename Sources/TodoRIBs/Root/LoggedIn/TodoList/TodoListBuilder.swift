import MemoStore
/// What TodoList needs from its parent.
@MainActor
protocol TodoListDependency: Dependency {
    /// The clock dates are read and shown with.
    var clock: LocalClock { get }
    /// Whose memos the list shows.
    var userName: String { get }
    /// LoggedIn's stream, read-only: it says when the store changed.
    var memoStream: MemoStream { get }
    /// Whether the list is drawn full-screen (`todo ui`) or printed (the shell).
    var isFullScreen: Bool { get }
}

final class TodoListComponent: Component<TodoListDependency> {
    fileprivate var clock: LocalClock { dependency.clock }
    fileprivate var userName: String { dependency.userName }
    fileprivate var memoStream: MemoStream { dependency.memoStream }
    fileprivate var isFullScreen: Bool { dependency.isFullScreen }
}

// MARK: - Builder

@MainActor
protocol TodoListBuildable: Buildable {
    func build(withListener listener: TodoListListener) -> TodoListRouting
}

final class TodoListBuilder: Builder<TodoListDependency>, TodoListBuildable {
    override init(dependency: TodoListDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TodoListListener) -> TodoListRouting {
        let component = TodoListComponent(dependency: dependency)
        // One interactor, two views of it, as an app has a phone and a tablet layout.
        let viewController: TodoListPresentable & TodoListViewControllable = component.isFullScreen
            ? TodoListScreenViewController(clock: component.clock, userName: component.userName)
            : TodoListViewController(clock: component.clock, userName: component.userName)
        let interactor = TodoListInteractor(presenter: viewController, memoStream: component.memoStream)
        interactor.listener = listener
        return TodoListRouter(interactor: interactor, viewController: viewController)
    }
}
