@testable import TodoRIBs

/// LoggedIn's router, recording the routes asked for instead of building children.
@MainActor
final class LoggedInRoutingMock: Router<LoggedInInteractable>, LoggedInRouting {
    private(set) var routeToTodoListCallCount = 0
    private(set) var routeToDetailContentsCallCount = 0
    private(set) var routeFromDetailContentsCallCount = 0
    private(set) var cleanupViewsCallCount = 0
    let todoListItem: TodoListActionableItem
    let detailContentsItem: DetailContentsActionableItem

    init(
        interactor: LoggedInInteractable, todoListItem: TodoListActionableItem,
        detailContentsItem: DetailContentsActionableItem
    ) {
        self.todoListItem = todoListItem
        self.detailContentsItem = detailContentsItem
        super.init(interactor: interactor)
        interactor.router = self
    }

    func routeToTodoList() -> TodoListActionableItem {
        routeToTodoListCallCount += 1
        return todoListItem
    }

    func routeToDetailContents() -> DetailContentsActionableItem {
        routeToDetailContentsCallCount += 1
        return detailContentsItem
    }

    func routeFromDetailContents() {
        routeFromDetailContentsCallCount += 1
    }

    func cleanupViews() {
        cleanupViewsCallCount += 1
    }
}
