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
    /// (`/^(\w+\s?)+$/` on a sentence ending in `!` ran for minutes). The group repeats when
    /// its quantifier may take it more than once (`*`, `+`, `{2,}`; not `?` or `{2}`), and what
    /// it holds repeats when a quantifier inside may take more or fewer (`?` too; not `{2}`,
    /// so `(\d{2})+` is allowed). Escapes (`\x{20}`, `\Q…\E`), classes,
    /// comments (`(?#…)`, and `#…` and spaces under `(?x)`) and group prefixes are no items.
    public static func nestsRepetition(_ pattern: String) -> Bool {
        let characters = Array(pattern)
        // Under `(?x)` (anywhere: read as if it held throughout) spaces and `#` comments are no items.
        let isExtended = hasExtendedFlag(characters)
        // Whether each open group holds a quantifier that varies so far; the first entry is the pattern.
        var groups = [false]
        // Whether the last item before a quantifier was a group holding one.
        var lastGroupVaries = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if isExtended, character.isWhitespace { continue }
            if isExtended, character == "#" {
                while index < characters.count, !characters[index].isNewline { index += 1 }
                continue
            }
            if let quantifier = quantifier(in: characters, at: &index, first: character) {
                if quantifier.repeats, lastGroupVaries { return true }
                if quantifier.varies { groups[groups.count - 1] = true }
                lastGroupVaries = false
                continue
            }
            lastGroupVaries = false
            switch character {
            case "\\":
                index = afterEscape(in: characters, from: index)
            case "[":
                index = endOfClass(in: characters, from: index)
            case "(":
                groups.append(false)
                index = afterGroupPrefix(in: characters, from: index)
            case ")" where groups.count > 1:
                let varies = groups.removeLast()
                lastGroupVaries = varies
                if varies { groups[groups.count - 1] = true }
            default:
                break
            }
        }
        return false
    }

    // MARK: - Private

    private let regex: Regex<AnyRegexOutput>

    /// Whether `first` (just read; `index` after it) begins a quantifier, and if so whether it
    /// may take its item more than once (`repeats`) and whether it may take more or fewer
    /// (`varies`); `index` then moves past it and a lazy or possessive mark. Nil for any other
    /// character, `index` unmoved.
    private static func quantifier(
        in characters: [Character], at index: inout Int, first: Character
    ) -> (repeats: Bool, varies: Bool)? {
        let counts: (repeats: Bool, varies: Bool)
        switch first {
        case "*", "+": counts = (true, true)
        case "?": counts = (false, true)
        case "{":
            // `{n}`, `{n,}`, `{n,m}`, `{,m}`; any other brace is a literal one.
            guard let close = characters[index...].firstIndex(of: "}") else { return nil }
            let body = characters[index..<close]
            guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") }) else { return nil }
            let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).map { Int(String($0)) }
            let least = parts[0] ?? 0
            if parts.count == 1 {
                counts = (least > 1, false)
            } else if let most = parts[1] {
                counts = (most > 1, most != least)
            } else {
                counts = (true, true)
            }
            index = close + 1
        default:
            return nil
        }
        if index < characters.count, characters[index] == "?" || characters[index] == "+" { index += 1 }
        return counts
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

    /// The index after an escape whose `\` was just read: one character, or the whole of
    /// `\x{…}`, `\u{…}`, `\o{…}`, `\p{…}`, `\P{…}`, `\N{…}`, a reference (`\k<name>`,
    /// `\g{1}`) and `\Q…\E` (`\d{2}` is `\d` repeated).
    private static func afterEscape(in characters: [Character], from start: Int) -> Int {
        guard start < characters.count else { return start }
        let letter = characters[start]
        var index = start + 1
        if letter == "Q" {
            while index + 1 < characters.count, !(characters[index] == "\\" && characters[index + 1] == "E") { index += 1 }
            return min(index + 2, characters.count)
        }
        guard index < characters.count else { return index }
        let opening = characters[index]
        let close: Character
        switch (letter, opening) {
        case ("x", "{"), ("u", "{"), ("o", "{"), ("p", "{"), ("P", "{"), ("N", "{"), ("k", "{"), ("g", "{"): close = "}"
        case ("k", "<"), ("g", "<"): close = ">"
        case ("k", "'"), ("g", "'"): close = "'"
        default: return index
        }
        index += 1
        while index < characters.count, characters[index] != close { index += 1 }
        return min(index + 1, characters.count)
    }

    /// The index after a group's `(?:`, `(?<name>`, `(?=`, `(?i)` … prefix, whose `?` is no
    /// quantifier; `start` (right after the `(`) when there is none. A group that holds no
    /// pattern (a comment `(?#…)`, a reference `(?P=name)`, `(?&name)`, `(?1)`) is passed
    /// over to its `)`, which closes it.
    private static func afterGroupPrefix(in characters: [Character], from start: Int) -> Int {
        guard start < characters.count, characters[start] == "?" else { return start }
        var index = start + 1
        func toClosingParenthesis() -> Int {
            while index < characters.count, characters[index] != ")" { index += 1 }
            return index
        }
        guard index < characters.count else { return index }
        switch characters[index] {
        case "#", "&", "R": return toClosingParenthesis()
        case "P" where index + 1 < characters.count && (characters[index + 1] == "=" || characters[index + 1] == ">"):
            return toClosingParenthesis()
        case let digit where digit.isNumber || digit == "+" || digit == "-" && index + 1 < characters.count && characters[index + 1].isNumber:
            return toClosingParenthesis()
        case "<" where index + 1 < characters.count && "=!".contains(characters[index + 1]):
            return index + 2
        case "<", "'", "P":
            // A name, up to its closing `>` or `'`.
            index += characters[index] == "P" ? 2 : 1
            while index < characters.count, characters[index] != ">", characters[index] != "'" { index += 1 }
            return min(index + 1, characters.count)
        default:
            // Flags (`(?i)`, `(?i-s:`) then one mark (`:`, `=`, `!`, `>`, `|`).
            while index < characters.count, characters[index].isLetter || characters[index] == "-" || characters[index] == "^" { index += 1 }
            if index < characters.count, ":=!>|".contains(characters[index]) { index += 1 }
            return index
        }
    }

    /// Whether a group prefix of `characters` turns extended syntax on (`(?x)`, `(?ix:`).
    private static func hasExtendedFlag(_ characters: [Character]) -> Bool {
        var index = 0
        while index + 1 < characters.count {
            if characters[index] == "(", characters[index + 1] == "?" {
                var flag = index + 2
                while flag < characters.count, characters[flag].isLetter {
                    if characters[flag] == "x" { return true }
                    flag += 1
                }
            }
            index += 1
        }
        return false
    }
}
