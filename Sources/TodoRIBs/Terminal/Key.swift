/// A key pressed on a full-screen UI, decoded by the canvas from whatever the terminal sends.
public enum Key: Hashable, Sendable {
    /// A character typed (letters, digits, punctuation, control characters as themselves).
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, delete
    /// The terminal changed size (SIGWINCH): the canvas has the new size already.
    case resize
}
