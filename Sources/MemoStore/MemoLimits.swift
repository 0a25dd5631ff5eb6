/// The sizes the store accepts, enforced on every write with `MemoStoreError`.
public enum MemoLimits {
    /// A title holds at most this many characters (grapheme clusters); it must also contain
    /// something other than whitespace.
    public static let maxTitleLength = 1_000
    /// A body holds at most this many characters (grapheme clusters).
    public static let maxBodyLength = 100_000
    /// A user name holds at most this many characters.
    public static let maxUserNameLength = 64
    /// How many data-changing commands the history keeps per user; older ones can no longer be undone.
    public static let historyDepth = 100
}

/// How a title, body or user name breaks `MemoLimits`; one rule, checked by the store on
/// every write and by the screens and the command line where the text is typed.
public enum MemoLimitProblem: Sendable, Equatable, CustomStringConvertible {
    /// Nothing at all.
    case empty
    /// Only whitespace.
    case onlyWhitespace
    /// More characters than `limit`.
    case tooLong(limit: Int)
    /// A control character (user names only).
    case controlCharacters

    /// The problem in a few words: `empty`, `longer than 1000 characters`.
    public var description: String {
        switch self {
        case .empty: return "empty"
        case .onlyWhitespace: return "only whitespace"
        case .tooLong(let limit): return "longer than \(limit) characters"
        case .controlCharacters: return "contains control characters"
        }
    }
}

extension MemoLimits {
    /// Why `title` cannot be a memo's title, or `nil` when it can.
    public static func problem(withTitle title: String) -> MemoLimitProblem? {
        if title.allSatisfy(\.isWhitespace) {
            return title.isEmpty ? .empty : .onlyWhitespace
        }
        return problem(length: title, limit: maxTitleLength)
    }

    /// Why `body` cannot be a memo's body, or `nil` when it can.
    public static func problem(withBody body: String) -> MemoLimitProblem? {
        problem(length: body, limit: maxBodyLength)
    }

    /// Why `name` cannot be a user name, or `nil` when it can.
    public static func problem(withUserName name: String) -> MemoLimitProblem? {
        if name.allSatisfy(\.isWhitespace) {
            return name.isEmpty ? .empty : .onlyWhitespace
        }
        if let problem = problem(length: name, limit: maxUserNameLength) {
            return problem
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .controlCharacters
        }
        return nil
    }

    /// Counting characters walks grapheme clusters; the byte count bounds it cheaply first.
    private static func problem(length text: String, limit: Int) -> MemoLimitProblem? {
        text.utf8.count > limit && text.count > limit ? .tooLong(limit: limit) : nil
    }
}
