/// The one window of the app: the screen plus the stack of view controllers on it.
///
/// Like `UIWindow`, it holds the root view controller; input goes to the view controller on
/// top of the modal stack (the first responder), and a line it does not handle travels down to
/// the one that presented it, ending at the root.
@MainActor
public final class Window {
    /// How the window is used for this run.
    public enum Mode: Sendable {
        /// An interactive session: screens introduce themselves and read commands.
        case session
        /// One command run as a Workflow: views print only what the command asked for.
        case command
        /// `todo ui`: each view controller on the stack draws its region of the canvas and
        /// takes keys (`Window+Display`).
        case fullScreen
    }

    /// The screen this window draws on.
    public let screen: Screen
    /// How the window is used for this run.
    public let mode: Mode

    /// Creates a window on `screen`.
    public init(screen: Screen, mode: Mode) {
        self.screen = screen
        self.mode = mode
    }

    /// Creates a full-screen window on `canvas`: what view controllers write to its `screen`
    /// becomes the status line's message, and the editor is the canvas's.
    public convenience init(canvas: Canvas) {
        let screen = CanvasScreen(canvas: canvas)
        self.init(screen: screen, mode: .fullScreen)
        self.canvas = canvas
        screen.window = self
    }

    /// The view controller at the bottom of the stack; setting it installs it on this window.
    public var rootViewController: TerminalViewController? {
        didSet {
            oldValue?.window = nil
            rootViewController?.window = self
        }
    }

    /// Shows the root view controller, in a session: it appears, and receives input until it
    /// presents another. A command's window stays hidden, as an off-screen `UIWindow` does:
    /// its view controllers never appear, so no screen prints or loads anything of its own.
    public func makeKeyAndVisible() {
        guard mode != .command else { return }
        isVisible = true
        rootViewController?.viewDidAppear()
    }

    /// The full screen drawn on, in `.fullScreen` mode (`init(canvas:)`).
    public private(set) var canvas: Canvas?

    /// Whether something changed since the last frame, so the next one must be drawn.
    public internal(set) var needsDisplay = false

    /// The last line written to the screen in full-screen mode, shown on the status line.
    public internal(set) var message: (text: String, isError: Bool)?

    /// Whether the window is on screen: view controllers presented on it appear.
    public private(set) var isVisible = false

    /// Whether the window was closed: the person asked to leave, and no more input is read.
    public private(set) var isClosed = false

    /// Whether a line typed into this window failed (an error, a usage line, an unknown
    /// command), so a piped shell can end with a failure status that scripts notice.
    public private(set) var hasFailedInput = false

    /// Notes that the line being handled failed.
    func recordFailedInput() {
        hasFailedInput = true
    }

    /// Closes the window; an input loop stops before reading another line.
    public func close() {
        isClosed = true
    }

    /// The view controller that receives input now: the top of the modal stack.
    public var firstResponder: TerminalViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }

    /// Gives `line` to the first responder; a line it does not handle goes to the view
    /// controller below it, as in UIKit's responder chain.
    /// - returns: whether some view controller handled the line.
    @discardableResult
    public func send(_ line: String) -> Bool {
        passDown { $0.handle(line) }
    }

    /// Offers input to the first responder, then to each view controller below it, until one
    /// takes it (`handles` returns `true`).
    func passDown(_ handles: (TerminalViewController) -> Bool) -> Bool {
        var responder = firstResponder
        while let current = responder {
            if handles(current) {
                return true
            }
            responder = current.presentingViewController
        }
        return false
    }

    /// What the first responder and the view controllers below it take, for Tab completion:
    /// their command words, first responder's first, and whose memos they show.
    public var inputCompletion: InputCompletion {
        var completion = InputCompletion(memoOwnerName: firstResponder?.memoOwnerName)
        var responder = firstResponder
        while let current = responder {
            for word in current.commandWords where !completion.commandWords.contains(word) {
                completion.commandWords.append(word)
            }
            responder = current.presentingViewController
        }
        return completion
    }
}
