import MemoStore
import OpenCombine

/// What a Workflow can do once a user is logged in: reach a screen, or act on the user's
/// whole store (undo, history, projects and tags, import, export).
///
/// Each publisher sends its request when subscribed, emits once and finishes, or fails with
/// the request's error (for example `MemoStoreError.memoNotFound`).
@MainActor
public protocol LoggedInActionableItem: AnyObject {
    /// Emits the list screen's actionable item once the list screen is attached, then finishes.
    func waitForTodoList() -> AnyPublisher<(TodoListActionableItem, ()), Error>
    /// Opens the memo in the detail screen; emits that screen's actionable item and the memo.
    func openMemo(id: Int64) -> AnyPublisher<(DetailContentsActionableItem, Memo), Error>
    /// Performs `action` for the whole store (`.undo`, `.history`, `.names`, `.importMemos`,
    /// `.export`, or any other) and emits what was committed.
    func perform(_ action: MemoAction) -> AnyPublisher<(LoggedInActionableItem, MemoResult), Error>
}
