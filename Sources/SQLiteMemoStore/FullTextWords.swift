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
    /// Calls `use` with the indexed text of one memo of the user with id `user`: the terms of
    /// its title, its body and each annotation's note, in that order; the title and body are
    /// UTF-8 (SQLite hands them so to `todo_fts_words`). A memo without annotations has the
    /// words it had before annotations were indexed (schema version 27). The text is written
    /// into scratch memory, valid only during the call: this runs once per memo indexed, and
    /// appending each piece to an array cost more than finding the terms.
    static func withDocument<Result>(
        user: Int64, title: UnsafeBufferPointer<UInt8>, body: UnsafeBufferPointer<UInt8>, annotations: [String] = [],
        _ use: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        // `u42z`, without string interpolation.
        var mark: [UInt8] = [UInt8(ascii: "u")]
        mark.appendDecimal(user)
        mark.append(UInt8(ascii: "z"))
        // A term is at least one byte and is written with the mark and a space after it; each
        // annotation adds a separator of two bytes.
        let annotationBytes = annotations.reduce(0) { $0 + $1.utf8.count + 2 }
        let capacity = (title.count + body.count + annotationBytes) * (mark.count + 2) + 2
        return mark.withUnsafeBufferPointer { mark in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { words in
                // Never nil: the capacity is at least 2 and the mark at least `u0z`.
                guard let start = words.baseAddress, let markStart = mark.baseAddress else { return use(UnsafeBufferPointer(words)) }
                var end = start
                func put(_ bytes: UnsafePointer<UInt8>, count: Int) {
                    end.initialize(from: bytes, count: count)
                    end += count
                }
                func terms(of text: UnsafeBufferPointer<UInt8>) {
                    guard let base = text.baseAddress else { return }
                    FullTextTerms.forEachTerm(in: text) { range in
                        put(markStart, count: mark.count)
                        put(base + range.lowerBound, count: range.count)
                        end.initialize(to: UInt8(ascii: " "))
                        end += 1
                    }
                }
                // A term no query has between them: a phrase never runs from one text into the next.
                func separate() {
                    end.initialize(to: UInt8(ascii: "0"))
                    (end + 1).initialize(to: UInt8(ascii: " "))
                    end += 2
                }
                terms(of: title)
                separate()
                terms(of: body)
                for var note in annotations {
                    separate()
                    note.withUTF8 { terms(of: $0) }
                }
                return use(UnsafeBufferPointer(start: start, count: end - start))
            }
        }
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
