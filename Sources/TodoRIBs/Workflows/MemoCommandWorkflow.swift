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
        let todoList = onStep { root in root.waitForLogin(userName: userName) }
            .onStep { loggedIn, _ in loggedIn.waitForTodoList() }
        switch command {
        case .add(let draft):
            todoList.onStep { list, _ in list.add(draft) }.commit()
        case .list(let filter, let limit, let format):
            todoList.onStep { list, _ in list.showList(filter: filter, limit: limit, format: format) }.commit()
        case .search(let query, let limit, let format):
            todoList.onStep { list, _ in list.search(query, limit: limit, format: format) }.commit()
        case .show(let id, let format):
            todoList.onStep { list, _ in list.openMemo(id: id) }
                .onStep { detail, _ in detail.show(format: format) }.commit()
        case .setDone(let id, let isDone):
            todoList.onStep { list, _ in list.openMemo(id: id) }
                .onStep { detail, _ in detail.setDone(isDone) }.commit()
        case .edit(let id, let title, let body):
            todoList.onStep { list, _ in list.openMemo(id: id) }
                .onStep { detail, _ in detail.edit(title: title, body: body) }.commit()
        case .remove(let id):
            todoList.onStep { list, _ in list.openMemo(id: id) }
                .onStep { detail, _ in detail.delete() }.commit()
        case .export(let format):
            todoList.onStep { list, _ in list.export(format: format) }.commit()
        case .importMemos(let next):
            todoList.onStep { list, _ in list.importMemos(from: next) }.commit()
        case .undo:
            todoList.onStep { list, _ in list.undo() }.commit()
        case .history(let limit, let format):
            todoList.onStep { list, _ in list.showHistory(limit: limit, format: format) }.commit()
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
}
