import OpenCombine

/// What a Workflow can do once a user is logged in.
@MainActor
public protocol LoggedInActionableItem: AnyObject {
    /// Emits the list screen's actionable item once the list screen is attached, then finishes.
    func waitForTodoList() -> AnyPublisher<(TodoListActionableItem, ()), Error>
}
