import MemoInterchange
import MemoStore

/// What the detail screen's view asks of its interactor.
@MainActor
protocol DetailContentsPresentableListener: AnyObject {
    func requestShow()
    func requestEdit(title: String?, body: String?)
    func requestSetDone(_ isDone: Bool)
    func requestDelete()
    func requestClose()
}

/// The detail screen: one memo in full, and the commands that change it.
final class DetailContentsViewController: TerminalViewController, DetailContentsPresentable,
    DetailContentsViewControllable
{
    weak var listener: DetailContentsPresentableListener?

    override var prompt: String { memo.map { "#\($0.id)> " } ?? "memo> " }

    override func viewDidAppear() {
        super.viewDidAppear()
        if isSession {
            showMemo(format: .text)
        }
    }

    override func handle(_ line: String) -> Bool {
        let command = ShellCommand(line)
        if ["done", "undone", "rm"].contains(command.name) && !command.argument.isEmpty {
            // With an id it is the list's command, about any memo: pass it down.
            return false
        }
        switch command.name {
        case "show":
            listener?.requestShow()
        case "title":
            command.argument.isEmpty ? showUsage("title TEXT") : listener?.requestEdit(title: command.argument, body: nil)
        case "body":
            listener?.requestEdit(title: nil, body: command.argument)
        case "done":
            listener?.requestSetDone(true)
        case "undone":
            listener?.requestSetDone(false)
        case "rm":
            listener?.requestDelete()
        case "back", "close":
            listener?.requestClose()
        case "help":
            screen?.write(Self.help)
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

    func showMemo(format: OutputFormat) {
        guard let screen, let memo else { return }
        switch format {
        case .json: screen.write(MemoJSON.object(memo) + "\n")
        case .text: screen.write(MemoText.detail(memo, style: TerminalStyle(screen: screen)))
        }
    }

    func showChanged(_ memo: Memo, by kind: MemoChangeKind) {
        screen?.write(MemoText.change(kind, memo) + "\n")
    }

    func showRemovedElsewhere() {
        guard let memo else { return }
        screen?.writeError("#\(memo.id) was deleted by another command; back to the list\n")
    }

    func showError(_ error: Error) {
        showErrorLine(error)
    }

    // MARK: - Private

    private static let help = """
        show              show the memo again
        title TEXT        change the title       body TEXT   change the body (empty clears it)
        done / undone     mark it done or open   rm          delete it
        back              return to the list

        """

    private var memo: Memo?

}
