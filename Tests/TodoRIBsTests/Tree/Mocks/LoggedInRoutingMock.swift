@testable import TodoRIBs

/// LoggedIn's router, recording the routes asked for instead of building children.
@MainActor
final class LoggedInRoutingMock: Router<LoggedInInteractable>, LoggedInRouting {
    var routes: [String] = []
    let todoListItem: TodoListActionableItem
    let detailContentsItem: DetailContentsActionableItem

    init(interactor: LoggedInInteractable, todoListItem: TodoListActionableItem, detailContentsItem: DetailContentsActionableItem) {
        self.todoListItem = todoListItem
        self.detailContentsItem = detailContentsItem
        super.init(interactor: interactor)
        interactor.router = self
    }

    func routeToTodoList() -> TodoListActionableItem {
        routes.append("toTodoList")
        return todoListItem
    }

    func routeToDetailContents() -> DetailContentsActionableItem {
        routes.append("toDetailContents")
        return detailContentsItem
    }

    func routeFromDetailContents() {
        routes.append("fromDetailContents")
    }

    func cleanupViews() {
        routes.append("cleanupViews")
    }
}
