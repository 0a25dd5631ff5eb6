import MemoStore

/// The checks every write makes against `MemoLimits`, phrased as `MemoStoreError`s.
enum PostgresValidation {
    static func checkUserName(_ name: String) throws {
        if let problem = MemoLimits.problem(withUserName: name) {
            // A user name of spaces is as empty as one of nothing.
            throw MemoStoreError.invalidUserName(problem == .onlyWhitespace ? "empty" : problem.description)
        }
    }

    /// Checks every field of a memo about to be stored.
    static func check(_ memo: Memo) throws {
        if let problem = MemoLimits.problem(withTitle: memo.title) {
            throw MemoStoreError.invalidTitle(problem.description)
        }
        if let problem = MemoLimits.problem(withBody: memo.body) {
            throw MemoStoreError.invalidBody(problem.description)
        }
        if let project = memo.project, let problem = MemoLimits.problem(withProject: project) {
            throw PostgresStoreErrors.invalidField(name: "project", reason: problem.description)
        }
        if let problem = MemoLimits.problem(withTags: memo.tags) {
            throw PostgresStoreErrors.invalidField(name: "tags", reason: problem.description)
        }
        if memo.recur != nil && memo.due == nil {
            throw PostgresStoreErrors.invalidField(name: "recur", reason: "needs a due date")
        }
        if let problem = MemoFieldRules.problem(in: memo) {
            throw PostgresStoreErrors.invalidField(name: problem.field, reason: problem.reason)
        }
    }
}
