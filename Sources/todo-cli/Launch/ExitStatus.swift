import MemoStore

/// The exit statuses of the shell interface.
enum ExitStatus {
    static let success: Int32 = 0
    /// A runtime failure: no such memo, a store error.
    static let failure = FailureStatus.runtime
    /// A usage error: bad arguments or input that can never succeed.
    static let usage = FailureStatus.usage
}
