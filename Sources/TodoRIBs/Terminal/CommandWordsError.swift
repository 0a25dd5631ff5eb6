import MemoStore

/// Words or options that do not fit the command they were typed for: one line saying why
/// (`unknown option '--srot'; did you mean '--sort'?`, `--limit must be between 1 and 10000`).
///
/// The shell shows it as an error line; the command line makes it a usage error (exit 2).
public struct CommandWordsError: TodoFailure, Sendable, Equatable {
    /// The line, without a newline.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// Words that do not fit their command are a usage error.
    public var exitStatus: ExitStatus { .usage }
}
