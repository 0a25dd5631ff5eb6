import MemoStore
import MemoUseCases

/// The store as LoggedIn sees it: every read and write of the tree goes through here.
@MainActor
protocol MemoRepositoryWorking: Working {
    /// Whether another connection or process has committed since this was last asked (false
    /// the first time), so what the screens show may be stale. LoggedIn asks before each request.
    /// - throws: the store's error, or `MemoRepositoryWorkerError.notRunning`.
    func changedElsewhere() throws -> Bool

    /// Does what `action` asks and returns what was committed.
    /// - throws: the store's error (nothing was changed), or `MemoRepositoryWorkerError.notRunning`.
    func perform(_ action: MemoAction) throws -> MemoResult

    /// The user's memo with this id, as stored now, with the ids of the memos it waits on.
    func openedMemo(id: Int64) throws -> OpenedMemo
}

/// The only piece of the tree that performs store I/O, bound to LoggedIn's interactor scope:
/// it owns the `MemoService` that holds the use cases and runs it only while started.
///
/// A request outside LoggedIn's active scope throws `MemoRepositoryWorkerError.notRunning`.
/// The service logs the user in on the first request, not before, so building the tree costs
/// no I/O. What a request committed goes back to LoggedIn, which feeds the `MemoStream`.
@MainActor
final class MemoRepositoryWorker: Worker, MemoRepositoryWorking {
    /// Creates a worker over `service`, the use cases of the logged-in user's memos.
    init(service: MemoService) {
        self.service = service
        super.init()
    }

    // MARK: - Worker

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        isRunning = true
    }

    override func didStop() {
        super.didStop()
        isRunning = false
    }

    // MARK: - MemoRepositoryWorking

    func perform(_ action: MemoAction) throws -> MemoResult {
        try running().perform(action)
    }

    func openedMemo(id: Int64) throws -> OpenedMemo {
        try running().openedMemo(id: id)
    }

    func changedElsewhere() throws -> Bool {
        try running().changedElsewhere()
    }

    // MARK: - Private

    private let service: MemoService
    private var isRunning = false

    /// The service, when the worker may serve.
    private func running() throws -> MemoService {
        guard isRunning else { throw MemoRepositoryWorkerError.notRunning }
        return service
    }
}
