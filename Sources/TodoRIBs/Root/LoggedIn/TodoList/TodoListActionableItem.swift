import MemoStore
import OpenCombine

/// What a Workflow can do on the list screen: what a person types there.
///
/// `perform` sends the request when subscribed, emits what was committed once and finishes,
/// or fails with the request's error. The list screen prints nothing for a Workflow's request:
/// what a command prints is the command's business.
@MainActor
public protocol TodoListActionableItem: AnyObject {
    /// Performs `action` as the list screen would and emits what was committed.
    func perform(_ action: TodoListAction) -> AnyPublisher<(TodoListActionableItem, MemoResult), Error>
}
