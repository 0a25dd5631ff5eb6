import MemoStore
import OpenCombine

@MainActor
protocol DetailContentsRouting: ViewableRouting {}

/// How the detail screen shows what happened.
@MainActor
protocol DetailContentsPresentable: Presentable, ErrorPresentable {
    var listener: DetailContentsPresentableListener? { get set }
    /// Keeps the open memo from the memo stream.
    func present(memo: Memo)
    /// Prints the open memo.
    func showMemo(format: OutputFormat)
    func showChanged(_ memo: Memo, by kind: MemoChangeKind)
    /// Says the open memo was deleted by another command, just before the screen closes.
    func showRemovedElsewhere()
}

/// What DetailContents asks of LoggedIn.
@MainActor
protocol DetailContentsListener: AnyObject {
    func editMemo(id: Int64, title: String?, body: String?) throws -> Memo
    func setMemoDone(_ isDone: Bool, id: Int64) throws -> Memo
    func deleteMemo(id: Int64) throws -> Memo
    func closeDetailContents()
}

/// The detail screen's logic: follows the open memo on the stream and turns edits into
/// listener calls; the list screen sees each change through the same stream.
final class DetailContentsInteractor: PresentableInteractor<DetailContentsPresentable>,
    DetailContentsInteractable, DetailContentsPresentableListener, DetailContentsActionableItem
{
    weak var router: DetailContentsRouting?
    weak var listener: DetailContentsListener?

    init(presenter: DetailContentsPresentable, memoStream: MemoStream) {
        self.memoStream = memoStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        memoStream.openedMemo
            .sink { [weak self] memo in self?.follow(memo) }
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - DetailContentsPresentableListener

    func requestShow() {
        presenter.showMemo(format: .text)
    }

    func requestEdit(title: String?, body: String?) {
        presenter.reportingFailure { _ = try performEdit(title: title, body: body) }
    }

    func requestSetDone(_ isDone: Bool) {
        presenter.reportingFailure { _ = try performSetDone(isDone) }
    }

    func requestDelete() {
        presenter.reportingFailure { _ = try performDelete() }
    }

    func requestClose() {
        listener?.closeDetailContents()
    }

    // MARK: - DetailContentsActionableItem

    func show(format: OutputFormat) -> AnyPublisher<(DetailContentsActionableItem, ()), Error> {
        attempt {
            presenter.showMemo(format: format)
            return (self, ())
        }
    }

    func edit(title: String?, body: String?) -> AnyPublisher<(DetailContentsActionableItem, Memo), Error> {
        attempt { (self, try performEdit(title: title, body: body)) }
    }

    func setDone(_ isDone: Bool) -> AnyPublisher<(DetailContentsActionableItem, Memo), Error> {
        attempt { (self, try performSetDone(isDone)) }
    }

    func delete() -> AnyPublisher<(DetailContentsActionableItem, Memo), Error> {
        attempt { (self, try performDelete()) }
    }

    // MARK: - Private

    private let memoStream: MemoStream
    private var memo: Memo?

    private func follow(_ memo: Memo?) {
        if let memo {
            self.memo = memo
            presenter.present(memo: memo)
        } else if self.memo != nil {
            self.memo = nil
            presenter.showRemovedElsewhere()
            listener?.closeDetailContents()
        }
    }

    private func openMemoAndListener() throws -> (Memo, DetailContentsListener) {
        guard let memo, let listener else { throw MemoRepositoryWorkerError.notRunning }
        return (memo, listener)
    }

    private func performEdit(title: String?, body: String?) throws -> Memo {
        let (memo, listener) = try openMemoAndListener()
        let edited = try listener.editMemo(id: memo.id, title: title, body: body)
        presenter.showChanged(edited, by: .edit)
        return edited
    }

    private func performSetDone(_ isDone: Bool) throws -> Memo {
        let (memo, listener) = try openMemoAndListener()
        let changed = try listener.setMemoDone(isDone, id: memo.id)
        presenter.showChanged(changed, by: isDone ? .done : .undone)
        return changed
    }

    private func performDelete() throws -> Memo {
        let (memo, listener) = try openMemoAndListener()
        let deleted = try listener.deleteMemo(id: memo.id)
        self.memo = nil
        presenter.showChanged(deleted, by: .rm)
        listener.closeDetailContents()
        return deleted
    }
}
