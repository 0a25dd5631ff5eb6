/// Why an import file could not be read; nothing of it was imported.
///
/// Guarantees: `description` is one line — `line N: reason; nothing was imported` once the
/// line is known — with line numbers 1-based, counted as `LineReader` counts them.
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

    /// The error located at `line`; an error that already names its line is kept.
    func at(line: Int) -> InterchangeError {
        switch self {
        case .invalidRecord(let reason): return .invalidLine(line: line, reason: reason)
        case .invalidLine: return self
        }
    }
}
