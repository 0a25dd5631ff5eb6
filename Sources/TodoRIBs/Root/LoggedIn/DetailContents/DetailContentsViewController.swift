import MemoStore
import MemoUseCases
import TodoLanguage

/// What the detail screen's view asks of its interactor.
@MainActor
protocol DetailContentsPresentableListener: AnyObject {
    func requestShow()
    /// Loads the open memo's history (the answer is presented as `.memoHistory`).
    func requestHistory()
    /// Changes fields of the open memo, as `modify` (or as `edit`, for `title` and `body`).
    func requestModify(_ patch: MemoPatch, kind: MemoChangeKind)
    func requestEditForm()
    func requestSetDone(_ isDone: Bool)
    func requestRemove()
    func requestClose()
}

/// The detail screen: one memo in full, and the commands that change it.
final class DetailContentsViewController: TerminalViewController, DetailContentsPresentable,
    DetailContentsViewControllable
{
    weak var listener: DetailContentsPresentableListener?

    /// Creates the detail screen, reading and showing dates with `clock`.
    init(clock: LocalClock) {
        self.clock = clock
        super.init()
    }

    override var prompt: String { memo.map { "#\($0.id)> " } ?? "memo> " }

    override var commandWords: [String] {
        ["show", "info", "title", "body", "modify", "edit", "done", "undone", "rm", "delete", "start", "stop", "annotate",
         "denotate", "append", "prepend", "back", "close", "help"]
    }

    override func viewDidAppear() {
        super.viewDidAppear()
        listener?.requestShow()
    }

    override func handle(_ line: String) -> Bool {
        let command = ShellCommand(line)
        if Self.namesOtherMemos(command) {
            // With an id it is the list's command, about any memo: pass it down.
            return false
        }
        switch command.name {
        case "show", "info":
            listener?.requestShow()
        case "title":
            command.argument.isEmpty
                ? showUsage("title TEXT") : listener?.requestModify(MemoPatch(title: command.argument), kind: .edit)
        case "body":
            listener?.requestModify(MemoPatch(body: command.argument), kind: .edit)
        case "modify":
            do {
                // With ids it went down to the list (`namesOtherMemos`): this is about the open memo.
                if let (_, patch) = try ShellWords.modify(command.words, clock: clock) {
                    listener?.requestModify(patch, kind: .modify)
                } else {
                    showUsage("modify ATTRIBUTE...")
                }
            } catch {
                showError(error)
            }
        case "edit":
            guard command.words.isEmpty else { showUsage("edit"); break }
            // The memo comes back (with its dependencies' ids) as `.editing`, inside this call;
            // the patch read from the editor is sent once that presentation is over.
            listener?.requestEditForm()
            if let patch = pendingFormPatch {
                pendingFormPatch = nil
                listener?.requestModify(patch, kind: .modify)
            }
        case "done":
            listener?.requestSetDone(true)
        case "undone":
            listener?.requestSetDone(false)
        case "rm", "delete":
            listener?.requestRemove()
        case "start", "stop":
            var patch = MemoPatch()
            patch.start = command.name == "start" ? .set(clock.now()) : .clear
            listener?.requestModify(patch, kind: .modify)
        case "annotate", "denotate", "append", "prepend":
            // About the open memo: its id, then the words typed.
            guard let memo, let verb = TextCommandWords.Verb(rawValue: command.name) else {
                showUsage("\(command.name) TEXT")
                break
            }
            do {
                guard let (_, patch) = try ShellWords.text(verb, ["\(memo.id)"] + command.words, clock: clock) else {
                    showUsage("\(command.name) TEXT")
                    break
                }
                listener?.requestModify(patch, kind: .modify)
            } catch {
                showError(error)
            }
        case "back", "close":
            listener?.requestClose()
        case "help":
            show(Self.help)
            return false
        default:
            return false
        }
        return true
    }

    // MARK: - DetailContentsPresentable

    func present(memo: Memo) {
        self.memo = memo
    }

    func present(_ result: MemoResult) {
        guard let screen else { return }
        switch result {
        case .opened(let opened):
            screen.write(MemoText.detail(opened, style: TerminalStyle(screen: screen), clock: clock))
        case .changed(let kind, let memos, let created):
            screen.write(MemoText.changes(kind, memos, created: created))
        case .unchanged(let kind, let memos):
            screen.write(MemoText.unchanged(kind, memos))
        case .editing(let memo, let dependencyIDs):
            pendingFormPatch = readMemoForm(of: memo, dependencyIDs: dependencyIDs, clock: clock)
        default:
            break
        }
    }

    func showRemovedElsewhere() {
        guard let memo else { return }
        screen?.writeError("#\(memo.id) was deleted by another command; back to the list\n")
    }

    func showError(_ error: Error) {
        showErrorLine(error)
    }

    // MARK: - Private

    private static let help = HelpText([
        "show [ID]": "print this memo in full again, or memo ID (info too)",
        "title TEXT": "change the title",
        "body TEXT": "change the body (nothing after body clears it)",
        "modify [ID...] ATTRIBUTE...":
            "change fields of this memo, or of the memos named, and print each changed: due:DATE wait:DATE "
            + "pri:H|M|L project:NAME +tag -tag recur:PERIOD; due: (nothing after) clears",
        "done / undone [ID...]": "mark this memo (or those named) done or open",
        "rm [ID...]": "delete this memo, or those named (delete too)",
        "start / stop [ID...]": "mark this memo (or those named) in progress from now, or no longer",
        "annotate TEXT / denotate TEXT": "add a dated note to this memo, or remove one",
        "append WORDS / prepend WORDS": "add words at the end or the start of the title",
        "edit": "every field of this memo in $VISUAL/$EDITOR; saving changes them as one command",
        "back": "return to the list",
    ])

    /// Whether `command` names memos by id, so it is the list's command about those memos
    /// (`modify 3 pri:H`, `show 67`, `done 4`) rather than one about the open memo: a command
    /// that takes ids before it in Taskwarrior's order (`CommandTable`), or the list's `open`.
    private static func namesOtherMemos(_ command: ShellCommand) -> Bool {
        switch command.name == "open" ? .oneID : CommandTable.command(named: command.name)?.before {
        case .ids?, .oneID?: !command.argument.isEmpty
        case .idsThenWords?, .idsThenText?: !MemoIDText.leadingIDs(of: command.words).ids.isEmpty
        case .filter?, nil: false
        }
    }

    private let clock: LocalClock
    private var memo: Memo?
    /// What the edit form said to change, until `handle` sends it.
    private var pendingFormPatch: MemoPatch?
}
