import MemoStore
import MemoUseCases
@testable import TodoRIBs

/// A repository worker that records every call and answers through its handlers.
@MainActor
final class MemoRepositoryWorkingMock: Worker, MemoRepositoryWorking {
    private(set) var performCallCount = 0
    private(set) var performedActions: [MemoAction] = []
    /// Answers `perform`; without one, `perform` throws `notRunning`.
    var performHandler: ((MemoAction) throws -> MemoResult)?

    private(set) var memoCallCount = 0
    private(set) var memoIDs: [Int64] = []
    /// Answers `memo(id:)`; without one, it throws `memoNotFound`.
    var memoHandler: ((Int64) throws -> Memo)?

    private(set) var didStartCallCount = 0
    private(set) var didStopCallCount = 0

    private(set) var changedElsewhereCallCount = 0
    /// What `changedElsewhere()` answers next; it is reset to `false` once asked, as a store's
    /// news is told once.
    var isChangedElsewhere = false
    /// Every call in order (`changedElsewhere`, `perform`, `openedMemo`), to check what came first.
    private(set) var calls: [String] = []

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        didStartCallCount += 1
    }

    override func didStop() {
        super.didStop()
        didStopCallCount += 1
    }

    func changedElsewhere() throws -> Bool {
        changedElsewhereCallCount += 1
        calls.append("changedElsewhere")
        defer { isChangedElsewhere = false }
        return isChangedElsewhere
    }

    func perform(_ action: MemoAction) throws -> MemoResult {
        calls.append("perform")
        performCallCount += 1
        performedActions.append(action)
        guard let performHandler else { throw MemoRepositoryWorkerError.notRunning }
        return try performHandler(action)
    }

    func openedMemo(id: Int64) throws -> OpenedMemo {
        calls.append("openedMemo")
        memoCallCount += 1
        memoIDs.append(id)
        guard let memoHandler else { throw MemoStoreError.memoNotFound(id: id) }
        return OpenedMemo(try memoHandler(id))
    }
}
