import MemoInterchange
import MemoStore
import OpenCombine

@MainActor
protocol TodoListRouting: ViewableRouting {}

/// How the list screen shows what happened.
@MainActor
protocol TodoListPresentable: Presentable, ErrorPresentable {
    var listener: TodoListPresentableListener? { get set }
    /// Keeps the latest page from the memo stream.
    func present(listing: MemoListing)
    /// Prints the latest page.
    func showListing(format: OutputFormat)
    func showAdded(_ memo: Memo)
    func showChanged(_ memo: Memo, by kind: MemoChangeKind)
    /// Prints a piece of an export (`MemoExportWriter`'s begin, elements and end) as it is.
    func showExported(_ text: String)
    func showImported(_ summary: ImportSummary)
    func showUndone(_ change: MemoChange)
    func showHistory(_ changes: [MemoChange], format: OutputFormat)
}

/// What TodoList asks of LoggedIn, which owns the store and the routing.
@MainActor
protocol TodoListListener: AnyObject {
    func loadListing(filter: MemoStatus, limit: Int) throws
    func searchMemos(_ query: String, limit: Int) throws
    func addMemo(_ draft: MemoDraft) throws -> Memo
    func setMemoDone(_ isDone: Bool, id: Int64) throws -> Memo
    func deleteMemo(id: Int64) throws -> Memo
    func openMemo(id: Int64) throws -> DetailContentsActionableItem
    func undoLastChange() throws -> MemoChange
    func history(limit: Int) throws -> [MemoChange]
    func exportMemos(_ body: (Memo) throws -> Void) throws
    func importMemos(from next: () throws -> MemoDraft?) throws -> ImportSummary
    func logout()
}

/// The list screen's logic: turns what the person (or a Workflow) asks into listener calls,
/// and what comes back, through the memo stream or as a result, into presentations.
final class TodoListInteractor: PresentableInteractor<TodoListPresentable>, TodoListInteractable,
    TodoListPresentableListener, TodoListActionableItem
{
    weak var router: TodoListRouting?
    weak var listener: TodoListListener?

    init(presenter: TodoListPresentable, memoStream: MemoStream) {
        self.memoStream = memoStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        memoStream.listing
            .sink { [weak self] listing in self?.presenter.present(listing: listing) }
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - TodoListPresentableListener

    func list(filter: MemoStatus) {
        presenter.reportingFailure { try performShowList(filter: filter, limit: Self.screenPageSize, format: .text) }
    }

    func search(_ query: String) {
        presenter.reportingFailure { try performSearch(query, limit: Self.screenPageSize, format: .text) }
    }

    func add(title: String) {
        presenter.reportingFailure { _ = try performAdd(MemoDraft(title: title)) }
    }

    func setDone(_ isDone: Bool, id: Int64) {
        presenter.reportingFailure {
            let memo = try requireListener().setMemoDone(isDone, id: id)
            presenter.showChanged(memo, by: isDone ? .done : .undone)
        }
    }

    func delete(id: Int64) {
        presenter.reportingFailure {
            let memo = try requireListener().deleteMemo(id: id)
            presenter.showChanged(memo, by: .rm)
        }
    }

    func open(id: Int64) {
        presenter.reportingFailure { _ = try requireListener().openMemo(id: id) }
    }

    func undoLastChange() {
        presenter.reportingFailure { _ = try performUndo() }
    }

    func showHistory() {
        presenter.reportingFailure { try performShowHistory(limit: Self.screenPageSize, format: .text) }
    }

    func logout() {
        listener?.logout()
    }

    // MARK: - TodoListActionableItem

    func add(_ draft: MemoDraft) -> AnyPublisher<(TodoListActionableItem, Memo), Error> {
        attempt { (self, try performAdd(draft)) }
    }

    func showList(filter: MemoStatus, limit: Int, format: OutputFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error> {
        attempt { (self, try performShowList(filter: filter, limit: limit, format: format)) }
    }

    func search(_ query: String, limit: Int, format: OutputFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error> {
        attempt { (self, try performSearch(query, limit: limit, format: format)) }
    }

    func openMemo(id: Int64) -> AnyPublisher<(DetailContentsActionableItem, ()), Error> {
        attempt { (try requireListener().openMemo(id: id), ()) }
    }

    func export(format: InterchangeFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error> {
        attempt {
            var writer = MemoExportWriter(format: format)
            presenter.showExported(writer.begin())
            try requireListener().exportMemos { memo in presenter.showExported(writer.element(memo)) }
            presenter.showExported(writer.end())
            return (self, ())
        }
    }

    func importMemos(from next: @escaping () throws -> MemoDraft?) -> AnyPublisher<(TodoListActionableItem, ImportSummary), Error> {
        attempt {
            let summary = try requireListener().importMemos(from: next)
            presenter.showImported(summary)
            return (self, summary)
        }
    }

    func undo() -> AnyPublisher<(TodoListActionableItem, MemoChange), Error> {
        attempt { (self, try performUndo()) }
    }

    func showHistory(limit: Int, format: OutputFormat) -> AnyPublisher<(TodoListActionableItem, ()), Error> {
        attempt { (self, try performShowHistory(limit: limit, format: format)) }
    }

    // MARK: - Private

    /// How many memos a screen shows at once in the interactive shell.
    private static let screenPageSize = 20

    private let memoStream: MemoStream

    private func requireListener() throws -> TodoListListener {
        guard let listener else { throw MemoRepositoryWorkerError.notRunning }
        return listener
    }

    private func performAdd(_ draft: MemoDraft) throws -> Memo {
        let memo = try requireListener().addMemo(draft)
        presenter.showAdded(memo)
        return memo
    }

    private func performShowList(filter: MemoStatus, limit: Int, format: OutputFormat) throws {
        try requireListener().loadListing(filter: filter, limit: limit)
        presenter.showListing(format: format)
    }

    private func performSearch(_ query: String, limit: Int, format: OutputFormat) throws {
        try requireListener().searchMemos(query, limit: limit)
        presenter.showListing(format: format)
    }

    private func performUndo() throws -> MemoChange {
        let change = try requireListener().undoLastChange()
        presenter.showUndone(change)
        return change
    }

    private func performShowHistory(limit: Int, format: OutputFormat) throws {
        presenter.showHistory(try requireListener().history(limit: limit), format: format)
    }
}
