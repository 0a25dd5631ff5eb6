/// A field of a memo: the one description of a memo's fields that the model, drafts, patches,
/// differences, merges and the attribute words derive from, in the order a memo is shown.
///
/// What copies, compares, merges or patches fields walks `allCases` and switches over the
/// field without a `default`, so a new case is a compile error wherever it needs handling, and
/// `MemoFieldTests` round-trips every case through a draft, a memo, a patch and a difference.
/// `id`, `uuid`, `created` and `updated` are the store's, not fields a person changes.
public enum MemoField: String, Sendable, Hashable, CaseIterable {
    /// The title.
    case title
    /// The body.
    case body
    /// Whether the memo is done.
    case done
    /// When the memo was done.
    case end
    /// The due date.
    case due
    /// The wait date.
    case wait
    /// When work is planned to begin.
    case scheduled
    /// When the memo expires.
    case until
    /// When the memo was started.
    case start
    /// The priority.
    case priority
    /// The project.
    case project
    /// The tags.
    case tags
    /// The recurrence.
    case recur
    /// The uuids of the memos it waits on.
    case depends
    /// The uuid of the memo it is a step of (a subtask's parent).
    case parent
    /// The dated notes.
    case annotations
    /// The Taskwarrior fields todo has no column for, by name; each key is a field of its own
    /// to history and sync (`extra.NAME`).
    case extra

    /// How a sync merges the field when both sides changed it, and how a change that arrived by
    /// sync carries into the undo history.
    public enum MergeRule: Sendable {
        /// One value: the later side wins, the other is kept as a conflict.
        case value
        /// A set: what either side added stays; a removal removes only what that side had seen.
        case set
        /// A map whose keys merge as fields of their own.
        case keyed
    }

    /// The field's name: its key in `--json`, in `show` and the edit form, and in the history.
    public var name: String { rawValue }

    /// How the field merges.
    public var mergeRule: MergeRule {
        switch self {
        case .title, .body, .done, .end, .due, .wait, .scheduled, .until, .start, .priority, .project, .recur, .parent: return .value
        case .tags, .depends, .annotations: return .set
        case .extra: return .keyed
        }
    }

    /// The word `add` and `modify` set the field with (`due:DATE`), `nil` when no `NAME:VALUE`
    /// word sets it (tags have `+tag`, start its command).
    public var attributeName: String? {
        isAttribute ? rawValue : nil
    }

    /// Whether a `NAME:VALUE` word sets the field (`attributeName` is not `nil`).
    public var isAttribute: Bool {
        switch self {
        case .due, .wait, .scheduled, .until, .priority, .project, .recur, .depends, .parent: return true
        case .title, .body, .done, .end, .start, .tags, .annotations, .extra: return false
        }
    }

    /// The short form a person types for `attributeName` (`pri`, `pro`), when it has one worth naming.
    public var attributeShortName: String? {
        switch self {
        case .priority: return "pri"
        case .project: return "pro"
        default: return nil
        }
    }

    /// The fields an `add` or `modify` word sets, in `allCases` order.
    public static var attributes: [MemoField] { allCases.filter(\.isAttribute) }

    /// The field `name` names; `nil` for a name no field has (`extra.NAME` included).
    public init?(name: String) {
        self.init(rawValue: name)
    }
}
