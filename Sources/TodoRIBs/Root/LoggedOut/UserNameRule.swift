import MemoStore

/// The rule for user names, checked where a name is typed (LoggedOut) or given (`--user`).
public enum UserNameRule {
    /// The name with surrounding whitespace removed, in Unicode NFC, as it is stored and
    /// matched: look-alike spellings (`é` precomposed or `e` + U+0301) are one user.
    public static func normalized(_ name: String) -> String {
        var name = Substring(name)
        while name.first?.isWhitespace == true { name.removeFirst() }
        while name.last?.isWhitespace == true { name.removeLast() }
        return UserNameSpelling.nfc(String(name))
    }

    /// Why `name` (already normalized) cannot be a user name, or `nil` when it can.
    public static func problem(with name: String) -> String? {
        switch MemoLimits.problem(withUserName: name) {
        case nil: return nil
        case .empty?, .onlyWhitespace?: return "a user name cannot be empty"
        case .tooLong(let limit)?: return "a user name has at most \(limit) characters"
        case .controlCharacters?: return "a user name cannot contain control characters"
        case let problem?: return "a user name is \(problem)"
        }
    }
}
