import MemoStore

extension JSONSyntaxError: TodoFailure {
    /// `invalid JSON at column N: reason`, as a one-line record reports it.
    var description: String { asRecordError.description }

    /// Text that cannot be read as JSON is a runtime failure, as every `InterchangeError` is:
    /// the command was right, the file is not.
    var exitStatus: ExitStatus { asRecordError.exitStatus }
}
