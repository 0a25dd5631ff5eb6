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

    /// Every rule a stored memo keeps: title, body, project, tags, and no `recur` without `due`.
    static func check(_ memo: Memo) throws {
        try check(title: memo.title, body: memo.body, project: memo.project, tags: memo.tags,
                  hasRecur: memo.recur != nil, hasDue: memo.due != nil)
    }

    /// The same rules for a draft, before anything is written.
    static func check(_ draft: MemoDraft) throws {
        try check(title: draft.title, body: draft.body, project: draft.project, tags: draft.tags,
                  hasRecur: draft.recur != nil, hasDue: draft.due != nil)
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

    // MARK: - Private

    private static func check(
        title: String, body: String, project: String?, tags: [String], hasRecur: Bool, hasDue: Bool
    ) throws {
        try check(title: title, body: body)
        if let project, let problem = MemoLimits.problem(withProject: project) {
            throw MemoStoreError.invalidField(name: "project", reason: problem.description)
        }
        if let problem = MemoLimits.problem(withTags: tags) {
            throw MemoStoreError.invalidField(name: "tags", reason: problem.description)
        }
        if hasRecur && !hasDue {
            throw MemoStoreError.invalidField(name: "recur", reason: "needs a due date")
        }
    }
}
