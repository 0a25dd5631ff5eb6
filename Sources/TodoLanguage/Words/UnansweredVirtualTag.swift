/// Taskwarrior 2.6's virtual tags whose meaning todo's memos cannot give: a filter naming one
/// is refused with the reason, rather than answered with a guess.
enum UnansweredVirtualTag: String, CaseIterable, Sendable {
    /// A task with a user-defined attribute, told apart from an orphan by `uda.*` settings.
    case uda = "UDA"
    /// A task with an attribute no `uda.*` setting declares.
    case orphan = "ORPHAN"
    /// The task with Taskwarrior's highest working-set id.
    case latest = "LATEST"
    /// A recurring task's template.
    case template = "TEMPLATE"
    /// A task made from a recurring template.
    case instance = "INSTANCE"

    /// Why todo cannot answer the tag, and what comes nearest.
    var reason: String {
        switch self {
        case .uda, .orphan:
            "todo keeps Taskwarrior's user-defined and unknown attributes together (extra in --json), without the "
                + "uda.* settings that tell them apart"
        case .latest:
            "todo's ids are never reused nor renumbered; todo newest --limit 1 shows the memo added last"
        case .template, .instance:
            "todo keeps no recurring templates: each occurrence is a memo, the last carrying the recurrence "
                + "(+RECURRING)"
        }
    }
}
