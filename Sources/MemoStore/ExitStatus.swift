/// The exit statuses of the shell interface: every number a todo command ends with, in one type.
public enum ExitStatus: Int32, Sendable {
    /// Success; also a note that ends a command without failing it.
    case success = 0
    /// A runtime failure: no such memo, a store error.
    case failure = 1
    /// A usage error: bad arguments or input that can never succeed.
    case usage = 2
}
