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
    /// A project name holds at most this many characters.
    public static let maxProjectLength = 100
    /// A tag holds at most this many characters.
    public static let maxTagLength = 64
    /// A memo holds at most this many tags.
    public static let maxTagCount = 50
    /// A search looks for at most this many different words (`FullTextTerms.queryWords`).
    public static let maxSearchWords = 64
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
    /// A control character (user names, projects and tags).
    case controlCharacters
    /// A space or other whitespace inside (projects and tags).
    case whitespace
    /// A dot at either end or two in a row (projects: `work..q4`).
    case emptySegment
    /// A sign the todo language reads at the start (`+` or `-` in a tag: `++x` would add `+x`).
    /// `@`, `_` and `#` may start one, as in Taskwarrior (`@phone`, a GTD context).
    case reservedStart
    /// More tags than `limit` on one memo.
    case tooMany(limit: Int)

    /// The problem in a few words: `empty`, `longer than 1000 characters`.
    public var description: String {
        switch self {
        case .empty: return "empty"
        case .onlyWhitespace: return "only whitespace"
        case .tooLong(let limit): return "longer than \(limit) characters"
        case .controlCharacters: return "contains control characters"
        case .whitespace: return "contains whitespace"
        case .emptySegment: return "has an empty part between dots"
        case .reservedStart: return "starts with + or -"
        case .tooMany(let limit): return "more than \(limit) tags"
        }
    }
}

extension MemoLimits {
    /// Why `title` cannot be a memo's title, or `nil` when it can.
    public static func problem(withTitle title: String) -> MemoLimitProblem? {
        if !startsWithVisibleASCII(title), title.allSatisfy(\.isWhitespace) {
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

    /// Why `project` cannot be a project name (`home`, `work.q4`), or `nil` when it can.
    public static func problem(withProject project: String) -> MemoLimitProblem? {
        if let problem = problem(withWord: project, limit: maxProjectLength) { return problem }
        guard project.utf8.allSatisfy({ $0 < 0x80 }) else {
            // A combining mark after a dot makes one character with it: split on characters.
            let segments = project.split(separator: ".", omittingEmptySubsequences: false)
            return segments.contains(where: \.isEmpty) ? .emptySegment : nil
        }
        // ASCII: on bytes, which costs a fraction of splitting on characters.
        var previous = UInt8(ascii: ".")
        for byte in project.utf8 {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return .emptySegment }
            previous = byte
        }
        if previous == UInt8(ascii: ".") { return .emptySegment }
        return nil
    }

    /// Why `tag` cannot be a tag, or `nil` when it can.
    public static func problem(withTag tag: String) -> MemoLimitProblem? {
        if let problem = problem(withWord: tag, limit: maxTagLength) { return problem }
        if let first = tag.unicodeScalars.first, first == "+" || first == "-" { return .reservedStart }
        return nil
    }

    /// Why `tags` cannot be one memo's tags, or `nil` when they can.
    public static func problem(withTags tags: [String]) -> MemoLimitProblem? {
        if tags.count > maxTagCount, Set(tags).count > maxTagCount { return .tooMany(limit: maxTagCount) }
        return tags.lazy.compactMap(problem(withTag:)).first
    }

    /// One word with no whitespace, control or format characters (bidirectional overrides among them).
    private static func problem(withWord word: String, limit: Int) -> MemoLimitProblem? {
        if word.isEmpty { return .empty }
        // Printable ASCII has no whitespace or control characters, and a byte per character.
        if word.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) { return word.utf8.count > limit ? .tooLong(limit: limit) : nil }
        if let problem = problem(length: word, limit: limit) { return problem }
        for scalar in word.unicodeScalars {
            if scalar.properties.isWhitespace { return .whitespace }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return .controlCharacters
            default: continue
            }
        }
        return nil
    }

    /// Whether the first character is printable ASCII other than a space: then the text is
    /// not all whitespace (a character that starts with one is never whitespace).
    private static func startsWithVisibleASCII(_ text: String) -> Bool {
        guard let first = text.utf8.first, (0x21...0x7E).contains(first) else { return false }
        return true
    }

    /// Counting characters walks grapheme clusters; the byte count bounds it cheaply first.
    private static func problem(length text: String, limit: Int) -> MemoLimitProblem? {
        text.utf8.count > limit && text.count > limit ? .tooLong(limit: limit) : nil
    }
}
