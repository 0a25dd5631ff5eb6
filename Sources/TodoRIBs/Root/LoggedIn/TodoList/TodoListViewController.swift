import MemoStore

/// What the list screen's view asks of its interactor.
@MainActor
protocol TodoListPresentableListener: AnyObject {
    /// Sends what the person typed to the store; the outcome is presented when it comes back.
    func request(_ action: MemoAction)
    /// The person asked to log out.
    func requestLogout()
    /// The person asked for a listing: if another screen is on top, the list takes input again.
    func requestListScreen()
}

/// The list screen: a page of memos with the user's counts, and the commands that act on them.
final class TodoListViewController: TerminalViewController, TodoListPresentable, TodoListViewControllable {
    weak var listener: TodoListPresentableListener?

    override var prompt: String { "todo> " }

    override func viewDidAppear() {
        super.viewDidAppear()
        guard !isTakingInputBack else { return }
        listener?.request(.list(lastPage ?? MemoPageRequest(sort: .created)))
    }

    override func handle(_ line: String) -> Bool {
        let command = ShellCommand(line)
        if ["list", "ls", "search", "more"].contains(command.name) {
            // A listing typed on the detail screen brings the list back on top, so the prompt
            // and a bare `done` are about the list, not the memo that was open.
            isTakingInputBack = true
            listener?.requestListScreen()
            isTakingInputBack = false
        }
        switch command.name {
        case "more":
            guard let lastPage else { showUsage("list first, then more"); break }
            guard lastShownCount > 0 else { screen?.write("no more memos\n"); break }
            var next = lastPage
            next.offset += lastShownCount
            listener?.request(.list(next))
        case "list", "ls":
            switch command.argument {
            case "": listener?.request(.list(MemoPageRequest(filter: .open, sort: .created)))
            case "all": listener?.request(.list(MemoPageRequest(filter: .all, sort: .created)))
            case "done": listener?.request(.list(MemoPageRequest(filter: .done, sort: .created)))
            default: showUsage("list [all|done]")
            }
        case "add":
            command.argument.isEmpty ? showUsage("add TITLE") : listener?.request(.add(MemoDraft(title: command.argument)))
        case "done", "undone":
            withIDs(command, usage: "\(command.name) ID...") { listener?.request(.setDone(command.name == "done", ids: $0)) }
        case "rm":
            withIDs(command, usage: "rm ID...") { listener?.request(.remove(ids: $0)) }
        case "open", "show":
            guard let id = command.memoID else { showUsage("open ID"); break }
            listener?.request(.open(id: id))
        case "search":
            command.argument.isEmpty
                ? showUsage("search WORDS")
                : listener?.request(.search(query: command.argument, filter: .all, limit: Self.screenPageSize))
        case "undo":
            listener?.request(.undo)
        case "history":
            listener?.request(.history(limit: Self.screenPageSize))
        case "logout":
            listener?.requestLogout()
        case "help":
            screen?.write(Self.help)
            return false
        default:
            return false
        }
        return true
    }

    // MARK: - TodoListPresentable

    func present(_ result: MemoResult) {
        guard let screen else { return }
        let style = TerminalStyle(screen: screen)
        switch result {
        case .listed(let listing):
            if case .page(let request) = listing.source {
                lastPage = request
                lastShownCount = listing.more > 0 ? listing.memos.count : 0
            }
            screen.write(MemoText.listing(listing, style: style, decorated: true))
        case .added(let memo):
            screen.write("added #\(memo.id) \(memo.title.terminalSafe)\n")
        case .changed(let kind, let memos, let created):
            screen.write(MemoText.changes(kind, memos, created: created))
        case .undone(let change):
            screen.write("undid \(MemoText.summary(of: change))\n")
        case .history(let changes):
            screen.write(changes.isEmpty ? "no changes to undo\n" : MemoText.history(changes, style: style))
        case .names(_, let counts):
            screen.write(MemoText.names(counts))
        case .opened, .imported, .exported:
            break
        }
    }

    func showError(_ error: Error) {
        showErrorLine(error)
    }

    // MARK: - Private

    /// How many memos a screen shows at once in the interactive shell.
    private static let screenPageSize = 20

    private static let help = """
        list [all|done]   show open memos (or all, or done ones), newest first
        more              the next page of the last listing
        add TITLE         add a memo
        open ID           show a memo and edit it
        done ID...        mark memos done        undone ID...   mark them open again
        rm ID...          delete memos           search WORDS   find memos by words
        undo              take back your last change
        history           your recent changes    logout      back to the login

        """

    /// The page asked for last, shown again when the screen reappears.
    private var lastPage: MemoPageRequest?
    /// How many memos that page showed when more follow (0 when it was the last page).
    private var lastShownCount = 0
    /// Set while a typed listing brings this screen back on top: it prints the listing asked for, not the last one.
    private var isTakingInputBack = false

    private func withIDs(_ command: ShellCommand, usage: String, _ action: ([Int64]) -> Void) {
        guard let ids = command.memoIDs else { return showUsage(usage) }
        action(ids)
    }
}
