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

    /// The most ids one range may name (`1-10000`): a longer one is refused as a bad id.
    public static let maxRangeLength: Int64 = 10_000

    /// The ids a word of Taskwarrior's order names before a command: ids and ranges joined by
    /// commas (`3`, `#3`, `3,4`, `1-3`, `1-3,7`), in order, a range written backwards read
    /// forwards as Taskwarrior reads it (`3-1` is `1-3`); nil when any part is none or a range
    /// names more than `maxRangeLength` ids.
    public static func idList(_ word: String) -> [Int64]? {
        ranges(in: word).map { $0.flatMap { Array($0) } }
    }

    /// Whether `word` is written as an id list (digits, `#`, `-` and commas only, a digit in
    /// each part) but names none (`0`, `0-2`, `1-99999`), so it is refused as a bad id instead
    /// of being read as a word to search for.
    public static func isMalformedIDList(_ word: String) -> Bool {
        guard ranges(in: word) == nil else { return false }
        return word.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.contains { $0.isASCII && $0.isNumber }
                && part.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "#" || $0 == "-" }
        }
    }

    /// Whether `word` is an id list but for a range of more than `maxRangeLength` ids
    /// (`1-10001`): a listing refuses it rather than search for it as text, which found nothing.
    public static func exceedsRangeLength(_ word: String) -> Bool {
        var exceeds = false
        for part in word.split(separator: ",", omittingEmptySubsequences: false) where parse(String(part)) == nil {
            let ends = part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard ends.count == 2, let first = parse(String(ends[0])), let last = parse(String(ends[1])) else { return false }
            if max(first, last) - min(first, last) >= maxRangeLength { exceeds = true }
        }
        return exceeds
    }

    /// The ids of `idList(_:)` as ranges (`3` is `3...3`), so a word can be checked without
    /// naming each id of its ranges; nil as there.
    public static func ranges(in word: String) -> [ClosedRange<Int64>]? {
        var ranges: [ClosedRange<Int64>] = []
        for part in word.split(separator: ",", omittingEmptySubsequences: false) {
            if let id = parse(String(part)) {
                ranges.append(id...id)
                continue
            }
            let ends = part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard ends.count == 2, let first = parse(String(ends[0])), let last = parse(String(ends[1])) else { return nil }
            // Backwards is forwards (`3-1` is `1-3`), as Taskwarrior reads it.
            let range = min(first, last)...max(first, last)
            guard range.upperBound - range.lowerBound < maxRangeLength else { return nil }
            ranges.append(range)
        }
        return ranges
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
