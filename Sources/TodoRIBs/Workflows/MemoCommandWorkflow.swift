import MemoStore
import OpenCombine

/// A one-shot shell command as a Workflow: log in, reach the screen the command is about
/// (the list, or the detail screen of one memo), and act there, exactly as a person would
/// in the interactive shell.
///
/// Subscribe it to the root's actionable item after launching the tree. With the tree's
/// synchronous store, the whole command has run when `subscribe` returns; `error` then says
/// whether it failed.
public final class MemoCommandWorkflow: Workflow<RootActionableItem> {
    /// The error that stopped the command, or `nil` if it has not failed.
    public private(set) var error: Error?
    /// Whether every step ran.
    public private(set) var isComplete = false

    /// Creates the Workflow running `command` for `userName`.
    public init(userName: String, command: MemoCommand) {
        super.init()
        let loggedIn = onStep { root in root.waitForLogin(userName: userName) }
        switch command {
        case .add(let draft):
            _ = loggedIn.onStep { loggedIn, _ in loggedIn.add(draft) }.commit()
        case .list(let filter, let limit, let format):
            _ = loggedIn.onStep { loggedIn, _ in loggedIn.list(filter: filter, limit: limit, format: format) }.commit()
        case .search(let query, let limit, let format):
            _ = loggedIn.onStep { loggedIn, _ in loggedIn.search(query, limit: limit, format: format) }.commit()
        case .show(let id, let format):
            _ = loggedIn.onStep { loggedIn, _ in loggedIn.openMemo(id: id) }
                .onStep { detail, _ in detail.show(format: format) }.commit()
        case .setDone(let id, let isDone):
            _ = loggedIn.onStep { loggedIn, _ in loggedIn.openMemo(id: id) }
                .onStep { detail, _ in detail.setDone(isDone) }.commit()
        case .edit(let id, let title, let body):
            _ = loggedIn.onStep { loggedIn, _ in loggedIn.openMemo(id: id) }
                .onStep { detail, _ in detail.edit(title: title, body: body) }.commit()
        case .remove(let id):
            _ = loggedIn.onStep { loggedIn, _ in loggedIn.openMemo(id: id) }
                .onStep { detail, _ in detail.delete() }.commit()
        case .export(let format):
            _ = onTodoList(loggedIn) { $0.export(format: format) }
        case .importMemos(let next):
            _ = onTodoList(loggedIn) { $0.importMemos(from: next) }
        case .undo:
            _ = onTodoList(loggedIn) { $0.undo() }
        case .history(let limit, let format):
            _ = onTodoList(loggedIn) { $0.showHistory(limit: limit, format: format) }
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

    /// Commits a last step run on the list screen, reached through LoggedIn.
    private func onTodoList<Value>(
        _ loggedIn: Step<RootActionableItem, LoggedInActionableItem, ()>,
        _ action: @escaping (TodoListActionableItem) -> AnyPublisher<(TodoListActionableItem, Value), Error>
    ) -> Workflow<RootActionableItem> {
        loggedIn
            .onStep { loggedIn, _ in loggedIn.waitForTodoList() }
            .onStep { todoList, _ in action(todoList) }
            .commit()
    }
}
