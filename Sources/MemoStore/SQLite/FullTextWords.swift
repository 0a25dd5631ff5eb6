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
    /// The indexed text of one memo of the user with id `user`.
    static func document(user: Int64, title: String, body: String) -> String {
        let mark = "u\(user)z"
        var text = ""
        text.reserveCapacity((title.utf8.count + body.utf8.count) * 2 + 16)
        let append = { (term: Substring.UnicodeScalarView) in
            text += mark
            text.unicodeScalars.append(contentsOf: term)
            text += " "
        }
        forEachTerm(in: title, append)
        // A term no query has: a phrase never runs from the title into the body.
        text += "0 "
        forEachTerm(in: body, append)
        return text
    }

    /// The user's words as an FTS5 query that is never read as syntax: each word a quoted
    /// phrase of its terms (all must match); with `prefix`, the last term of the last word
    /// also matches as a prefix. `nil` when there is nothing to search for.
    static func query(_ text: String, user: Int64, prefix: Bool) -> String? {
        let mark = "u\(user)z"
        // A NUL would end the FTS5 query text early ("unterminated string"): it separates words too.
        var phrases: [String] = []
        for word in text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0}" }) {
            var terms: [String] = []
            forEachTerm(in: word) { terms.append(mark + String($0)) }
            if !terms.isEmpty { phrases.append("\"" + terms.joined(separator: " ") + "\"") }
        }
        guard !phrases.isEmpty else { return nil }
        return phrases.joined(separator: " ") + (prefix ? "*" : "")
    }

    // MARK: - Private

    private enum Kind { case separator, word, ideograph }

    /// Calls `body` with each term of `text`, in order.
    private static func forEachTerm<S: StringProtocol>(in text: S, _ body: (Substring.UnicodeScalarView) -> Void) {
        let scalars = Substring(text).unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let kind = kind(of: scalars[index])
            guard kind != .separator else {
                scalars.formIndex(after: &index)
                continue
            }
            var end = scalars.index(after: index)
            while end != scalars.endIndex {
                let next = Self.kind(of: scalars[end])
                // A combining mark stays with the character before it.
                if next != kind && !(kind == .ideograph && isMark(scalars[end])) { break }
                scalars.formIndex(after: &end)
            }
            if kind == .word {
                body(scalars[index..<end])
            } else {
                forEachPair(in: scalars[index..<end], body)
            }
            index = end
        }
    }

    /// Overlapping pairs of characters, then the last character alone.
    private static func forEachPair(in run: Substring.UnicodeScalarView, _ body: (Substring.UnicodeScalarView) -> Void) {
        var starts: [Substring.UnicodeScalarView.Index] = []
        var index = run.startIndex
        while index != run.endIndex {
            if !isMark(run[index]) || starts.isEmpty { starts.append(index) }
            run.formIndex(after: &index)
        }
        for offset in starts.indices.dropFirst() {
            body(run[starts[offset - 1]..<(offset + 1 < starts.count ? starts[offset + 1] : run.endIndex)])
        }
        body(run[starts[starts.count - 1]..<run.endIndex])
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value < 0x80 {
            let isAlphanumeric = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            return isAlphanumeric ? .word : .separator
        }
        // unicode61 knows Unicode 6.1: a later character is a separator to it, so here too.
        guard let age = scalar.properties.age, age.major < 6 || (age.major == 6 && age.minor <= 1) else { return .separator }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .privateUse, .nonspacingMark:
            return isIdeographic(value) ? .ideograph : .word
        default:
            return .separator
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && scalar.properties.generalCategory == .nonspacingMark
    }

    /// Han, hiragana and katakana: scripts written without spaces between words.
    private static func isIdeographic(_ value: UInt32) -> Bool {
        (0x3040...0x30FF).contains(value) || (0x31F0...0x31FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF66...0xFF9F).contains(value) || (0x20000...0x2FFFF).contains(value) || value == 0x3005
    }
}
