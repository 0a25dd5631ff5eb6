import MemoStore
import TodoLanguage

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

    /// Creates the list screen of `userName`'s memos, reading and showing dates with `clock`.
    init(clock: LocalClock, userName: String) {
        self.clock = clock
        self.userName = userName
        super.init()
    }

    override var prompt: String { "todo> " }

    override var commandWords: [String] {
        ["list", "ls", "more", "add", "modify", "open", "show", "done", "undone", "rm", "search",
         "projects", "tags", "undo", "history", "logout", "help"]
    }

    override var memoOwnerName: String? { userName }

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
            reading(usage: "list [all|done] [FILTER...] [--sort ORDER] [--limit N]") {
                try ListWords.request(from: command.words, clock: clock).map { .list($0) }
            }
        case "add":
            reading(usage: "add TITLE [ATTRIBUTE...]") {
                guard !command.words.isEmpty else { return nil }
                return .add(try AddWords.draft(from: command.words, now: clock.now(), zone: clock.timeZone))
            }
        case "modify":
            reading(usage: "modify ID... ATTRIBUTE...") {
                let (ids, words) = MemoIDText.leadingIDs(of: command.words)
                guard !ids.isEmpty else { return nil }
                let patch = try ModifyWords.patch(from: words, now: clock.now(), zone: clock.timeZone)
                return patch.isEmpty ? nil : .modify(ids: ids, patch)
            }
        case "done", "undone":
            withIDs(command, usage: "\(command.name) ID...") { listener?.request(.setDone(command.name == "done", ids: $0)) }
        case "rm":
            withIDs(command, usage: "rm ID...") { listener?.request(.remove(ids: $0)) }
        case "open", "show":
            guard let id = command.memoID else { showUsage("open ID"); break }
            listener?.request(.open(id: id))
        case "search":
            reading(usage: "search WORDS [FILTER...]") {
                let (filter, text) = try FilterWords.filterAndText(
                    from: command.words, status: .all, now: clock.now(), zone: clock.timeZone)
                guard !text.isEmpty else { return nil }
                return .search(query: text.joined(separator: " "), filter: filter, limit: Self.screenPageSize)
            }
        case "projects":
            listener?.request(.names(.projects))
        case "tags":
            listener?.request(.names(.tags))
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
            screen.write(MemoText.listing(listing, style: style, clock: clock, decorated: true))
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
        list [all|done] [FILTER...] [--sort ORDER] [--limit N]
                          open memos, most urgent first; FILTER: +tag -tag project:NAME pri:H
                          due:DATE due.before:DATE due.after:DATE +overdue +waiting
        more              the next page of the last listing
        add TITLE [ATTRIBUTE...]
                          add a memo; ATTRIBUTE: due:DATE wait:DATE pri:H|M|L project:NAME
                          +tag recur:PERIOD (DATE: 2026-12-01, tomorrow, fri, eom, +3d)
        modify ID... ATTRIBUTE...   change fields (due: clears, -tag removes)
        open ID           show a memo and edit it
        done ID...        mark memos done        undone ID...   mark them open again
        rm ID...          delete memos           search WORDS [FILTER...]   find memos
        projects, tags    names with open and done counts
        undo              take back your last change
        history           your recent changes    logout      back to the login

        """

    private let clock: LocalClock
    private let userName: String

    /// The page asked for last, shown again when the screen reappears.
    private var lastPage: MemoPageRequest?
    /// How many memos that page showed when more follow (0 when it was the last page).
    private var lastShownCount = 0
    /// Set while a typed listing brings this screen back on top: it prints the listing asked for, not the last one.
    private var isTakingInputBack = false

    /// Sends the action `read` makes of the typed words; `nil` means the words do not fit
    /// `usage`, and a todo-language error is shown as one line naming the word.
    private func reading(usage: String, _ read: () throws -> MemoAction?) {
        do {
            guard let action = try read() else { return showUsage(usage) }
            listener?.request(action)
        } catch {
            showError(error)
        }
    }

    private func withIDs(_ command: ShellCommand, usage: String, _ action: ([Int64]) -> Void) {
        guard let ids = command.memoIDs else { return showUsage(usage) }
        action(ids)
    }
}
