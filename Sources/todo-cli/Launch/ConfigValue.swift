/// The value on the right of a config line's `=`, read by one rule: a `#` at the start of the
/// value or after a space or tab begins a comment, and spaces and tabs at either end are not
/// part of it; a value in double or single quotes is taken as written between them (a `#`
/// and spaces included), and only a comment may follow it.
enum ConfigValue: Equatable {
    /// The value, without its comment, its quotes or the blanks around it.
    case value(String)
    /// A quoted value that is not closed, or is followed by more than a comment.
    case malformed(String)

    /// Reads `text`, everything after the `=`.
    static func read(_ text: Substring) -> ConfigValue {
        let rest = text.drop { isBlank($0) }
        guard let quote = rest.first, quote == "\"" || quote == "'" else {
            return .value(String(withoutComment(rest)))
        }
        let inside = rest.dropFirst()
        guard let close = inside.firstIndex(of: quote) else { return .malformed("the value's \(quote) is never closed") }
        let after = inside[inside.index(after: close)...]
        guard withoutComment(after).isEmpty, after.first.map(isBlank) ?? true else {
            return .malformed("only a # comment may follow a quoted value")
        }
        return .value(String(inside[..<close]))
    }

    // MARK: - Private

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\r"
    }

    /// `text` up to its comment, without blanks at either end.
    private static func withoutComment(_ text: Substring) -> Substring {
        var end = text.endIndex
        var previous: Character?
        for index in text.indices {
            if text[index] == "#", previous.map(isBlank) ?? true {
                end = index
                break
            }
            previous = text[index]
        }
        let value = text[..<end]
        guard let first = value.firstIndex(where: { !isBlank($0) }), let last = value.lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return value[first...last]
    }
}
