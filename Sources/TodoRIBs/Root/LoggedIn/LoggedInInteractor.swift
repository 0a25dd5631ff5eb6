import MemoStore
import MemoUseCases
import OpenCombine

/// What LoggedIn's interactor asks of its router.
@MainActor
protocol LoggedInRouting: Routing {
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
/// Workflows (`perform`) and children (`didRequest`) ask for an action; it goes to the
/// repository worker, and what was committed goes straight back to whoever asked. Before an
/// action, when the worker says another process wrote, and after a change, the open memo is
/// loaded again and republished, and the stream says the store changed. Pages are not
/// republished: a list screen asks for the page it shows, so a page loaded for nobody would
/// be a query wasted.
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
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: - LoggedInActionableItem

    func perform(_ action: MemoAction) throws -> MemoResult {
        let result = try commit(action)
        if result.changesStore {
            republish()
        }
        return result
    }

    func openMemo(id: Int64) -> AnyPublisher<(DetailContentsActionableItem, Memo), Error> {
        ResultPublisher { [weak self] deliver in
            deliver(Result {
                guard let self else { throw TreeError.detached("LoggedIn") }
                guard case .opened(let opened) = try self.perform(.open(id: id)), let router = self.router else {
                    throw TreeError.detached("LoggedIn")
                }
                return (router.routeToDetailContents(), opened.memo)
            })
            return nil
        }
        .eraseToAnyPublisher()
    }

    // MARK: - MemoRequestListener

    func didRequest(_ action: MemoAction, answer: @escaping (Result<MemoResult, Error>) -> Void) {
        let result = Result { try commit(action) }
        // Answered before the open memo is republished: a screen that deleted its own memo
        // closes first, instead of hearing that someone else deleted it.
        answer(result)
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

    func didRequestChangesCheck() {
        // A store that cannot be asked now is asked again at the next check or request.
        if (try? memoRepositoryWorker.changedElsewhere()) == true {
            republish()
        }
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

    /// Runs `action` through the worker, after republishing the open memo if another process
    /// wrote since the last action, and keeps the detail screen in step with an `.opened` result.
    private func commit(_ action: MemoAction) throws -> MemoResult {
        if try memoRepositoryWorker.changedElsewhere() {
            republish()
        }
        let result = try memoRepositoryWorker.perform(action)
        if case .opened(let opened) = result {
            openedMemoID = opened.memo.id
            mutableMemoStream.update(openedMemo: opened)
            _ = router?.routeToDetailContents()
        }
        return result
    }

    /// Loads the open memo again, then says the store changed. A failure here keeps the last
    /// published memo: the change that caused the reload is already committed, and the next
    /// request tries again.
    private func republish() {
        defer { mutableMemoStream.noteChange() }
        guard let openedMemoID else { return }
        do {
            mutableMemoStream.update(openedMemo: try memoRepositoryWorker.openedMemo(id: openedMemoID))
        } catch MemoStoreError.memoNotFound {
            self.openedMemoID = nil
            mutableMemoStream.update(openedMemo: nil)
        } catch {}
    }
}
