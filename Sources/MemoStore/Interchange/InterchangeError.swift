/// Why an import file could not be read; nothing of it was imported.
public enum InterchangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A record (line) that is not what its format says, and why.
    case invalidRecord(String)
    /// The same, once the reader knows where: `line` is 1-based.
    case invalidLine(line: Int, reason: String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .invalidRecord(let reason): return reason
        case .invalidLine(let line, let reason): return "line \(line): \(reason); nothing was imported"
        }
    }
}
