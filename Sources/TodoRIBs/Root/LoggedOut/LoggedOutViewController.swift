/// What the login screen's view asks of its interactor.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {
    func login(userName: String)
}

/// The login screen: asks for a user name. Shell-wide words (`quit`, `help`, `tree`) pass
/// through to the screen below.
final class LoggedOutViewController: TerminalViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?

    init(defaultUserName: String?) {
        self.defaultUserName = defaultUserName
        super.init()
    }

    override var prompt: String {
        defaultUserName.map { "user name [\($0.terminalSafe)]: " } ?? "user name: "
    }

    override func viewDidAppear() {
        super.viewDidAppear()
        if screen?.isInteractive == true {
            screen?.write("Log in with your user name\(defaultUserName == nil ? "" : " (Enter for the default)").\n")
        }
    }

    override func handle(_ line: String) -> Bool {
        switch ShellCommand(line).name {
        case "help":
            show(Self.help)
            return false
        case "quit", "exit", "tree", "clear":
            return false
        default:
            listener?.login(userName: line)
            return true
        }
    }

    // MARK: - LoggedOutPresentable

    func showProblem(_ problem: String) {
        showFailure("\(problem); try again")
    }

    // MARK: - Private

    private static let help = HelpText([
        "NAME": "log in as NAME (Enter alone: the name in brackets)",
    ])

    private let defaultUserName: String?
}
