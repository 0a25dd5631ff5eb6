/// Everything a stored memo keeps, in one place: `MemoLimits` for title, body, project and
/// tags, `recur` only with `due`, `MemoFieldRules` for the Taskwarrior fields. Both engines
/// check it on every write of a whole memo; a sync checks every memo it receives (from a hub
/// or a CalDAV server) with `problem(inArriving:)` before merging, as an import checks each
/// record, so whatever a store holds, `export` writes and `import` reads back.
public enum MemoRules {
    /// The first rule `memo` breaks, as the store's error; `nil` when it keeps them all.
    public static func problem(in memo: Memo) -> MemoStoreError? {
        if let problem = problem(
            title: memo.title, body: memo.body, project: memo.project, tags: memo.tags, hasRecur: memo.recur != nil, hasDue: memo.due != nil) {
            return problem
        }
        if let problem = MemoFieldRules.problem(in: memo) { return .invalidField(name: problem.field, reason: problem.reason) }
        return nil
    }

    /// The first rule these fields of a memo or draft break: `MemoLimits` for title, body,
    /// project and tags, and `recur` only with `due` (`MemoFieldRules` are the caller's, as
    /// a draft without Taskwarrior fields need not build a memo to be checked).
    public static func problem(
        title: String, body: String, project: String?, tags: [String], hasRecur: Bool, hasDue: Bool
    ) -> MemoStoreError? {
        if let problem = MemoLimits.problem(withTitle: title) { return .invalidTitle(problem.description) }
        if let problem = MemoLimits.problem(withBody: body) { return .invalidBody(problem.description) }
        if let project, let problem = MemoLimits.problem(withProject: project) {
            return .invalidField(name: "project", reason: problem.description)
        }
        if let problem = MemoLimits.problem(withTags: tags) { return .invalidField(name: "tags", reason: problem.description) }
        if hasRecur && !hasDue { return .invalidField(name: "recur", reason: "needs a due date") }
        return nil
    }

    /// The first rule a memo that arrives from elsewhere breaks: every rule of
    /// `problem(in:)`, and a uuid in its canonical lower-case form, as an import requires.
    public static func problem(inArriving memo: Memo) -> MemoStoreError? {
        guard MemoFieldRules.isUUID(memo.uuid) else { return .invalidField(name: "uuid", reason: "not a lower-case uuid") }
        return problem(in: memo)
    }
}
