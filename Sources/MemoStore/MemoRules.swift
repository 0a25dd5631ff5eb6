/// Everything a stored memo keeps, in one place: `MemoLimits` for title, body, project and
/// tags, `recur` only with `due`, `MemoFieldRules` for the Taskwarrior fields. Both engines
/// check it on every write of a whole memo; a sync checks every memo it receives (from a hub
/// or a CalDAV server) with `problem(inArriving:)` before merging, as an import checks each
/// record, so whatever a store holds, `export` writes and `import` reads back.
public enum MemoRules {
    /// The first rule `memo` breaks, as the store's error; `nil` when it keeps them all.
    public static func problem(in memo: Memo) -> MemoStoreError? {
        if let problem = MemoLimits.problem(withTitle: memo.title) { return .invalidTitle(problem.description) }
        if let problem = MemoLimits.problem(withBody: memo.body) { return .invalidBody(problem.description) }
        if let project = memo.project, let problem = MemoLimits.problem(withProject: project) {
            return .invalidField(name: "project", reason: problem.description)
        }
        if let problem = MemoLimits.problem(withTags: memo.tags) { return .invalidField(name: "tags", reason: problem.description) }
        if memo.recur != nil && memo.due == nil { return .invalidField(name: "recur", reason: "needs a due date") }
        if let problem = MemoFieldRules.problem(in: memo) { return .invalidField(name: problem.field, reason: problem.reason) }
        return nil
    }

    /// The first rule a memo that arrives from elsewhere breaks: every rule of
    /// `problem(in:)`, and a uuid in its canonical lower-case form, as an import requires.
    public static func problem(inArriving memo: Memo) -> MemoStoreError? {
        guard MemoFieldRules.isUUID(memo.uuid) else { return .invalidField(name: "uuid", reason: "not a lower-case uuid") }
        return problem(in: memo)
    }
}
