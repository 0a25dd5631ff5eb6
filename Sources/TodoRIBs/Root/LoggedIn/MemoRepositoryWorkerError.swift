/// Why the worker refused a request.
public enum MemoRepositoryWorkerError: Error, Equatable, CustomStringConvertible {
    /// A request arrived while the worker was not running (its scope inactive, or stopped).
    case notRunning

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .notRunning: return "the memo store is not available right now"
        }
    }
}
