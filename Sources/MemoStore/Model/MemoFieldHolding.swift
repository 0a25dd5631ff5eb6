/// What holds a value in every `MemoField`: a memo, and a draft of one.
///
/// The requirements are the fields' stored properties; `subscript(_:)` reaches them by field,
/// so code that copies or compares fields walks `MemoField.allCases` instead of naming each.
public protocol MemoFieldHolding {
    /// The title.
    var title: String { get set }
    /// The body.
    var body: String { get set }
    /// Whether the memo is done.
    var isDone: Bool { get set }
    /// When the memo was done.
    var end: Timestamp? { get set }
    /// The due date.
    var due: Timestamp? { get set }
    /// The wait date.
    var wait: Timestamp? { get set }
    /// When work is planned to begin.
    var scheduled: Timestamp? { get set }
    /// When the memo expires.
    var until: Timestamp? { get set }
    /// When the memo was started.
    var start: Timestamp? { get set }
    /// The priority.
    var priority: Priority? { get set }
    /// The project.
    var project: String? { get set }
    /// The tags.
    var tags: [String] { get set }
    /// The recurrence.
    var recur: Recurrence? { get set }
    /// The uuids of the memos it waits on.
    var depends: [String] { get set }
    /// The uuid of the memo it is a step of.
    var parent: String? { get set }
    /// The dated notes.
    var annotations: [MemoAnnotation] { get set }
    /// The extra fields.
    var extra: [String: String] { get set }
}

extension MemoFieldHolding {
    /// The value held in `field`. Setting stores it as given (tags and dependencies are not
    /// sorted here); setting a value of another field's kind is a programming error.
    public subscript(field: MemoField) -> MemoFieldContent {
        get {
            switch field {
            case .title: return .text(title)
            case .body: return .text(body)
            case .done: return .flag(isDone)
            case .end: return .moment(end)
            case .due: return .moment(due)
            case .wait: return .moment(wait)
            case .scheduled: return .moment(scheduled)
            case .until: return .moment(until)
            case .start: return .moment(start)
            case .priority: return .priority(priority)
            case .project: return .name(project)
            case .tags: return .names(tags)
            case .recur: return .recurrence(recur)
            case .depends: return .names(depends)
            case .parent: return .name(parent)
            case .annotations: return .annotations(annotations)
            case .extra: return .extra(extra)
            }
        }
        set {
            switch field {
            case .title: title = newValue.textValue
            case .body: body = newValue.textValue
            case .done: isDone = newValue.flagValue
            case .end: end = newValue.momentValue
            case .due: due = newValue.momentValue
            case .wait: wait = newValue.momentValue
            case .scheduled: scheduled = newValue.momentValue
            case .until: until = newValue.momentValue
            case .start: start = newValue.momentValue
            case .priority: priority = newValue.priorityValue
            case .project: project = newValue.nameValue
            case .tags: tags = newValue.namesValue
            case .recur: recur = newValue.recurrenceValue
            case .depends: depends = newValue.namesValue
            case .parent: parent = newValue.nameValue
            case .annotations: annotations = newValue.annotationsValue
            case .extra: extra = newValue.extraValue
            }
        }
    }

    /// Gives every field the value `source` holds in it.
    public mutating func copyFields(from source: some MemoFieldHolding) {
        for field in MemoField.allCases { self[field] = source[field] }
    }

    /// Whether every field holds the same value as in `other`.
    public func hasSameFields(as other: some MemoFieldHolding) -> Bool {
        MemoField.allCases.allSatisfy { holdsSameValue(in: $0, as: other) }
    }

    // MARK: - Private

    // Property to property, without boxing values in `MemoFieldContent`: `==` runs on every
    // memo a sync or a stream compares.
    private func holdsSameValue(in field: MemoField, as other: some MemoFieldHolding) -> Bool {
        switch field {
        case .title: return title == other.title
        case .body: return body == other.body
        case .done: return isDone == other.isDone
        case .end: return end == other.end
        case .due: return due == other.due
        case .wait: return wait == other.wait
        case .scheduled: return scheduled == other.scheduled
        case .until: return until == other.until
        case .start: return start == other.start
        case .priority: return priority == other.priority
        case .project: return project == other.project
        case .tags: return tags == other.tags
        case .recur: return recur == other.recur
        case .depends: return depends == other.depends
        case .parent: return parent == other.parent
        case .annotations: return annotations == other.annotations
        case .extra: return extra == other.extra
        }
    }
}
