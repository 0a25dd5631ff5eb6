/// What one word of the language looks like, before any attribute name or value is checked.
///
/// The rule that keeps ordinary text usable: a word is `name:value` only when `name` is two or
/// more lowercase ASCII letters (a filter may add `.modifier`) and the value does not start
/// with `//`, and a name with nothing after the colon is one only when it names an attribute.
/// So `foo:bar` is an attribute (and, being unknown, an error), while `10:30`, `http://x`,
/// `a:b`, `Re:hello`, `Note:` and `note:` are text; `due:` and `due.before:` are attributes. `+tag` and `-tag` need a letter, `@`,
/// `_` or `#` after the sign (`+@phone`, GTD's contexts), so `+1`, `-5` and `+=` are text, as
/// in Taskwarrior. `--` ends attribute parsing.
enum WordShape: Equatable {
    case text
    case attribute(name: String, value: String)
    case plus(String)
    case minus(String)
    case endOfAttributes

    /// The shape of `word`.
    init(_ word: String) {
        if word == "--" {
            self = .endOfAttributes
            return
        }
        if let sign = word.first, sign == "+" || sign == "-", let next = word.dropFirst().first, Self.startsTag(next) {
            let rest = String(word.dropFirst())
            self = sign == "+" ? .plus(rest) : .minus(rest)
            return
        }
        guard let colon = word.firstIndex(of: ":") else {
            self = .text
            return
        }
        let name = word[..<colon]
        let value = word[word.index(after: colon)...]
        guard Self.isAttributeName(name), !value.hasPrefix("//"), !value.isEmpty || Self.namesAnAttribute(name) else {
            self = .text
            return
        }
        self = .attribute(name: String(name), value: String(value))
    }

    // MARK: - Private

    /// Whether a tag may start with `character`: a letter, or one of the signs Taskwarrior also
    /// takes there (`@context`, `_private`, `#topic`); never a digit, so `+1` stays text.
    private static func startsTag(_ character: Character) -> Bool {
        character.isLetter || character == "@" || character == "_" || character == "#"
    }

    /// Whether `name` (before any `.modifier`) is an attribute's name or abbreviation.
    private static func namesAnAttribute(_ name: Substring) -> Bool {
        let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        if case .unknown = Attribute.match(base) { return false }
        return true
    }

    private static func isAttributeName(_ name: Substring) -> Bool {
        let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0].count >= 2 else { return false }
        return parts.allSatisfy { part in !part.isEmpty && part.utf8.allSatisfy { (0x61...0x7A).contains($0) } }
    }
}
