import MemoStore
import OpenCombine

/// What LoggedIn's interactor asks of its router.
@MainActor
protocol LoggedInRouting: Routing {
    /// Attaches the list screen unless it is attached; returns its actionable item.
    func routeToTodoList() -> TodoListActionableItem
    /// Attaches the detail screen unless it is attached; returns its actionable item.
    func routeToDetailContents() -> DetailContentsActionableItem
    /// Detaches the detail screen, returning input to the list.
    func routeFromDetailContents()
    /// Takes every view LoggedIn presented off the screen.
    func cleanupViews()
}

/// What LoggedIn tells its parent.
@MainActor
protocol LoggedInListener: AnyObject {
    /// The user asked to log out.
    func didLogout()
}

/// The logged-in user's business logic: the one place that emits into the memo stream.
///
/// Children and Workflows send requests; each goes to the repository worker, and what was
/// committed comes back down the stream as the request's outcome. After a change, and
/// whenever the worker reports that another process wrote, the open memo is loaded again and
/// republished. Pages are not: the list screen prints a page when one is asked for, so a page
/// loaded for nobody would be a query wasted.
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    init(mutableMemoStream: MutableMemoStream, memoRepositoryWorker: MemoRepositoryWorking) {
        self.mutableMemoStream = mutableMemoStream
        self.memoRepositoryWorker = memoRepositoryWorker
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        memoRepositoryWorker.start(self)
        memoRepositoryWorker.storeChangedElsewhere
            .sink { [weak self] in self?.republish() }
            .disposeOnDeactivate(interactor: self)
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: - LoggedInActionableItem

    func waitForTodoList() -> AnyPublisher<(TodoListActionableItem, ()), Error> {
        guard let router else { return ResultPublisher.failure(TreeError.detached("LoggedIn")) }
        return ResultPublisher.value((router.routeToTodoList(), ()))
    }

    func openMemo(id: Int64) -> AnyPublisher<(DetailContentsActionableItem, Memo), Error> {
        send(.open(id: id)) { [weak self] result -> (DetailContentsActionableItem, Memo) in
            guard case .opened(let opened) = result, let router = self?.router else {
                throw TreeError.detached("LoggedIn")
            }
            return (router.routeToDetailContents(), opened.memo)
        }
    }

    func perform(_ action: MemoAction) -> AnyPublisher<(LoggedInActionableItem, MemoResult), Error> {
        send(action) { [self] in (self, $0) }
    }

    // MARK: - MemoRequestListener

    func didRequest(_ request: MemoRequest) {
        let result: Result<MemoResult, Error>
        do {
            result = .success(try memoRepositoryWorker.perform(request.action))
        } catch {
            result = .failure(error)
        }
        if case .success(let value) = result {
            apply(value)
        }
        mutableMemoStream.publish(MemoOutcome(request: request.id, result: result))
        if case .success(let value) = result, value.changesStore {
            republish()
        }
    }

    // MARK: - TodoListListener

    func didRequestLogout() {
        listener?.didLogout()
    }

    func didRequestListScreen() {
        didRequestClose()
    }

    // MARK: - DetailContentsListener

    func didRequestClose() {
        // Detached first, so the closing screen does not react to its own memo going away.
        router?.routeFromDetailContents()
        if openedMemoID != nil {
            openedMemoID = nil
            mutableMemoStream.update(openedMemo: nil)
        }
    }

    // MARK: - Private

    private let mutableMemoStream: MutableMemoStream
    private let memoRepositoryWorker: MemoRepositoryWorking
    private var openedMemoID: Int64?
    private var isRepublishing = false

    /// Sends `action` as a request of LoggedIn's own and emits what `transform` makes of its outcome.
    private func send<Output>(
        _ action: MemoAction, _ transform: @escaping (MemoResult) throws -> Output
    ) -> AnyPublisher<Output, Error> {
        mutableMemoStream.outcome(of: action, sentThrough: { [weak self] in self?.didRequest($0) }, transform)
    }

    /// Keeps the detail screen in step with a committed result.
    private func apply(_ result: MemoResult) {
        guard case .opened(let opened) = result else { return }
        openedMemoID = opened.memo.id
        mutableMemoStream.update(openedMemo: opened)
        _ = router?.routeToDetailContents()
    }

    /// Loads the open memo again. A failure here keeps the last published memo: the change
    /// that caused the reload is already committed, and the next request tries again.
    private func republish() {
        guard !isRepublishing, let openedMemoID else { return }
        isRepublishing = true
        defer { isRepublishing = false }
        do {
            mutableMemoStream.update(openedMemo: try memoRepositoryWorker.openedMemo(id: openedMemoID))
        } catch MemoStoreError.memoNotFound {
            self.openedMemoID = nil
            mutableMemoStream.update(openedMemo: nil)
        } catch {}
    }
}
