/// An error that knows how the shell interface reports it: its one line (`description`) and
/// the exit status a command that fails with it ends with. Every error type of todo's own
/// conforms, so the command line asks the error instead of trying each type in turn.
public protocol TodoFailure: Error, CustomStringConvertible {
    /// `.failure` for a runtime failure (no such memo, a store error), `.usage` for a usage
    /// error (input that can never succeed); `.success` only for a note that ends a command
    /// without failing it.
    var exitStatus: ExitStatus { get }
}

extension MemoStoreError: TodoFailure {
    /// Bad input (a title, body, user name or field the store refuses) is a usage error; the
    /// rest are runtime failures.
    public var exitStatus: ExitStatus {
        switch self {
        case .invalidTitle, .invalidBody, .invalidUserName, .invalidField: return ExitStatus.usage
        default: return ExitStatus.failure
        }
    }
}

extension SpoolError: TodoFailure {
    /// A spool that cannot be written (a full disk) is a runtime failure.
    public var exitStatus: ExitStatus { ExitStatus.failure }
}
