import MemoStore

/// Ends a command with `status` and no line of its own: what went wrong was written already
/// (a form's problems, each failed line of a piped shell).
struct StatusOnlyError: Error {
    /// The exit status: `.failure` or `.usage`.
    let status: ExitStatus
}
