import MemoStore
import MemoUseCases
import TodoLanguage

/// What the list screen's view asks of its interactor.
@MainActor
protocol TodoListPresentableListener: AnyObject {
    /// Sends what the person typed to the store; the answer is presented when it comes back.
    func request(_ action: MemoAction)
    /// The person asked to log out.
    func requestLogout()
    /// The person asked for a listing: if another screen is on top, the list takes input again.
    func requestListScreen()
    /// The screen has been idle: look for changes made elsewhere (the answer is `storeDidChange()`).
    func requestChangesCheck()
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

    /// The commands of `CommandTable` the shell takes, then the screen's own words.
    override var commandWords: [String] { Self.commandWords }

    override var memoOwnerName: String? { userName }

    override func viewDidAppear() {
        super.viewDidAppear()
        guard !isTakingInputBack else { return }
        listener?.request(.list(lastPage ?? MemoPageRequest()))
    }

    override func handle(_ line: String) -> Bool {
        let command: ShellCommand
        switch ShellOrder.reading(of: line, commandWords: commandWords) {
        case .line(let line):
            command = ShellCommand(line)
        case .filtered(let write):
            find(write)
            return true
        case .refused(let problem):
            showFailure(problem)
            return true
        }
        if command.name == "more" || CommandTable.command(named: command.name)?.listsMemos == true {
            // A listing typed on the detail screen brings the list back on top, so the prompt
            // and a bare `done` are about the list, not the memo that was open.
            isTakingInputBack = true
            listener?.requestListScreen()
            isTakingInputBack = false
        }
        switch command.name {
        case "more":
            more()
        case "list", "ls", "next":
            reading(command) {
                switch try ShellWords.list(command.words, clock: clock) {
                case .page(let request): .list(request)
                case .search(let query, let filter, let limit): paging.search(query: query, filter: filter, limit: limit)
                }
            }
        case "add", "log":
            reading(command) {
                try ShellWords.add(command.words, isDone: command.name == "log", clock: clock).map { .add($0) }
            }
        case "duplicate", "done", "rm", "delete":
            reading(command) { try ShellWords.ids(command.words, command: command.name) }
        case "modify":
            reading(command) {
                guard let (ids, patch) = try ShellWords.modify(command.words, clock: clock), !ids.isEmpty else { return nil }
                return .modify(ids: ids, patch, kind: .modify)
            }
        case "undone":
            withIDs(command) { listener?.request(.setDone(false, ids: $0)) }
        case "start", "stop":
            withIDs(command) { ids in
                var patch = MemoPatch()
                patch.start = command.name == "start" ? .set(clock.now()) : .clear
                listener?.request(.modify(ids: ids, patch, kind: .modify))
            }
        case "annotate", "denotate", "append", "prepend":
            let verb = TextCommandWords.Verb(rawValue: command.name) ?? .annotate
            reading(command) {
                try ShellWords.text(verb, command.words, clock: clock).map { .modify(ids: $0.ids, $0.patch, kind: .modify) }
            }
        case "open", "show", "info":
            guard let id = command.memoID else { showIDProblem(command, usage: Self.openUsage); break }
            listener?.request(.open(id: id))
        case "search":
            reading(command) {
                guard let (query, filter, limit) = try ShellWords.search(command.words, clock: clock) else { return nil }
                return paging.search(query: query, filter: filter, limit: limit)
            }
        case "projects", "tags", "undo":
            reading(command) {
                guard try ShellWords.isAlone(command.words, command: command.name) else { return nil }
                return command.name == "undo" ? .undo : .names(command.name == "tags" ? .tags : .projects)
            }
        case "summary", "calendar", "burndown":
            reading(command) {
                let words = try ShellWords.words(command.words, command: command.name)
                return try CommandReading.report(
                    command.name, words: words, width: screen?.width ?? 80, now: clock.now(), zone: clock.timeZone
                ).map { MemoAction.report($0) }
            }
        case let name where NamedReport(rawValue: name) != nil:
            guard let report = NamedReport(rawValue: name) else { break }
            reading(command) {
                switch try ShellWords.report(report, command.words, clock: clock) {
                case .search(let query, let filter, let limit): paging.search(query: query, filter: filter, limit: limit)
                case let action: action
                }
            }
        case "history":
            reading(command) {
                try ShellWords.history(command.words).map { paging.history(limit: $0) }
            }
        case "context":
            reading(command) { ContextRequest(words: command.words).map { .context($0) } }
        case "export":
            reading(command) { try exportAction(command.words) }
        case "import":
            reading(command) { try importAction(command.words) }
        case "sync":
            reading(command) {
                let words = try ShellWords.words(command.words, command: command.name)
                return words.count <= 1 ? .sync(hub: words.first) : nil
            }
        case "conflicts":
            reading(command) {
                MemoAction.conflicts(words: try ShellWords.words(command.words, command: command.name))
            }
        case "logout":
            listener?.requestLogout()
        case "help":
            show(Self.help)
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
        case .listed(let listing) where pendingWrite != nil:
            guard let write = pendingWrite else { break }
            pendingWrite = nil
            run(write, on: listing)
        case .listed(let listing):
            if case .page(let request) = listing.source {
                lastPage = request
            }
            let width = screen.isInteractive ? screen.width : nil
            screen.write(MemoText.listing(paging.show(listing), style: style, clock: clock, decorated: true, width: width))
        case .added(let memo):
            screen.write("added #\(memo.id) \(memo.title.terminalSafe)\n")
        case .changed(let kind, let memos, let created):
            screen.write(MemoText.changes(kind, memos, created: created))
        case .unchanged(let kind, let memos):
            screen.write(MemoText.unchanged(kind, memos))
        case .undone(let change):
            screen.write(MemoText.undone(change) + "\n")
        case .history(let all):
            let (changes, hasMore) = paging.show(all)
            screen.write(changes.isEmpty ? "no changes to undo\n" : MemoText.history(changes, style: style))
            if hasMore { screen.write(style.dim("  … more; type more to see them") + "\n") }
        case .names(_, let counts):
            screen.write(MemoText.names(counts))
        case .contexts(let listing):
            screen.write(ContextText.text(listing))
        case .report(let report):
            screen.write(ReportText.text(report, style: style, zone: clock.timeZone))
        case .synced(let syncs):
            screen.write(SyncText.lines(syncs))
        case .conflictResolved(let resolution):
            screen.write(ConflictText.resolution(resolution) + "\n")
        case .accessChanged(let change):
            screen.write(StoreAccessText.line(change) + "\n")
        case .shareChanged(let change):
            screen.write(ShareText.line(change) + "\n")
        case .shares(let shares, let userName):
            screen.write(shares.isEmpty ? "no shares\n" : ShareText.lines(shares, userName: userName))
        case .conflicts(let conflicts):
            screen.write(conflicts.isEmpty ? "no conflicts\n" : ConflictText.lines(conflicts, zone: clock.timeZone))
        case .imported(let summary):
            screen.write(ImportSummaryText.line(summary))
        case .exported:
            finishExport()
        case .opened, .memoHistory, .editing:
            break
        }
    }

