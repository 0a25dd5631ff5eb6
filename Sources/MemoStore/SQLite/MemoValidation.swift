/// The checks every write makes against `MemoLimits`, and the safe form of a search query.
enum MemoValidation {
    static func check(title: String, body: String) throws {
        if let problem = MemoLimits.problem(withTitle: title) {
            throw MemoStoreError.invalidTitle(problem.description)
        }
        if let problem = MemoLimits.problem(withBody: body) {
            throw MemoStoreError.invalidBody(problem.description)
        }
    }

    static func checkUserName(_ name: String) throws {
        if let problem = MemoLimits.problem(withUserName: name) {
            // A user name of spaces is as empty as one of nothing.
            throw MemoStoreError.invalidUserName(problem == .onlyWhitespace ? "empty" : problem.description)
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
