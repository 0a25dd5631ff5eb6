/// The checks every write makes against `MemoLimits`, and the safe form of a search query.
enum MemoValidation {
    static func check(title: String, body: String) throws {
        if title.allSatisfy(\.isWhitespace) {
            throw MemoStoreError.invalidTitle(title.isEmpty ? "empty" : "only whitespace")
        }
        if title.utf8.count > MemoLimits.maxTitleLength, title.count > MemoLimits.maxTitleLength {
            throw MemoStoreError.invalidTitle("longer than \(MemoLimits.maxTitleLength) characters")
        }
        if body.utf8.count > MemoLimits.maxBodyLength, body.count > MemoLimits.maxBodyLength {
            throw MemoStoreError.invalidBody("longer than \(MemoLimits.maxBodyLength) characters")
        }
    }

    static func checkUserName(_ name: String) throws {
        if name.allSatisfy(\.isWhitespace) {
            throw MemoStoreError.invalidUserName("empty")
        }
        if name.count > MemoLimits.maxUserNameLength {
            throw MemoStoreError.invalidUserName("longer than \(MemoLimits.maxUserNameLength) characters")
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw MemoStoreError.invalidUserName("contains control characters")
        }
    }

    /// The user's words as an FTS5 query that is never read as syntax: every word a quoted
    /// string (all must match), the last one also as a prefix. `nil` when there is no word.
    static func fullTextQuery(_ text: String) -> String? {
        // A NUL would end the FTS5 query text early ("unterminated string"): it separates words too.
        let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0}" })
        guard !words.isEmpty else { return nil }
        return words.map { "\"" + $0.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"" }
            .joined(separator: " ") + "*"
    }
}
