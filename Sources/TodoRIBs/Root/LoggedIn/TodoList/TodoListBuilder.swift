import MemoStore
/// What TodoList needs from its parent.
@MainActor
protocol TodoListDependency: Dependency {
    /// The clock dates are read and shown with.
    var clock: LocalClock { get }
    /// Whose memos the list shows.
    var userName: String { get }
}

final class TodoListComponent: Component<TodoListDependency> {
    fileprivate var clock: LocalClock { dependency.clock }
    fileprivate var userName: String { dependency.userName }
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
        let viewController = TodoListViewController(clock: component.clock, userName: component.userName)
        let interactor = TodoListInteractor(presenter: viewController)
        interactor.listener = listener
        return TodoListRouter(interactor: interactor, viewController: viewController)
    }
}
