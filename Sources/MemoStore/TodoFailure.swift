/// An error that knows how the shell interface reports it: its one line (`description`) and
/// the exit status a command that fails with it ends with. Every error type of todo's own
/// conforms, so the command line asks the error instead of trying each type in turn.
public protocol TodoFailure: Error, CustomStringConvertible {
    /// 1 for a runtime failure (no such memo, a store error), 2 for a usage error (input that
    /// can never succeed); 0 only for a note that ends a command without failing it.
    var exitStatus: Int32 { get }
}

/// The exit statuses of the shell interface.
public enum FailureStatus {
    /// A runtime failure: no such memo, a store error.
    public static let runtime: Int32 = 1
    /// A usage error: bad arguments or input that can never succeed.
    public static let usage: Int32 = 2
}

extension MemoStoreError: TodoFailure {
    /// Bad input (a title, body, user name or field the store refuses) is a usage error; the
    /// rest are runtime failures.
    public var exitStatus: Int32 {
        switch self {
        case .invalidTitle, .invalidBody, .invalidUserName, .invalidField: return FailureStatus.usage
        default: return FailureStatus.runtime
        }
    }
}

extension SpoolError: TodoFailure {
    /// A spool that cannot be written (a full disk) is a runtime failure.
    public var exitStatus: Int32 { FailureStatus.runtime }
}
