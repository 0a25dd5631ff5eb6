/// The one rule for a memo id as a person types it, in the shell and on the command line.
public enum MemoIDText {
    /// A positive whole number, `#` allowed in front (`12`, `#12`); `nil` for anything else.
    public static func parse(_ word: String) -> Int64? {
        let digits = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(digits), value > 0
        else { return nil }
        return value
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
