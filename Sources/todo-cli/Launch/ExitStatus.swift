import MemoStore

/// The exit statuses of the shell interface.
enum ExitStatus {
    static let success: Int32 = 0
    /// A runtime failure: no such memo, a store error.
    static let failure: Int32 = 1
    /// A usage error: bad arguments or input that can never succeed.
    static let usage: Int32 = 2

    /// The status for a store error: bad input is a usage error, the rest runtime failures.
    static func of(_ error: MemoStoreError) -> Int32 {
        switch error {
        case .invalidTitle, .invalidBody, .invalidUserName, .invalidField: return usage
        default: return failure
        }
    }
}
