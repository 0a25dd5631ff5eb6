import MemoStore

/// The words of a memo as the full-text index holds them, and a user's search as an FTS5 query
/// over them.
///
/// Every term is marked with its owner (`u42z` + the word), so one user's search reads only
/// that user's posting lists, however many other users share the index. Words are split by
/// `FullTextTerms`, the same way for a memo and for a query (and for every engine); FTS5's
/// `unicode61` then folds case and accents of each marked term without splitting it again (a
/// term keeps only characters that tokenizer also takes as word characters).
enum FullTextWords {
    /// Appends the indexed text of one memo of the user with id `user` to `words`; the title
    /// and body are UTF-8 (SQLite hands them so to `todo_fts_words`).
    static func appendDocument(
        user: Int64, title: UnsafeBufferPointer<UInt8>, body: UnsafeBufferPointer<UInt8>, to words: inout [UInt8]
    ) {
        // `u42z`, without string interpolation: this runs once per memo indexed.
        var mark: [UInt8] = [UInt8(ascii: "u")]
        mark.appendDecimal(user)
        mark.append(UInt8(ascii: "z"))
        words.reserveCapacity(words.count + (title.count + body.count) * 2 + 16)
        func append(_ text: UnsafeBufferPointer<UInt8>) {
            FullTextTerms.forEachTerm(in: text) { range in
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
        // A NUL would end the FTS5 query text early ("unterminated string"): it separates words too.
        let phrases = FullTextTerms.queryWords(text).map { "\"" + $0.map { mark + $0 }.joined(separator: " ") + "\"" }
        guard !phrases.isEmpty else { return nil }
        return phrases.joined(separator: " ") + (prefix ? "*" : "")
    }
}
