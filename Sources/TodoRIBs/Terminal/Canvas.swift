/// The terminal as a full-screen UI draws on it: a grid of cells, redrawn a frame at a time,
/// and the keys pressed. What `UIScreen` and the touch events are to an iOS app.
///
/// View controllers draw their region of it (`TerminalViewController.draw(on:in:)`); the CLI
/// hands in the real terminal (ncursesw), tests a grid they read back.
@MainActor
public protocol Canvas: AnyObject {
    /// The size of the terminal now, in rows and columns.
    var size: Region { get }
    /// Whether colours are drawn (a terminal that has them, and `NO_COLOR` unset); styles
    /// other than colour are drawn either way.
    var allowsColor: Bool { get }
    /// Clears the frame being drawn.
    func erase()
    /// Writes `text` (one line, already safe for the terminal) at `row`, `column` in `style`;
    /// what passes the right edge of the canvas is cut.
    func put(_ text: String, row: Int, column: Int, style: CanvasStyle)
    /// Shows the frame drawn, with the cursor at `cursor`, or hidden when it is `nil`.
    func show(cursor: (row: Int, column: Int)?)
    /// Waits at most `milliseconds` for a key; `nil` when none was pressed by then.
    func readKey(timeout milliseconds: Int) -> Key?
    /// Leaves the full screen for the person's editor on `text`, and returns what they saved
    /// once it exits (`nil` when there is no editor); the canvas is back when this returns.
    /// - throws: why the editor could not be used.
    func editText(_ text: String) throws -> String?
}

/// How text is drawn on a canvas. Colours are dropped where the canvas allows none.
public struct CanvasStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// A style of these bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Bold text.
    public static let bold = CanvasStyle(rawValue: 1)
    /// Faint text.
    public static let dim = CanvasStyle(rawValue: 2)
    /// Foreground and background swapped: the selected row.
    public static let reverse = CanvasStyle(rawValue: 4)
    /// Underlined text.
    public static let underline = CanvasStyle(rawValue: 8)
    /// Red: overdue, errors.
    public static let red = CanvasStyle(rawValue: 16)
    /// Yellow: urgent.
    public static let yellow = CanvasStyle(rawValue: 32)
    /// Green: done.
    public static let green = CanvasStyle(rawValue: 64)
    /// Cyan: headings.
    public static let cyan = CanvasStyle(rawValue: 128)
}
