/// What `modify` and `edit` change on one or more memos: every field left `.keep` stays.
public struct MemoPatch: Sendable, Hashable {
    /// What to do with one optional field.
    public enum Change<Value: Sendable & Hashable>: Sendable, Hashable {
        /// Leave the field as it is.
        case keep
        /// Set the field to this value.
        case set(Value)
        /// Clear the field (`due:` with nothing after it).
        case clear
    }

    /// A new title, or `nil` to keep it.
    public var title: String?
    /// A new body, or `nil` to keep it.
    public var body: String?
    /// The due date.
    public var due: Change<Timestamp>
    /// The wait date.
    public var wait: Change<Timestamp>
    /// The priority.
    public var priority: Change<Priority>
    /// The project.
    public var project: Change<String>
    /// The recurrence; the store refuses one on a memo left without a due date.
    public var recur: Change<Recurrence>
    /// Tags to add (`+tag`).
    public var addedTags: Set<String>
    /// Tags to remove (`-tag`).
    public var removedTags: Set<String>

    /// Creates a patch; with no arguments it changes nothing.
    public init(
        title: String? = nil, body: String? = nil, due: Change<Timestamp> = .keep, wait: Change<Timestamp> = .keep,
        priority: Change<Priority> = .keep, project: Change<String> = .keep, recur: Change<Recurrence> = .keep,
        addedTags: Set<String> = [], removedTags: Set<String> = []
    ) {
        self.title = title
        self.body = body
        self.due = due
        self.wait = wait
        self.priority = priority
        self.project = project
        self.recur = recur
        self.addedTags = addedTags
        self.removedTags = removedTags
    }

    /// Whether the patch changes nothing at all.
    public var isEmpty: Bool { self == MemoPatch() }

    /// `memo` with the patch applied (tags normalized); `updated` is left for the store to set.
    public func applied(to memo: Memo) -> Memo {
        var result = memo
        if let title { result.title = title }
        if let body { result.body = body }
        result.due = due.applied(to: memo.due)
        result.wait = wait.applied(to: memo.wait)
        result.priority = priority.applied(to: memo.priority)
        result.project = project.applied(to: memo.project)
        result.recur = recur.applied(to: memo.recur)
        if !addedTags.isEmpty || !removedTags.isEmpty {
            result.tags = MemoTags.normalized(memo.tags.filter { !removedTags.contains($0) } + addedTags)
        }
        return result
    }
}

extension MemoPatch.Change {
    /// The field's value after this change.
    public func applied(to value: Value?) -> Value? {
        switch self {
        case .keep: return value
        case .set(let newValue): return newValue
        case .clear: return nil
        }
    }
}
