/// The words of a memo as the full-text index holds them, and a user's search as an FTS5 query
/// over them.
///
/// Every term is marked with its owner (`u42z` + the word), so one user's search reads only
/// that user's posting lists, however many other users share the index. Words are split here,
/// the same way for a memo and for a query; FTS5's `unicode61` then folds case and accents of
/// each marked term without splitting it again (a term keeps only characters that tokenizer
/// also takes as word characters). Han, hiragana and katakana, written without spaces, are
/// indexed as overlapping pairs plus the run's last character, so `テスト` is the phrase
/// `テス スト` and finds `全角テスト`.
enum FullTextWords {
    /// Appends the indexed text of one memo of the user with id `user` to `words`; the title
    /// and body are UTF-8 (SQLite hands them so to `todo_fts_words`).
    static func appendDocument(
        user: Int64, title: UnsafeBufferPointer<UInt8>, body: UnsafeBufferPointer<UInt8>, to words: inout [UInt8]
    ) {
        // `u42z`, without string interpolation: this runs once per memo indexed.
        var mark: [UInt8] = [UInt8(ascii: "z")]
        var rest = user.magnitude
        repeat {
            mark.append(UInt8(truncatingIfNeeded: 0x30 + rest % 10))
            rest /= 10
        } while rest > 0
        if user < 0 { mark.append(UInt8(ascii: "-")) }
        mark.append(UInt8(ascii: "u"))
        mark.reverse()
        words.reserveCapacity(words.count + (title.count + body.count) * 2 + 16)
        func append(_ text: UnsafeBufferPointer<UInt8>) {
            forEachTerm(in: text) { range in
                words += mark
                words += UnsafeBufferPointer(rebasing: text[range])
                words.append(UInt8(ascii: " "))
            }
        }
        append(title)
        // A term no query has between them: a phrase never runs from the title into the body.
        words += [UInt8(ascii: "0"), UInt8(ascii: " ")]
        append(body)
    }

    /// The user's words as an FTS5 query that is never read as syntax: each word a quoted
    /// phrase of its terms (all must match); with `prefix`, the last term of the last word
    /// also matches as a prefix. `nil` when there is nothing to search for.
    static func query(_ text: String, user: Int64, prefix: Bool) -> String? {
        let mark = "u\(user)z"
        var phrases: [String] = []
        // A NUL would end the FTS5 query text early ("unterminated string"): it separates words too.
        for word in text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0}" }) {
            var word = String(word)
            let terms = word.withUTF8 { bytes in
                var terms: [String] = []
                forEachTerm(in: bytes) { terms.append(mark + String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)) }
                return terms
            }
            if !terms.isEmpty { phrases.append("\"" + terms.joined(separator: " ") + "\"") }
        }
        guard !phrases.isEmpty else { return nil }
        return phrases.joined(separator: " ") + (prefix ? "*" : "")
    }

    // MARK: - Private

    private enum Kind { case separator, word, mark, ideograph }

    /// Calls `body` with the byte range of each term of the UTF-8 `text`, in order.
    private static func forEachTerm(in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
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
