/// What may be typed next on the screen that has input, for a line editor's Tab completion:
/// what a text field's input traits are to UIKit's keyboard.
public struct InputCompletion: Sendable, Equatable {
    /// The command words of the screens on the responder chain, the first responder's first,
    /// each once.
    public var commandWords: [String]
    /// The user whose memos the screen shows (ids, projects and tags complete from theirs);
    /// `nil` before anyone has logged in.
    public var memoOwnerName: String?

    /// Creates completion data; an empty one completes nothing.
    public init(commandWords: [String] = [], memoOwnerName: String? = nil) {
        self.commandWords = commandWords
        self.memoOwnerName = memoOwnerName
    }
}
