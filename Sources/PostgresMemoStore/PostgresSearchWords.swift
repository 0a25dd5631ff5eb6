// The stdlib's canonical decomposition (public to Foundation through this SPI): the one way,
// without Foundation, to take the accents off `ế`.
@_spi(_Unicode) import Swift
import MemoStore

/// A memo's search words as a `tsvector` literal and a person's search as a `tsquery`
/// literal, both made here from `FullTextTerms`, so PostgreSQL parses no text and searches
/// exactly as the SQLite store does.
///
/// Each term is folded as SQLite's `unicode61 remove_diacritics 2` folds it (lower case,
/// accents off Latin letters) and kept with its position, so a word of several terms
/// (`テスト`, `e.g`) is a phrase. The body's positions start one past the title's, so a phrase
/// never runs from one into the other. The user's own lexeme (`#42`, which no text yields)
/// scopes the word index to that user.
enum PostgresSearchWords {
    /// The `tsvector` literal of a memo of user `user` (its text as the person wrote it, not
    /// as `PostgresText` stores it; `annotations` its notes), as `PostgresSearchDocument`
    /// orders it.
    static func document(title: String, body: String, annotations: [String] = [], user: Int64) -> String {
        var document = PostgresSearchDocument()
        document.fill(title: title, body: body, annotations: annotations, user: user)
        var literal: [UInt8] = []
        document.appendLiteral(to: &literal)
        return String(decoding: literal, as: UTF8.self)
    }

    /// Appends each term of the title, then the body, then each annotation's note, folded, to
    /// `bytes`, and calls `found` with where it lies in `bytes` and its position (counted from
    /// 1; each text's start one past the last of the one before). A memo without annotations
    /// has the words it had before they were indexed (schema version 27). Stops before the
    /// words would outgrow a `tsvector`.
    static func forEachLexeme(
        title: String, body: String, annotations: [String] = [], bytes: inout [UInt8],
        _ found: (_ range: Range<Int>, _ position: Int) -> Void
    ) {
        var position = 0
        var budget = maxLexemeBytes
        func add(_ text: String) {
            var text = text
            text.withUTF8 { text in
                FullTextTerms.forEachTerm(in: text) { range in
                    let start = bytes.count
                    fold(UnsafeBufferPointer(rebasing: text[range]), into: &bytes)
                    let length = bytes.count - start
                    // A very long memo keeps the words that fit in a tsvector: each costs its
                    // bytes (even), a count and a position, counted again when it repeats.
                    let cost = length + (length & 1) + 4
                    guard length > 0, budget >= cost else {
                        bytes.removeSubrange(start...)
                        return
                    }
                    budget -= cost
                    position += 1
                    found(start..<bytes.count, position)
                }
            }
        }
        // A position no term takes between texts: a phrase never runs from one into the next.
        add(title)
        position += 1
        add(body)
        for note in annotations {
            position += 1
            add(note)
        }
    }

    /// The `tsquery` literal of the user's search: every word must be there, each a phrase of
    /// its terms; with `prefix`, the last term of the last word also matches as a prefix.
    /// `nil` when the search holds no word.
    static func query(_ text: String, user: Int64, prefix: Bool) -> String? {
        var phrases: [String] = []
        for word in FullTextTerms.queryWords(text) {
            let lexemes = word.compactMap { term -> [UInt8]? in
                var term = term
                var lexeme: [UInt8] = []
                term.withUTF8 { fold($0, into: &lexeme) }
                return lexeme.isEmpty ? nil : lexeme
            }
            guard !lexemes.isEmpty else { continue }
            phrases.append(lexemes.map { lexeme in
                var quoted: [UInt8] = []
                appendQuoted(lexeme, to: &quoted)
                return String(decoding: quoted, as: UTF8.self)
            }.joined(separator: " <-> "))
        }
        guard !phrases.isEmpty else { return nil }
        return "'#\(user)' & (" + phrases.joined(separator: ") & (") + (prefix ? ":*)" : ")")
    }

    // MARK: - Private

    /// What PostgreSQL allows: a lexeme under 2 KB and under 1 MB of lexemes and positions
    /// in one `tsvector`.
    private static let maxLexemeLength = 2_047
    private static let maxLexemeBytes = 1_048_575

    /// Appends `term` folded to `lexeme`: lower case, Latin letters without their accents,
    /// combining accents dropped; cut to the longest whole characters a lexeme may hold.
    private static func fold(_ term: UnsafeBufferPointer<UInt8>, into lexeme: inout [UInt8]) {
        if !term.contains(where: { $0 >= 0x80 }) {
            for byte in term.prefix(maxLexemeLength) {
                lexeme.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
            }
            return
        }
        var folded = ""
        for scalar in String(decoding: term, as: UTF8.self).unicodeScalars where !isCombiningAccent(scalar) {
            // `İ` lower-cases to `i` and a combining dot, which goes too.
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where !isCombiningAccent(lower) {
                guard isLatin(lower) else { folded.unicodeScalars.append(lower); continue }
                for part in String(lower)._nfd where !isCombiningAccent(part) {
                    folded.unicodeScalars.append(part)
                }
            }
        }
        var length = 0
        for scalar in folded.unicodeScalars {
            let size = UTF8.width(scalar)
            guard length + size <= maxLexemeLength else { break }
            length += size
            UTF8.encode(scalar) { lexeme.append($0) }
        }
    }

    private static func isCombiningAccent(_ scalar: Unicode.Scalar) -> Bool {
        (0x300...0x36F).contains(scalar.value)
    }

    /// Latin letters beyond ASCII, the ones whose accents come off.
    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        (0xC0...0x24F).contains(scalar.value) || (0x1E00...0x1EFF).contains(scalar.value)
    }

    /// `lexeme` in single quotes, a quote or backslash in it escaped.
    static func appendQuoted<Lexeme: Sequence<UInt8>>(_ lexeme: Lexeme, to literal: inout [UInt8]) {
        literal.append(UInt8(ascii: "'"))
        for byte in lexeme {
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\\") { literal.append(UInt8(ascii: "\\")) }
            literal.append(byte)
        }
        literal.append(UInt8(ascii: "'"))
    }
}
