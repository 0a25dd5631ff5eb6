/// TodoList's interactor as its router drives it.
@MainActor
protocol TodoListInteractable: Interactable {
    var router: TodoListRouting? { get set }
    var listener: TodoListListener? { get set }
}

/// The list screen's view as its router sees it.
@MainActor
protocol TodoListViewControllable: ViewControllable {}

/// TodoList has no children: opening a memo is LoggedIn's routing, asked for through the listener.
final class TodoListRouter: ViewableRouter<TodoListInteractable, TodoListViewControllable>, TodoListRouting {
    override init(interactor: TodoListInteractable, viewController: TodoListViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
