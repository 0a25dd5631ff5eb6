import MemoStore
import OpenCombine

/// What a Workflow can do on the detail screen of the open memo: what a person types there.
///
/// Each publisher sends its request when subscribed, emits what was committed once and
/// finishes, or fails with the request's error. The screen prints nothing for a Workflow.
@MainActor
public protocol DetailContentsActionableItem: AnyObject {
    /// The open memo as the stream has it now.
    func openMemo() -> AnyPublisher<(DetailContentsActionableItem, OpenedMemo), Error>
    /// Changes fields of the open memo.
    func modify(_ patch: MemoPatch) -> AnyPublisher<(DetailContentsActionableItem, MemoResult), Error>
    /// Marks the open memo done or open again.
    func setDone(_ isDone: Bool) -> AnyPublisher<(DetailContentsActionableItem, MemoResult), Error>
    /// Deletes the open memo and closes the screen.
    func remove() -> AnyPublisher<(DetailContentsActionableItem, MemoResult), Error>
}
