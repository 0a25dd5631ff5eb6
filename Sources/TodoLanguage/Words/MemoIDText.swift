/// The one rule for a memo id as a person types it, in the shell and on the command line.
public enum MemoIDText {
    /// A positive whole number, `#` allowed in front (`12`, `#12`); `nil` for anything else.
    public static func parse(_ word: String) -> Int64? {
        let digits = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(digits), value > 0
        else { return nil }
        return value
    }

    /// Whether `word` is written as an id but names none: `0`, `#0`, `-1`, a number too large.
    /// A command that takes ids refuses such a word as a bad id instead of reading it otherwise.
    public static func isMalformedID(_ word: String) -> Bool {
        var digits = Substring(word)
        if digits.first == "#" { digits = digits.dropFirst() }
        if digits.first == "-" { digits = digits.dropFirst() }
        return parse(word) == nil && !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Every word of `words` read as an id (`done 12 13`); the first that is not one is a bad id.
    public static func ids(_ words: [String]) throws(TodoLanguageError) -> [Int64] {
        var ids: [Int64] = []
        for word in words {
            guard let id = parse(word) else { throw TodoLanguageError(word: word, reason: .badID) }
            ids.append(id)
        }
        return ids
    }

    /// The ids `words` start with (`modify 12 13 pri:H`), and the words after them.
    public static func leadingIDs(of words: [String]) -> (ids: [Int64], rest: [String]) {
        var ids: [Int64] = []
        for word in words {
            guard let id = parse(word) else { break }
            ids.append(id)
        }
        return (ids, Array(words.dropFirst(ids.count)))
    }
}
