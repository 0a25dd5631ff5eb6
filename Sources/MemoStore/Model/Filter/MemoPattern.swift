/// A filter's `/regex/`, compiled: what `MemoTerm.regex` matches with, in Swift and in the
/// SQLite engine's `todo_regexp` function (PostgreSQL uses its own `~`).
public struct MemoPattern {
    /// The pattern compiled; nil when it is no regular expression, or one that repeats a
    /// repetition (`nestsRepetition`).
    public init?(_ pattern: String) {
        guard !Self.nestsRepetition(pattern), let regex = try? Regex(pattern) else { return nil }
        self.regex = regex
    }

    /// Whether the title or one of the annotations has a match.
    public func matches(title: String, annotations: [String]) -> Bool {
        title.contains(regex) || annotations.contains { $0.contains(regex) }
    }

    /// Whether `pattern` repeats a group that repeats something itself: `(a+)+`, `(\w+\s?)*`,
    /// `(x*y){2,}`. Swift's matcher backtracks, and such a pattern can try every way of
    /// splitting a title between the two repetitions, more than any command can wait for
    /// (`/^(\w+\s?)+$/` on a sentence ending in `!` ran for minutes). A repetition is `*`, `+`
    /// or a count that may exceed one; `?` is none.
    public static func nestsRepetition(_ pattern: String) -> Bool {
        let characters = Array(pattern)
        // Whether each open group holds a repetition so far; the first entry is the pattern.
        var groups = [false]
        // Whether the last item before a quantifier was a group holding a repetition.
        var lastGroupRepeats = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if let repeats = quantifier(in: characters, at: &index, first: character) {
                if repeats {
                    if lastGroupRepeats { return true }
                    groups[groups.count - 1] = true
                }
                lastGroupRepeats = false
                continue
            }
            lastGroupRepeats = false
            switch character {
            case "\\":
                index += 1
            case "[":
                index = endOfClass(in: characters, from: index)
            case "(":
                groups.append(false)
                index = afterGroupPrefix(in: characters, from: index)
            case ")" where groups.count > 1:
                let repeats = groups.removeLast()
                lastGroupRepeats = repeats
                if repeats { groups[groups.count - 1] = true }
            default:
                break
            }
        }
        return false
    }

    // MARK: - Private

    private let regex: Regex<AnyRegexOutput>

    /// Whether `first` (just read; `index` after it) begins a quantifier, and if so whether it
    /// may repeat more than once; `index` then moves past it and a lazy or possessive mark.
    /// Nil for any other character, `index` unmoved.
    private static func quantifier(in characters: [Character], at index: inout Int, first: Character) -> Bool? {
        let repeats: Bool
        switch first {
        case "*", "+": repeats = true
        case "?": repeats = false
        case "{":
            // `{n}`, `{n,}`, `{n,m}`, `{,m}`; any other brace is a literal one.
            guard let close = characters[index...].firstIndex(of: "}") else { return nil }
            let body = characters[index..<close]
            let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") }), parts.count <= 2 else { return nil }
            if parts.count == 1 {
                repeats = (Int(String(parts[0])) ?? 0) > 1
            } else {
                repeats = parts[1].isEmpty || (Int(String(parts[1])) ?? 0) > 1
            }
            index = close + 1
        default:
            return nil
        }
        if index < characters.count, characters[index] == "?" || characters[index] == "+" { index += 1 }
        return repeats
    }

    /// The index after the `]` that closes a class whose `[` was just read.
    private static func endOfClass(in characters: [Character], from start: Int) -> Int {
        var index = start
        var depth = 1
        // A `]` first (after a `^`) is a member, not the end.
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return index
    }

    /// The index after a group's `(?:`, `(?<name>`, `(?=`, `(?i)` … prefix, whose `?` is no
    /// quantifier; `start` (right after the `(`) when there is none.
    private static func afterGroupPrefix(in characters: [Character], from start: Int) -> Int {
        guard start < characters.count, characters[start] == "?" else { return start }
        var index = start + 1
        if index < characters.count, characters[index] == "<" || characters[index] == "P" || characters[index] == "'" {
            // A name: up to its closing `>` or `'`; `(?<=` and `(?<!` are lookbehinds.
            if characters[index] == "<", index + 1 < characters.count, "=!".contains(characters[index + 1]) { return index + 2 }
            while index < characters.count, characters[index] != ">", characters[index] != "'" || index == start + 1 { index += 1 }
            return min(index + 1, characters.count)
        }
        // Flags (`(?i)`, `(?i-s:`) or one mark (`:`, `=`, `!`, `>`, `|`).
        while index < characters.count, characters[index].isLetter || characters[index] == "-" || characters[index] == "^" { index += 1 }
        if index < characters.count, ":=!>|".contains(characters[index]) { index += 1 }
        return index
    }
}
