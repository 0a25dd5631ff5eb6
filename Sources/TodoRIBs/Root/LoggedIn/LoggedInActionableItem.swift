import MemoStore
import OpenCombine

/// What a Workflow can do once a user is logged in.
@MainActor
public protocol LoggedInActionableItem: AnyObject {
    /// Emits the list screen's actionable item once the list screen is attached, then finishes.
    func waitForTodoList() -> AnyPublisher<(TodoListActionableItem, ()), Error>
}

extension LoggedInActionableItem {
    /// Adds a memo on the list screen, which shows its id.
    public func add(_ draft: MemoDraft) -> AnyPublisher<(TodoListActionableItem, Memo), Error> {
        onTodoList { $0.add(draft) }
    }

    /// Shows a page of memos on the list screen.
    public func list(filter: MemoFilter, limit: Int, format: OutputFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error> {
        onTodoList { $0.showList(filter: filter, limit: limit, format: format) }
    }

    /// Shows the memos matching `query` on the list screen.
    public func search(_ query: String, limit: Int, format: OutputFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error> {
        onTodoList { $0.search(query, limit: limit, format: format) }
    }

    /// Opens a memo from the list screen; emits the detail screen's actionable item.
    public func openMemo(id: Int64) -> AnyPublisher<(DetailContentsActionableItem, ()), Error> {
        onTodoList { $0.openMemo(id: id) }
    }

    // MARK: - Private

    private func onTodoList<Item, Value>(
        _ action: @escaping (TodoListActionableItem) -> AnyPublisher<(Item, Value), Error>
    ) -> AnyPublisher<(Item, Value), Error> {
        waitForTodoList()
            .flatMap { todoList, _ in action(todoList) }
            .eraseToAnyPublisher()
    }
}
