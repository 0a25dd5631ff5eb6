import MemoStore
import MemoUseCases
import OpenCombine

@MainActor
protocol DetailContentsRouting: ViewableRouting {}

/// How the detail screen shows what happened.
@MainActor
protocol DetailContentsPresentable: Presentable, ErrorPresentable {
    var listener: DetailContentsPresentableListener? { get set }
    /// Keeps the open memo as the stream has it now.
    func present(memo: Memo)
    /// Shows what a request typed on this screen committed.
    func present(_ result: MemoResult)
    /// Says the open memo was deleted by another command, just before the screen closes.
    func showRemovedElsewhere()
}

/// What DetailContents tells LoggedIn. Nothing returns a value: a request's answer comes back
/// through the closure handed up with it.
@MainActor
protocol DetailContentsListener: MemoRequestListener {
    /// The screen is done: the person went back, or the memo is gone.
    func didRequestClose()
}

/// The detail screen's logic: follows the open memo on the stream, sends changes to it up to
/// LoggedIn, and presents each answer while the screen is active; the list shows each change
/// in the next page it prints.
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
        memoStream.sinkOpenedMemo { [weak self] memo in self?.follow(memo) }
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - DetailContentsPresentableListener

    func requestShow() {
        // Read again rather than show what the stream last had: another process may have
        // changed the memo since, and only a request makes the worker notice.
        requestChange { .open(id: $0) }
    }

    func requestHistory() {
        requestChange { .memoHistory(id: $0) }
    }

    func requestModify(_ patch: MemoPatch, kind: MemoChangeKind) {
        requestChange { .modify(ids: [$0], patch, kind: kind) }
    }

    func requestSetDone(_ isDone: Bool) {
        requestChange { .setDone(isDone, ids: [$0]) }
    }

    func requestEditForm() {
        requestChange { .openForEditing(id: $0) }
    }

    func requestRemove() {
        requestChange { .remove(ids: [$0]) }
    }

    func requestClose() {
        listener?.didRequestClose()
    }

    // MARK: - DetailContentsActionableItem

    func openMemo() -> AnyPublisher<(DetailContentsActionableItem, OpenedMemo), Error> {
        ResultPublisher { [memoStream, self] deliver in
            memoStream.sinkOpenedMemo { opened in
                if let opened { deliver(.success((self, opened))) }
            }
        }
        .eraseToAnyPublisher()
    }

    // MARK: - Private

    private let memoStream: MemoStream
    private var memo: Memo?

    private func follow(_ opened: OpenedMemo?) {
        if let opened {
            // `show 67` typed on #66's screen opens #67 in this screen: show it in full.
            let isAnotherMemo = self.memo.map { $0.id != opened.memo.id } ?? false
            self.memo = opened.memo
            presenter.present(memo: opened.memo)
            if isAnotherMemo { presenter.present(.opened(opened)) }
        } else if self.memo != nil {
            self.memo = nil
            presenter.showRemovedElsewhere()
            listener?.didRequestClose()
        }
    }

    private func requestChange(_ action: (Int64) -> MemoAction) {
        guard let memo else { return }
        listener?.didRequest(action(memo.id)) { [weak self] result in
            guard let self, self.isActive else { return }
            switch result {
            case .success(let value):
                self.presenter.present(value)
                self.closeIfRemoved(value)
            case .failure(let error):
                self.presenter.showError(error)
            }
        }
    }

    /// After deleting its memo the screen closes; it must not report the memo vanishing.
    private func closeIfRemoved(_ result: MemoResult) {
        guard case .changed(.rm, _, _) = result else { return }
        memo = nil
        listener?.didRequestClose()
    }
}
