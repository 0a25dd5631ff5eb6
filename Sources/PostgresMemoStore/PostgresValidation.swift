import MemoStore

/// The checks every write makes against `MemoLimits`, phrased as `MemoStoreError`s.
enum PostgresValidation {
    static func checkUserName(_ name: String) throws {
        if let problem = MemoLimits.problem(withUserName: name) {
            // A user name of spaces is as empty as one of nothing.
            throw MemoStoreError.invalidUserName(problem == .onlyWhitespace ? "empty" : problem.description)
        }
    }

    /// Checks every field of a memo about to be stored (`MemoRules`, the rule both engines keep).
    static func check(_ memo: Memo) throws {
        if let problem = MemoRules.problem(in: memo) { throw problem }
    }
}
