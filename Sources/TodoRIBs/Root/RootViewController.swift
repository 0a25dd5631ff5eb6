/// What Root's view asks of its interactor.
@MainActor
protocol RootPresentableListener: AnyObject {
    func showTree()
}

/// The window's root view: the screens of the tree are presented on it, and it answers the
/// words that work on every screen (`help`, `tree`, `quit`) and lines nobody else took.
final class RootViewController: TerminalViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    override var commandWords: [String] { ["help", "clear", "tree", "quit", "exit"] }

    override func handle(_ line: String) -> Bool {
        let command = ShellCommand(line)
        switch command.name {
        case "":
            break
        case "quit", "exit":
            currentWindow?.close()
        case "tree":
            listener?.showTree()
        case "clear":
            // Only a terminal is cleared; a pipe gets nothing it would have to filter out.
            if screen?.isInteractive == true {
                screen?.write("\u{1B}[H\u{1B}[2J")
            }
        case "help":
            show(Self.help)
        default:
            let words = currentWindow?.inputCompletion.commandWords ?? commandWords
            // `+home dne` names `dne`, the word in the command's place of Taskwarrior's order.
            let named = TaskwarriorOrder.wordAfterFilter(in: ShellQuoting.words(line)) ?? command.name
            showFailure(CommandSuggestion.unknownCommand(named, among: words, otherwise: "(type help)"))
        }
        return true
    }

    // MARK: - Full screen

    override func draw(on canvas: Canvas, in region: Region) {
        drawStatusLine(on: canvas, in: region)
    }

    /// `q` leaves, when no screen above took it.
    override func handle(_ key: Key) -> Bool {
        guard key == .character("q") else { return false }
        currentWindow?.close()
        return true
    }

    // MARK: - RootPresentable

    func showTree(_ tree: String) {
        screen?.write(tree)
    }

    // MARK: - RootViewControllable

    func present(viewController: ViewControllable) {
        topmostViewController.present(viewController.terminalViewController)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.terminalViewController.presentingViewController?.dismiss()
    }

    // MARK: - Private

    private static let help = HelpText([
        "clear": "clear the screen",
        "tree": "print the RIBs attached right now",
        "quit": "leave (end of input does too)",
    ])

    private var topmostViewController: TerminalViewController {
        var top: TerminalViewController = self
        while let presented = top.presentedViewController {
            top = presented
        }
        return top
    }
}
