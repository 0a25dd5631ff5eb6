/// The base of every view on the terminal: what `UIViewController` is to an iOS app.
///
/// Presenting a view controller puts it on top of the window's modal stack, so it receives
/// input; dismissing it returns input to the one below. Subclasses render to `screen` and
/// override `handle(_:)` for the commands their screen takes.
@MainActor
open class TerminalViewController: ViewControllable {
    /// Creates a view controller that is on no window yet.
    public init() {}

    /// The view controller this one is installed in, as the root of `window`.
    public internal(set) weak var window: Window?

    /// The view controller that presented this one, if it is on the modal stack.
    public private(set) weak var presentingViewController: TerminalViewController?

    /// The view controller this one presented, if any.
    public private(set) var presentedViewController: TerminalViewController?

    /// The window this view controller is shown on, through the view controllers below it.
    public var currentWindow: Window? {
        window ?? presentingViewController?.currentWindow
    }

    /// The screen to render to; `nil` while the view controller is not shown.
    public var screen: Screen? { currentWindow?.screen }

    /// Presents `viewController` on top of this one: it receives input from now on, and
    /// appears if the window is visible. A view controller already presented by this one is
    /// dismissed first.
    public final func present(_ viewController: TerminalViewController) {
        removePresentedStack()
        presentedViewController = viewController
        viewController.presentingViewController = self
        if currentWindow?.isVisible == true {
            viewController.viewDidAppear()
        }
    }

    /// Dismisses the view controller this one presented, and everything it presented in turn;
    /// input returns to this view controller, which appears again (as a full-screen modal's
    /// presenter does in UIKit). Does nothing when nothing is presented.
    public final func dismiss() {
        guard presentedViewController != nil else { return }
        removePresentedStack()
        if currentWindow?.isVisible == true {
            viewDidAppear()
        }
    }

    // MARK: - Overridable

    /// Called when the view controller becomes visible; the default does nothing.
    open func viewDidAppear() {}

    /// Called just before the view controller leaves the screen; the default does nothing.
    open func viewWillDisappear() {}

    /// The prompt shown while this view controller receives input.
    open var prompt: String { "> " }

    /// The command words `handle(_:)` takes, offered for Tab completion; the default is none.
    open var commandWords: [String] { [] }

    /// The user whose memos this screen shows; the default is the presenting screen's.
    open var memoOwnerName: String? { presentingViewController?.memoOwnerName }

    /// Handles one line of input typed while this view controller is on top.
    /// - returns: `false` to pass the line to the view controller below.
    open func handle(_ line: String) -> Bool { false }

    // MARK: - Overridable in a full-screen window

    /// Called before each frame with the region this view controller will draw in: the time
    /// to load what the frame shows. The default does nothing.
    open func viewWillDraw(in region: Region) {}

    /// Draws this view in `region` of `canvas`; the default draws nothing.
    open func draw(on canvas: Canvas, in region: Region) {}

    /// Handles a key pressed while this view controller is on top.
    /// - returns: `false` to pass the key to the view controller below.
    open func handle(_ key: Key) -> Bool { false }

    /// Called when no key was pressed for a while: the time to look for changes made elsewhere.
    open func idle() {}

    /// Where the cursor is shown (a line being typed), or `nil` to hide it; read after drawing.
    open var cursor: (row: Int, column: Int)? { nil }

    /// What the status line says of this screen (counts, context); `nil` leaves it to the one below.
    open var status: String? { nil }

    /// Asks the window for a new frame.
    public final func setNeedsDisplay() {
        currentWindow?.setNeedsDisplay()
    }

    // MARK: - ViewControllable

    /// This view controller itself.
    public var terminalViewController: TerminalViewController { self }

    // MARK: - Private

    private func removePresentedStack() {
        guard let presented = presentedViewController else { return }
        presented.removePresentedStack()
        presented.viewWillDisappear()
        presented.presentingViewController = nil
        presentedViewController = nil
    }
}
