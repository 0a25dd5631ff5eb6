import MemoStore
import OpenCombine

/// What a Workflow can do on the detail screen of the open memo: what a person types there.
///
/// Each publisher runs its action when subscribed, emits once and finishes, or fails with the
/// action's error. Results are rendered by the detail screen's view.
@MainActor
public protocol DetailContentsActionableItem: AnyObject {
    /// Prints the open memo.
    func show(format: OutputFormat) -> AnyPublisher<(DetailContentsActionableItem, ()), Error>
    /// Changes the title and/or the body (`nil` keeps it).
    func edit(title: String?, body: String?) -> AnyPublisher<(DetailContentsActionableItem, Memo), Error>
    /// Marks the memo done or open again.
    func setDone(_ isDone: Bool) -> AnyPublisher<(DetailContentsActionableItem, Memo), Error>
    /// Deletes the memo and closes the screen.
    func delete() -> AnyPublisher<(DetailContentsActionableItem, Memo), Error>
}
