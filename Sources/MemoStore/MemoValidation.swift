/// The checks every write makes against `MemoLimits` and `MemoRules`, for the engines and the
/// draft spool: each throws the `MemoStoreError` that names the first rule broken.
public enum MemoValidation {
    /// A title and body within their limits.
    public static func check(title: String, body: String) throws {
        if let problem = MemoLimits.problem(withTitle: title) {
            throw MemoStoreError.invalidTitle(problem.description)
        }
        if let problem = MemoLimits.problem(withBody: body) {
            throw MemoStoreError.invalidBody(problem.description)
        }
    }

    /// Every rule a stored memo keeps: title, body, project, tags, and no `recur` without `due`.
    public static func check(_ memo: Memo) throws {
        if let problem = MemoRules.problem(in: memo) { throw problem }
    }

    /// The same rules for a draft, before anything is written.
    public static func check(_ draft: MemoDraft) throws {
        if let problem = MemoRules.problem(
            title: draft.title, body: draft.body, project: draft.project, tags: draft.tags, hasRecur: draft.recur != nil, hasDue: draft.due != nil) {
            throw problem
        }
        // Only a draft with list fields has anything more to check: an import checks a
        // million drafts, most of them without, and need not build a memo for each.
        if !draft.depends.isEmpty || draft.parent != nil || !draft.annotations.isEmpty || !draft.extra.isEmpty,
           let problem = MemoFieldRules.problem(in: Memo(draft, id: 0, uuid: draft.uuid ?? "", now: Timestamp(secondsSince1970: 0))) {
            throw MemoStoreError.invalidField(name: problem.field, reason: problem.reason)
        }
    }

    /// A context's name that `MemoContext` takes, as `MemoStoreError.invalidField("context", …)`.
    public static func check(_ context: MemoContext) throws {
        if let problem = MemoContext.problem(withName: context.name) {
            throw MemoStoreError.invalidField(name: "context", reason: problem)
        }
    }

    /// A user name within its limits; a name of spaces is as empty as one of nothing.
    public static func checkUserName(_ name: String) throws {
        if let problem = MemoLimits.problem(withUserName: name) {
            // A user name of spaces is as empty as one of nothing.
            throw MemoStoreError.invalidUserName(problem == .onlyWhitespace ? "empty" : problem.description)
        }
    }
}
