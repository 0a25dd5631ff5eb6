import MemoStore

extension TodoLanguageError: TodoFailure {
    /// A word the language cannot read is a usage error.
    public var exitStatus: ExitStatus { ExitStatus.usage }
}
