import MemoStore
import OpenCombine

@MainActor
protocol TodoListRouting: ViewableRouting {}

/// How the list screen shows what happened.
@MainActor
protocol TodoListPresentable: Presentable, ErrorPresentable {
    var listener: TodoListPresentableListener? { get set }
    /// Shows what a request typed on this screen committed.
    func present(_ result: MemoResult)
}

/// What TodoList tells LoggedIn, which owns the store and the routing. Nothing returns a value:
/// answers come back on the memo stream.
@MainActor
protocol TodoListListener: MemoRequestListener {
    /// The person asked to log out.
    func didRequestLogout()
    /// The person asked for a listing while another screen was on top: the list takes input again.
    func didRequestListScreen()
}

/// The list screen's logic: sends what the person (or a Workflow) asks for up to LoggedIn,
/// and presents the outcomes of the person's own requests as they come down the stream.
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
        memoStream.outcomes
            .sink { [weak self] outcome in self?.present(outcome) }
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: - TodoListPresentableListener

    func request(_ action: MemoAction) {
        let request = MemoRequest(action)
        pendingRequests.insert(request.id)
        listener?.didRequest(request)
    }

    func requestLogout() {
        listener?.didRequestLogout()
    }

    func requestListScreen() {
        listener?.didRequestListScreen()
    }

    // MARK: - TodoListActionableItem

    func perform(_ action: TodoListAction) -> AnyPublisher<(TodoListActionableItem, MemoResult), Error> {
        guard let listener else { return ResultPublisher.failure(TreeError.detached("TodoList")) }
        return memoStream.outcome(of: action.memoAction, sentThrough: { [weak listener] in listener?.didRequest($0) }) { [self] in
            (self, $0)
        }
    }

    // MARK: - Private

    private let memoStream: MemoStream
    /// The requests this screen's view sent that have not been answered yet.
    private var pendingRequests: Set<MemoRequestID> = []

    /// Presents the outcome of a request this screen's view sent; others are someone else's.
    private func present(_ outcome: MemoOutcome) {
        guard pendingRequests.remove(outcome.request) != nil else { return }
        switch outcome.result {
        case .success(let result): presenter.present(result)
        case .failure(let error): presenter.showError(error)
        }
    }
}