    /// The shell prints a page when one is asked for; it keeps nothing on screen to refresh.
    var showsStoreChanges: Bool { false }

    func storeDidChange() {}

    func showError(_ error: Error) {
        pendingWrite = nil
        pendingExport = nil
        if case SyncCommandError.incomplete(let synced, let failures) = error {
            showErrorLine(SyncText.incomplete(synced: synced, failures: failures))
        } else {
            showErrorLine(error)
        }
    }

    // MARK: - Private

    /// The commands of `CommandTable` the shell takes, then the screen's own words.
    private static let commandWords = CommandTable.shellNames + ["more", "open", "logout", "help"]

    /// `open`, the screen's own word for `show` and `info`.
    private static let openUsage = "open ID"

    /// How `name`, a command of `CommandTable`, is typed.
    private static func usage(_ name: String) -> String {
        CommandTable.usage(of: name)
    }

    /// Each command's usage is its entry's in `CommandTable`; what it does on this screen is said here.
    private static let help = HelpText([
        usage("list"):
            "print a page of memos, open ones most urgent first (all: done ones too); FILTER: +tag -tag "
            + "project:NAME pri:H due:DATE due.before:DATE due.after:DATE +overdue +waiting, virtual tags such as "
            + "+TODAY +DUE +TAGGED, status:NAME, description:TEXT, modifiers such as project.isnt:NAME due.none:, "
            + "/regex/, joined by and, or, xor, not and ( ); ORDER: urgency, "
            + "due, priority, created, oldest or end; WORDs are searched for in title, body and annotations, newest first; ls and next "
            + "(Taskwarrior's) are the same",
        "more": "print the next page of the last list, search or history",
        usage("add"):
            "add a memo and print `added #ID TITLE`; ATTRIBUTE: due:DATE wait:DATE pri:H|M|L project:NAME "
            + "+tag recur:PERIOD (DATE: 2026-12-01, tomorrow, fri, eom, +3d); --body WORD and the other "
            + "options of todo add work too",
        usage("modify"): "change fields of memos (due: clears, -tag removes) and print each changed",
        openUsage: "print a memo in full and edit it (\(usage("show")) and \(usage("info")) too)",
        usage("done"): "mark memos done and print each (\(usage("undone")) marks them open again)",
        usage("rm"): "delete memos and print each (\(usage("delete")) too)",
        usage("start") + " / " + usage("stop"): "mark memos in progress from now (+active), or no longer",
        usage("annotate"): "add a dated note to memos (\(usage("denotate")) removes one)",
        usage("append") + " / " + usage("prepend"): "add words at the end or the start of memos' titles",
        "ID... COMMAND [WORDS...]": "Taskwarrior's order: 3 done, 3 4 modify pri:H, 3 info; FILTER... list lists with it",
        "FILTER... COMMAND [WORDS...] [--yes]": "a write on the memos the filter lists (+errand modify pri:L); more than "
            + "\(FilteredWrite.shellThreshold.count) (TODO_BULK) ask first, or take --yes",
        usage("log"): "add a memo that is already done",
        usage("duplicate"): "add a copy of each memo (open, a new uuid) and print its id",
        usage("context"): "list your contexts, select one (or none), define or delete one; "
            + "while one is selected, list and search show only what its filter chooses and add takes its project and tags",
        usage("search"):
            "print the memos whose title, body and annotations have all the words, done ones too, newest first",
        usage("projects") + ", " + usage("tags"): "print the names with their open and done counts",
        usage("export"): "print every memo, oldest first, or write them to FILE; F: json (JSON Lines, the default), todotxt, "
            + "taskwarrior or ical",
        usage("import"): "add the memos of FILE, all or nothing; F as for export, else told from the content",
        usage("sync"): "sync this store with a hub (postgresql://…) or a CalDAV task list (https://…), remembered, or with every one it remembers",
        usage("conflicts"): "list what lost when a sync met the same field changed on both sides; take N gives "
            + "the memo the losing value (undo takes it back), dismiss N forgets it",
        usage("summary"): "print each project's open memos and the share done, sub-projects indented",
        usage("calendar"): "print a month (2026-12, dec; this one if none) with the days memos are due marked",
        usage("burndown"): "chart how many memos were open and done at the end of each day or week",
        usage("undo"): "take back your last change and print what it was",
        usage("history"): "print your recent changes, newest first: what undo takes back",
        "completed, waiting, … oldest, count, ids, stats [FILTER...]": "Taskwarrior's reports, as todo --help lists them",
        "logout": "back to the login",
    ])

