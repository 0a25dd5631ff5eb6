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
/// Every change goes to the repository worker first and is published only once committed.
/// After each write, and whenever the worker reports that another process wrote, the page
/// on screen and the open memo are loaded again and republished.
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
        guard let router else {
            return Fail(error: MemoRepositoryWorkerError.notRunning).eraseToAnyPublisher()
        }
        return Just((router.routeToTodoList(), ()))
            .setFailureType(to: Error.self)
            .eraseToAnyPublisher()
    }

    // MARK: - TodoListListener

    func loadListing(filter: MemoStatus, limit: Int) throws {
        let listing = try memoRepositoryWorker.listing(filter: filter, limit: limit)
        listingRequest = .page(filter: filter, limit: limit)
        mutableMemoStream.update(listing: listing)
    }

    func searchMemos(_ query: String, limit: Int) throws {
        let listing = try memoRepositoryWorker.search(query, limit: limit)
        listingRequest = .search(query: query, limit: limit)
        mutableMemoStream.update(listing: listing)
    }

    func addMemo(_ draft: MemoDraft) throws -> Memo {
        let memo = try memoRepositoryWorker.add(draft)
        republish()
        return memo
    }

    func setMemoDone(_ isDone: Bool, id: Int64) throws -> Memo {
        let memo = try memoRepositoryWorker.setDone(isDone, id: id)
        republish()
        return memo
    }

    func deleteMemo(id: Int64) throws -> Memo {
        let memo = try memoRepositoryWorker.delete(id: id)
        if openedMemoID == id {
            // The detail screen closes itself after deleting; it must not see the memo vanish first.
            openedMemoID = nil
        }
        republish()
        return memo
    }

    func openMemo(id: Int64) throws -> DetailContentsActionableItem {
        let memo = try memoRepositoryWorker.memo(id: id)
        guard let router else { throw MemoRepositoryWorkerError.notRunning }
        openedMemoID = memo.id
        mutableMemoStream.update(openedMemo: memo)
        return router.routeToDetailContents()
    }

    func undoLastChange() throws -> MemoChange {
        let change = try memoRepositoryWorker.undoLastChange()
        republish()
        return change
    }

    func history(limit: Int) throws -> [MemoChange] {
        try memoRepositoryWorker.history(limit: limit)
    }

    func exportMemos(_ body: (Memo) throws -> Void) throws {
        try memoRepositoryWorker.exportMemos(body)
    }

    func importMemos(from next: () throws -> MemoDraft?) throws -> ImportSummary {
        let summary = try memoRepositoryWorker.importMemos(from: next)
        republish()
        return summary
    }

    func logout() {
        listener?.didLogout()
    }

    // MARK: - DetailContentsListener

    func editMemo(id: Int64, title: String?, body: String?) throws -> Memo {
        let memo = try memoRepositoryWorker.edit(id: id, title: title, body: body)
        republish()
        return memo
    }

    func closeDetailContents() {
        // Detached first, so the closing screen does not react to its own memo going away.
        router?.routeFromDetailContents()
        if openedMemoID != nil {
            openedMemoID = nil
            mutableMemoStream.update(openedMemo: nil)
        }
    }

    // MARK: - Private

    private enum ListingRequest {
        case page(filter: MemoStatus, limit: Int)
        case search(query: String, limit: Int)
    }

    private let mutableMemoStream: MutableMemoStream
    private let memoRepositoryWorker: MemoRepositoryWorking
    /// The page on screen, reloaded after every change; `nil` until a screen asked for one.
    private var listingRequest: ListingRequest?
    private var openedMemoID: Int64?

    /// Loads again what the screens show. A failure here keeps the last published state: the
    /// change that caused the reload is already committed, and the next request tries again.
    private func republish() {
        switch listingRequest {
        case .page(let filter, let limit):
            try? loadListing(filter: filter, limit: limit)
        case .search(let query, let limit):
            try? searchMemos(query, limit: limit)
        case nil:
            break
        }
        guard let openedMemoID else { return }
        do {
            mutableMemoStream.update(openedMemo: try memoRepositoryWorker.memo(id: openedMemoID))
        } catch MemoStoreError.memoNotFound {
            self.openedMemoID = nil
            mutableMemoStream.update(openedMemo: nil)
        } catch {}
    }
}
