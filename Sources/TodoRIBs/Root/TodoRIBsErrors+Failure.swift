import MemoStore

extension RootError: TodoFailure {
    /// A login that can never succeed (a bad user name) is a usage error.
    public var exitStatus: ExitStatus { ExitStatus.usage }
}

extension TreeError: TodoFailure {
    /// A tree that could not carry a command is a runtime failure.
    public var exitStatus: ExitStatus { ExitStatus.failure }
}

extension MemoRepositoryWorkerError: TodoFailure {
    /// A worker that could not run a request is a runtime failure.
    public var exitStatus: ExitStatus { ExitStatus.failure }
}
