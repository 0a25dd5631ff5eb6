/// How important a memo is, as Taskwarrior and todo.txt grade it: `H`, `M` or `L`.
public enum Priority: String, Sendable, Hashable, CaseIterable, Comparable {
    /// High: todo.txt's `(A)`.
    case high = "H"
    /// Medium: todo.txt's `(B)`.
    case medium = "M"
    /// Low: todo.txt's `(C)` and below.
    case low = "L"

    /// Reads `H`, `M` or `L` (either case); `nil` for anything else.
    public init?(code: String) {
        switch code {
        case "H", "h": self = .high
        case "M", "m": self = .medium
        case "L", "l": self = .low
        default: return nil
        }
    }

    /// 3 for high, 2 for medium, 1 for low: what sorting by priority orders by, descending;
    /// a memo without a priority ranks 0.
    public var rank: Int {
        switch self {
        case .high: return 3
        case .medium: return 2
        case .low: return 1
        }
    }

    /// Orders by importance: low < medium < high.
    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rank < rhs.rank
    }
}
