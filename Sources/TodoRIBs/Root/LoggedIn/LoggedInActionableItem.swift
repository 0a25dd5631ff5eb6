import MemoStore
import MemoUseCases
import OpenCombine

/// What a Workflow can do once a user is logged in: act on the user's store, or open a memo
/// in the detail screen.
@MainActor
public protocol LoggedInActionableItem: AnyObject {
    /// Performs `action` through LoggedIn's repository worker and returns what was committed,
    /// after the screens were told of the state it changed (an `.open` opens the detail screen).
    /// - throws: the store's error (nothing was changed), or `MemoRepositoryWorkerError.notRunning`.
    func perform(_ action: MemoAction) throws -> MemoResult
    /// Opens the memo in the detail screen when subscribed; emits that screen's actionable item
    /// and the memo once and finishes, or fails with the store's error (for example
    /// `MemoStoreError.memoNotFound`).
    func openMemo(id: Int64) -> AnyPublisher<(DetailContentsActionableItem, Memo), Error>
}
