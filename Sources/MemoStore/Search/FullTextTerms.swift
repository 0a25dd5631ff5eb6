/// The terms full-text search indexes and looks for, the same for every engine: what a memo
/// and a query are split into, before each engine folds and stores them its own way.
///
/// A run of letters, digits and their combining marks is one term. Han, hiragana and
/// katakana, written without spaces, are split into overlapping pairs of characters plus the
/// run's last character alone, so `テスト` is the terms `テス スト ト` and, looked for as a
/// phrase whose last term is also a prefix, finds `全角テストの結果`. A character newer than
/// Unicode 6.1 is a separator, as it is to SQLite's `unicode61` tokenizer.
public enum FullTextTerms {
    /// The annotations' notes a memo's search words hold, oldest first: whole notes while
    /// together they stay within `maxNoteBytes`, so a memo's words stay as bounded as a body
    /// keeps them, whatever its annotations hold (a thousand notes of 100,000 characters).
    public static func searchedNotes(of annotations: [MemoAnnotation]) -> [String] {
        var notes: [String] = []
        var bytes = 0
        for annotation in annotations {
            bytes += annotation.description.utf8.count
            guard bytes <= maxNoteBytes else { break }
            notes.append(annotation.description)
        }
        return notes
    }

    /// The UTF-8 bytes of notes a memo's search words hold at most: a body's most (100,000
    /// characters of up to four bytes).
    public static let maxNoteBytes = 4 * MemoLimits.maxBodyLength

    /// Calls `body` with the byte range of each term of the UTF-8 `text`, in order.
    public static func forEachTerm(in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var index = 0
        while index < text.count {
            let (kind, length) = classify(text, at: index)
            var end = index + length
            switch kind {
            case .separator:
                break
            case .word, .mark:
                while end < text.count {
                    let (next, nextLength) = classify(text, at: end)
                    guard next == .word || next == .mark else { break }
                    end += nextLength
                }
                body(index..<end)
            case .ideograph:
                // Overlapping pairs of characters (a character keeps its combining marks), then
                // the last character alone.
                var previous = index
                var last = index
                while end < text.count {
                    let (next, nextLength) = classify(text, at: end)
                    if next == .ideograph {
                        if last != previous { body(previous..<end) }
                        previous = last
                        last = end
                    } else if next != .mark {
                        break
                    }
                    end += nextLength
                }
                if last != previous { body(previous..<end) }
                body(last..<end)
            }
            index = end
        }
    }

    /// The words of a search as a person typed them (separated by whitespace or NUL), each as
    /// its terms in order; a word without any term (`&`, `--`) is left out.
    ///
    /// A word typed again is looked for once (what a search costs grows with its words, and
    /// `milk` fifty thousand times is one word), and at most `MemoLimits.maxSearchWords`
    /// different words are kept: the first ones, and the last word typed, which matches as a
    /// prefix. The command line refuses a search of more.
    public static func queryWords(_ text: String) -> [[String]] {
        var words: [[String]] = []
        var seen: Set<[String]> = []
        var last: [String]?
        for word in text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0}" }) {
            let terms = Self.terms(of: word)
            guard !terms.isEmpty else { continue }
            if let last, words.count < MemoLimits.maxSearchWords - 1, seen.insert(last).inserted {
                words.append(last)
            }
            last = terms
        }
        if let last {
            words.removeAll { $0 == last }
            words.append(last)
        }
        return words
    }

    /// How many different words `text` holds, as `queryWords` counts them before it keeps
    /// `MemoLimits.maxSearchWords` of them, counting no further than `limit`: the words
    /// after the one that reaches it are not read, so a search known to be too large is
    /// refused without reading the rest.
    public static func differentWordCount(_ text: String, countingUpTo limit: Int = .max) -> Int {
        var seen: Set<[String]> = []
        var start: String.Index?
        var index = text.startIndex
        while index <= text.endIndex, seen.count < limit {
            let isSeparator = index == text.endIndex || text[index].isWhitespace || text[index] == "\u{0}"
            if isSeparator, let wordStart = start {
                let terms = Self.terms(of: text[wordStart..<index])
                if !terms.isEmpty { seen.insert(terms) }
                start = nil
            } else if !isSeparator, start == nil {
                start = index
            }
            guard index < text.endIndex else { break }
            index = text.index(after: index)
        }
        return seen.count
    }

    // MARK: - Private

    /// The terms of one typed word, in order.
    private static func terms(of word: Substring) -> [String] {
        var word = String(word)
        return word.withUTF8 { bytes in
            var terms: [String] = []
            forEachTerm(in: bytes) { terms.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)) }
            return terms
        }
    }

    private enum Kind { case separator, word, mark, ideograph }

    /// The kind of the character starting at `index` and its length in bytes; a byte that
    /// does not start a well-formed character is a separator of one byte.
    private static func classify(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (Kind, Int) {
        let lead = text[index]
        if lead < 0x80 {
            let isAlphanumeric = (0x30...0x39).contains(lead) || (0x41...0x5A).contains(lead) || (0x61...0x7A).contains(lead)
            return (isAlphanumeric ? .word : .separator, 1)
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= text.count else { return (.separator, 1) }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            let byte = text[index + offset]
            guard byte & 0xC0 == 0x80 else { return (.separator, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return (.separator, length) }
        return (kind(of: scalar), length)
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        // unicode61 knows Unicode 6.1: a later character is a separator to it, so here too.
        guard let age = scalar.properties.age, age.major < 6 || (age.major == 6 && age.minor <= 1) else { return .separator }
        switch scalar.properties.generalCategory {
        case .nonspacingMark:
            return .mark
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .privateUse:
            return isIdeographic(scalar.value) ? .ideograph : .word
        default:
            return .separator
        }
    }

    /// Han, hiragana and katakana: scripts written without spaces between words.
    private static func isIdeographic(_ value: UInt32) -> Bool {
        (0x3040...0x30FF).contains(value) || (0x31F0...0x31FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF66...0xFF9F).contains(value) || (0x20000...0x2FFFF).contains(value) || value == 0x3005
    }
}
