import MemoStore
import MemoUseCases
import OpenCombine

@MainActor
protocol TodoListRouting: ViewableRouting {}

/// How the list screen shows what happened.
@MainActor
protocol TodoListPresentable: Presentable, ErrorPresentable {
    var listener: TodoListPresentableListener? { get set }
    /// Shows what a request typed on this screen committed.
    func present(_ result: MemoResult)
    /// Whether the view keeps what it shows on screen (a full-screen list), to be told when
    /// the store changes; a printed list does not, and nothing is subscribed for it.
    var showsStoreChanges: Bool { get }
    /// The store changed (here or elsewhere): what the screen shows may be stale.
    func storeDidChange()
}

/// What TodoList tells LoggedIn, which owns the store and the routing. Nothing returns a value:
/// a request's answer comes back through the closure handed up with it.
@MainActor
protocol TodoListListener: MemoRequestListener {
    /// The person asked to log out.
    func didRequestLogout()
    /// The person asked for a listing while another screen was on top: the list takes input again.
    func didRequestListScreen()
    /// The screen has been idle a while: look for changes another process or a sync committed,
    /// and say so on the stream if there were.
    func didRequestChangesCheck()
}

/// The list screen's logic: sends what the person asks for up to LoggedIn, presents each
/// answer while the screen is active, and tells the screen when the stream says the store changed.
final class TodoListInteractor: PresentableInteractor<TodoListPresentable>, TodoListInteractable,
    TodoListPresentableListener
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
        guard presenter.showsStoreChanges else { return }
        memoStream.changes
            .sink { [weak self] in self?.presenter.storeDidChange() }
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - TodoListPresentableListener

    func request(_ action: MemoAction) {
        listener?.didRequest(action) { [weak self] result in
            guard let self, self.isActive else { return }
            switch result {
            case .success(let value): self.presenter.present(value)
            case .failure(let error): self.presenter.showError(error)
            }
        }
    }

    func requestLogout() {
        listener?.didRequestLogout()
    }

    func requestListScreen() {
        listener?.didRequestListScreen()
    }

    func requestChangesCheck() {
        listener?.didRequestChangesCheck()
    }

    // MARK: - Private

    private let memoStream: MemoStream
}
