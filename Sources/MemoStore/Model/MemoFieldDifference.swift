/// A field of a memo as its history names it, in the order a memo is shown.
public enum MemoField: Sendable, Hashable {
    /// The title.
    case title
    /// The body.
    case body
    /// Whether the memo is done.
    case done
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
    /// The dated notes.
    case annotations
    /// A Taskwarrior field todo has no column for, by name.
    case extra(String)

    /// The field's name as `show` and the edit form write it (`extra.NAME` for an extra field).
    public var name: String {
        switch self {
        case .title: return "title"
        case .body: return "body"
        case .done: return "done"
        case .due: return "due"
        case .wait: return "wait"
        case .scheduled: return "scheduled"
        case .until: return "until"
        case .start: return "start"
        case .priority: return "priority"
        case .project: return "project"
        case .tags: return "tags"
        case .recur: return "recur"
        case .depends: return "depends"
        case .annotations: return "annotations"
        case .extra(let name): return "extra." + name
        }
    }
}

/// The value of one field, typed, for a view to phrase: never a sentence.
public enum MemoFieldValue: Sendable, Hashable {
    /// A title, body, project, priority code or recurrence.
    case text(String)
    /// Whether the memo is done.
    case flag(Bool)
    /// A due, wait, scheduled, until or start moment.
    case moment(Timestamp)
    /// Tags, or the uuids a memo waits on.
    case names([String])
    /// Dated notes, oldest first.
    case annotations([MemoAnnotation])
    /// An extra field's JSON text, as it came.
    case json(String)
}

/// One field changed by one command: from what to what; `nil` is "none".
public struct MemoFieldDifference: Sendable, Hashable {
    /// The field.
    public let field: MemoField
    /// Its value before the command, `nil` when it had none.
    public let before: MemoFieldValue?
    /// Its value after the command, `nil` when it has none.
    public let after: MemoFieldValue?

    /// Creates a difference.
    public init(field: MemoField, before: MemoFieldValue?, after: MemoFieldValue?) {
        self.field = field
        self.before = before
        self.after = after
    }

    /// Every field whose value differs between `old` and `new` (a missing memo has no value
    /// in any field), in `MemoField` order, extra fields by name. `updated` and `created` are
    /// not fields a person changes, so they are never listed.
    public static func between(_ old: Memo?, _ new: Memo?) -> [MemoFieldDifference] {
        let before = values(of: old)
        let after = values(of: new)
        var result: [MemoFieldDifference] = []
        for field in fieldOrder(old, new) {
            let (from, to) = (before[field], after[field])
            if from != to { result.append(MemoFieldDifference(field: field, before: from, after: to)) }
        }
        return result
    }

    /// The value `memo` has in `field`; `nil` when it has none (empty text and lists count as none).
    public static func value(of field: MemoField, in memo: Memo) -> MemoFieldValue? {
        values(of: memo)[field]
    }

    // MARK: - Private

    private static func fieldOrder(_ old: Memo?, _ new: Memo?) -> [MemoField] {
        let extraNames = Set((old?.extra.keys.map { $0 } ?? []) + (new?.extra.keys.map { $0 } ?? [])).sorted()
        return [.title, .body, .done, .due, .wait, .scheduled, .until, .start, .priority, .project, .tags, .recur,
                .depends, .annotations] + extraNames.map(MemoField.extra)
    }

    /// The memo's fields that have a value; empty text and empty lists count as none.
    private static func values(of memo: Memo?) -> [MemoField: MemoFieldValue] {
        guard let memo else { return [:] }
        var values: [MemoField: MemoFieldValue] = [.title: .text(memo.title), .done: .flag(memo.isDone)]
        if !memo.body.isEmpty { values[.body] = .text(memo.body) }
        let moments: [(MemoField, Timestamp?)] = [
            (.due, memo.due), (.wait, memo.wait), (.scheduled, memo.scheduled), (.until, memo.until), (.start, memo.start),
        ]
        for (field, moment) in moments { if let moment { values[field] = .moment(moment) } }
        if let priority = memo.priority { values[.priority] = .text(priority.rawValue) }
        if let project = memo.project { values[.project] = .text(project) }
        if !memo.tags.isEmpty { values[.tags] = .names(memo.tags) }
        if let recur = memo.recur { values[.recur] = .text(recur.description) }
        if !memo.depends.isEmpty { values[.depends] = .names(memo.depends) }
        if !memo.annotations.isEmpty { values[.annotations] = .annotations(memo.annotations) }
        for (name, json) in memo.extra { values[.extra(name)] = .json(json) }
        return values
    }
}