    let clock: LocalClock
    private let userName: String

    /// The page asked for last, shown again when the screen reappears.
    private var lastPage: MemoPageRequest?
    /// What `more` asks for next.
    private var paging = ListPaging()
    /// Set while a typed listing brings this screen back on top: it prints the listing asked for, not the last one.
    private var isTakingInputBack = false
    /// A write through a filter whose memos are being listed: the listing is its, not shown
    /// (`TodoListViewController+FilteredWrite`).
    var pendingWrite: FilteredWrite?
    /// An export whose memos are arriving (`TodoListViewController+Interchange`).
    var pendingExport: ShellExport?

    /// Sends the action `read` makes of the typed words; `nil` means the words do not fit
    /// `command`'s usage, and a todo-language error is shown as one line naming the word.
    private func reading(_ command: ShellCommand, _ read: () throws -> MemoAction?) {
        do {
            guard let action = try read() else { return showUsage(Self.usage(command.name)) }
            listener?.request(action)
        } catch {
            showError(error)
        }
    }

    private func more() {
        switch paging.next {
        case .nothingShown:
            showUsage("list, search or history first, then more")
        case .noMore:
            screen?.write("no more\n")
        case .request(let action):
            paging.sendingNext()
            listener?.request(action)
        }
    }

    private func withIDs(_ command: ShellCommand, _ action: ([Int64]) -> Void) {
        guard let ids = command.memoIDs else { return showIDProblem(command, usage: Self.usage(command.name)) }
        action(ids)
    }

    /// Names a word typed where an id belongs, as the command line does; else shows `usage`.
    private func showIDProblem(_ command: ShellCommand, usage: String) {
        guard let word = command.words.first(where: { MemoIDText.parse($0) == nil }) else { return showUsage(usage) }
        showError(TodoLanguageError(word: word, reason: .badID))
    }
}
