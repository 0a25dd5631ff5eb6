import MemoInterchange
import MemoStore

/// What the list screen's view asks of its interactor.
@MainActor
protocol TodoListPresentableListener: AnyObject {
    func list(filter: MemoStatus)
    func search(_ query: String)
    func add(title: String)
    func setDone(_ isDone: Bool, id: Int64)
    func delete(id: Int64)
    func open(id: Int64)
    func undoLastChange()
    func showHistory()
    func logout()
}

/// The list screen: a page of memos with the user's counts, and the commands that act on them.
final class TodoListViewController: TerminalViewController, TodoListPresentable, TodoListViewControllable {
    weak var listener: TodoListPresentableListener?

    override var prompt: String { "todo> " }

    override func viewDidAppear() {
        super.viewDidAppear()
        guard isSession else { return }
        listener?.list(filter: listing?.filter ?? .open)
    }

    override func handle(_ line: String) -> Bool {
        let command = ShellCommand(line)
        switch command.name {
        case "list", "ls":
            switch command.argument {
            case "": listener?.list(filter: .open)
            case "all": listener?.list(filter: .all)
            case "done": listener?.list(filter: .done)
            default: showUsage("list [all|done]")
            }
        case "add":
            command.argument.isEmpty ? showUsage("add TITLE") : listener?.add(title: command.argument)
        case "done", "undone":
            withID(command, usage: "\(command.name) ID") { listener?.setDone(command.name == "done", id: $0) }
        case "rm":
            withID(command, usage: "rm ID") { listener?.delete(id: $0) }
        case "open", "show":
            withID(command, usage: "open ID") { listener?.open(id: $0) }
        case "search":
            command.argument.isEmpty ? showUsage("search WORDS") : listener?.search(command.argument)
        case "undo":
            listener?.undoLastChange()
        case "history":
            listener?.showHistory()
        case "logout":
            listener?.logout()
        case "help":
            screen?.write(Self.help)
            return false
        default:
            return false
        }
        return true
    }

    // MARK: - TodoListPresentable

    func present(listing: MemoListing) {
        self.listing = listing
    }

    func showListing(format: OutputFormat) {
        guard let screen, let listing else { return }
        switch format {
        case .json:
            screen.write(MemoJSON.array(listing.memos) + "\n")
        case .text:
            let style = TerminalStyle(screen: screen)
            var text = ""
            if isSession {
                text += style.bold(heading(for: listing)) + "\n"
            }
            for memo in listing.memos {
                text += MemoText.row(memo, style: style) + "\n"
            }
            if isSession && listing.hasMore {
                text += style.dim("  … more; narrow it with `search`") + "\n"
            }
            screen.write(text)
        }
    }

    func showAdded(_ memo: Memo) {
        screen?.write(isSession ? "added #\(memo.id) \(memo.title.terminalSafe)\n" : "\(memo.id)\n")
    }

    func showChanged(_ memo: Memo, by kind: MemoChangeKind) {
        screen?.write(MemoText.change(kind, memo) + "\n")
    }

    func showExported(_ text: String) {
        if !text.isEmpty { screen?.write(text) }
    }

    func showImported(_ summary: ImportSummary) {
        let skipped = summary.skipped > 0 ? ", skipped \(summary.skipped) already present" : ""
        screen?.write("imported \(summary.added) memos\(skipped)\n")
    }

    func showUndone(_ change: MemoChange) {
        screen?.write("undid \(change.summary.terminalSafe)\n")
    }

    func showHistory(_ changes: [MemoChange], format: OutputFormat) {
        guard let screen else { return }
        switch format {
        case .json:
            screen.write("[" + changes.map(MemoText.historyJSON).joined(separator: ",") + "]\n")
        case .text:
            if changes.isEmpty && isSession {
                screen.write("no changes to undo\n")
            }
            let style = TerminalStyle(screen: screen)
            screen.write(changes.map { MemoText.historyRow($0, style: style) + "\n" }.joined())
        }
    }

    func showError(_ error: Error) {
        showErrorLine(error)
    }

    // MARK: - Private

    private static let help = """
        list [all|done]   show open memos (or all, or done ones), newest first
        add TITLE         add a memo
        open ID           show a memo and edit it
        done ID           mark a memo done       undone ID   mark it open again
        rm ID             delete a memo          search WORDS   find memos by words
        undo              take back your last change
        history           your recent changes    logout      back to the login

        """

    private var listing: MemoListing?

    private func heading(for listing: MemoListing) -> String {
        let counts = "\(listing.counts.open) open, \(listing.counts.done) done"
        if let query = listing.query {
            return "search \"\(query.terminalSafe)\": \(listing.memos.count) shown (\(counts))"
        }
        let kind = listing.filter == .all ? "" : "\(listing.filter.rawValue) "
        let shown = listing.memos.isEmpty ? "no \(kind)memos" : "\(listing.filter.rawValue) memos"
        return "\(shown) (\(counts))"
    }

    private func withID(_ command: ShellCommand, usage: String, _ action: (Int64) -> Void) {
        guard let id = command.memoID else { return showUsage(usage) }
        action(id)
    }

}
