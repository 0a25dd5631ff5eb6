import MemoStore
import MemoUseCases
import OpenCombine

/// What a Workflow can do on the detail screen of the open memo. Changes to the memo go
/// through LoggedIn's actionable item, which answers them directly; this screen follows them.
@MainActor
public protocol DetailContentsActionableItem: AnyObject {
    /// The open memo as the stream has it now, once a memo is open; then finishes.
    func openMemo() -> AnyPublisher<(DetailContentsActionableItem, OpenedMemo), Error>
}
