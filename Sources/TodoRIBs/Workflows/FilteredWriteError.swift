import MemoStore

/// Why a write in Taskwarrior's order did not run; nothing was changed.
public struct FilteredWriteError: TodoFailure, Equatable {
    /// The one line that says why.
    public let description: String
    /// The exit status: 2 for a usage error, 1 for a runtime failure.
    public let exitStatus: ExitStatus

    /// A usage error (exit 2).
    public static func usage(_ line: String) -> FilteredWriteError {
        FilteredWriteError(description: line, exitStatus: .usage)
    }

    /// A runtime failure (exit 1).
    public static func failure(_ line: String) -> FilteredWriteError {
        FilteredWriteError(description: line, exitStatus: .failure)
    }
}
