import MemoStore

extension MemoFormError: TodoFailure {
    /// A form whose lines cannot be read is a usage error: as written it can never succeed.
    public var exitStatus: ExitStatus { ExitStatus.usage }
}
