import MemoStore

extension InterchangeError: TodoFailure {
    /// A file that cannot be read as its format is a runtime failure: the command was right.
    public var exitStatus: ExitStatus { ExitStatus.failure }
}
