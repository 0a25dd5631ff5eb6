import MemoStore
import OpenCombine

/// A one-shot shell command as a Workflow: wait for the login, reach the screen the command
/// is about (the list, or the detail screen of one memo), and act there, as a person would in
/// the interactive shell.
///
/// Subscribe it to the root's actionable item after launching the tree. Once it has run,
/// `result` holds what was committed, or `error` says why it failed; printing the result is
/// the business of `CommandOutput`, not of the screens.
public final class MemoCommandWorkflow: Workflow<RootActionableItem> {
    /// What the command committed, once it has run.
    public private(set) var result: MemoResult?
    /// The error that stopped the command, or `nil` if it has not failed.
    public private(set) var error: Error?
    /// Whether every step ran.
    public private(set) var isComplete = false

    /// Creates the Workflow running `command` for `userName`.
    public init(userName: String, command: MemoCommand) {
        super.init()
        let loggedIn = onStep { root in root.waitForLogin(userName: userName) }
        let record: (MemoResult) -> Void = { [weak self] in self?.result = $0 }
        /// An action of the list screen, as a person types it there.
        func onList(_ action: TodoListAction) {
            loggedIn.onStep { loggedIn, _ in loggedIn.waitForTodoList() }
                .onStep { list, _ in list.perform(action) }
                .onStep { list, result in Self.finish(list, result, record) }
                .commit()
        }
        /// An action on the user's whole store.
        func onStore(_ action: MemoAction) {
            loggedIn.onStep { loggedIn, _ in loggedIn.perform(action) }
                .onStep { loggedIn, result in Self.finish(loggedIn, result, record) }
                .commit()
        }
        switch command {
        case .show(let id):
            loggedIn.onStep { loggedIn, _ in loggedIn.openMemo(id: id) }
                .onStep { detail, _ in detail.openMemo() }
                .onStep { detail, opened in Self.finish(detail, .opened(opened), record) }
                .commit()
        case .add(let draft): onList(.add(draft))
        case .list(let request): onList(.list(request))
        case .search(let query, let filter, let limit): onList(.search(query: query, filter: filter, limit: limit))
        case .setDone(let ids, let isDone): onList(.setDone(isDone, ids: ids))
        case .modify(let ids, let patch): onList(.modify(ids: ids, patch, kind: .modify))
        case .edit(let id, let patch): onList(.modify(ids: [id], patch, kind: .edit))
        case .remove(let ids): onList(.remove(ids: ids))
        case .duplicate(let ids): onList(.duplicate(ids: ids))
        case .export(let sink): onStore(.export(sink: sink))
        case .importMemos(let next, let notes): onStore(.importMemos(next: next, notes: notes))
        case .context(let request): onStore(.context(request))
        case .undo: onStore(.undo)
        case .history(let limit): onStore(.history(limit: limit))
        case .names(let kind): onStore(.names(kind))
        case .report(let report): onStore(.report(report))
        case .memoHistory(let id): onStore(.memoHistory(id: id))
        case .openForEditing(let id): onStore(.openForEditing(id: id))
        }
    }

    override public func didComplete() {
        super.didComplete()
        isComplete = true
    }

    override public func didReceiveError(_ error: Error) {
        super.didReceiveError(error)
        self.error = error
    }

    // MARK: - Private

    private static func finish<Item>(
        _ item: Item, _ result: MemoResult, _ record: (MemoResult) -> Void
    ) -> AnyPublisher<(Item, ()), Error> {
        record(result)
        return ResultPublisher.value((item, ()))
    }
}
