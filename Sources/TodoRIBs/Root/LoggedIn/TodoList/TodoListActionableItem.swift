import MemoInterchange
import MemoStore
import OpenCombine

/// What a Workflow can do on the list screen: the same actions a person types there.
///
/// Each publisher runs its action when subscribed, emits once and finishes, or fails with the
/// action's error (for example `MemoStoreError.memoNotFound`). Results are rendered by the list
/// screen's view.
@MainActor
public protocol TodoListActionableItem: AnyObject {
    /// Adds a memo and shows its id.
    func add(_ draft: MemoDraft) -> AnyPublisher<(TodoListActionableItem, Memo), Error>
    /// Shows a page of memos.
    func showList(filter: MemoStatus, limit: Int, format: OutputFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error>
    /// Shows the memos matching `query`, newest first.
    func search(_ query: String, limit: Int, format: OutputFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error>
    /// Opens a memo in the detail screen; emits that screen's actionable item once it is attached.
    func openMemo(id: Int64) -> AnyPublisher<(DetailContentsActionableItem, ()), Error>
    /// Prints every memo, oldest first, one record per line.
    func export(format: InterchangeFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error>
    /// Adds every draft `next` yields, all or nothing, and shows how many.
    func importMemos(from next: @escaping () throws -> MemoDraft?) -> AnyPublisher<(TodoListActionableItem, ImportSummary), Error>
    /// Takes back the user's last data-changing command and says what it was.
    func undo() -> AnyPublisher<(TodoListActionableItem, MemoChange), Error>
    /// Shows the user's recent data-changing commands, newest first.
    func showHistory(limit: Int, format: OutputFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error>
}
