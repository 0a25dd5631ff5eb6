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
    /// When the memo was started: set by `start`, cleared by `stop`.
    public var start: Change<Timestamp> = .keep
    /// When work on the memo is planned to begin.
    public var scheduled: Change<Timestamp> = .keep
    /// When the memo expires.
    public var until: Change<Timestamp> = .keep
    /// Annotations to add after the memo's own (`annotate`).
    public var addedAnnotations: [MemoAnnotation] = []
    /// The text of an annotation to remove (`denotate`): the one with exactly this text, else
    /// the oldest that contains it.
    public var removedAnnotation: String?
    /// The user's memos to wait on (`depends:3,4`, or a uuid); the store turns them into uuids.
    public var addedDependencies: [MemoIdentifier] = []
    /// Memos no longer waited on (`depends:-3`, or `-` and a uuid).
    public var removedDependencies: [MemoIdentifier] = []
    /// Whether every dependency goes first (`depends:` with nothing after it).
    public var clearsDependencies = false
    /// The parent (`parent:3`, `parent:` clears it); the store resolves the reference and
    /// refuses a cycle.
    public var parent: Change<MemoIdentifier> = .keep
    /// Text added at the end of the title, after a space (`append`).
    public var appendedText: String?
    /// Text added at the start of the title, before a space (`prepend`).
    public var prependedText: String?
    /// Taskwarrior's `/from/to/[g]`, made in the title and the annotations before the rest.
    public var substitution: TextSubstitution?

    /// Every annotation, replacing the memo's own before `removedAnnotation` and
    /// `addedAnnotations` apply (the edit form); `nil` keeps them.
    public var annotations: [MemoAnnotation]?
    /// Every extra field, replacing the memo's own (the edit form); `nil` keeps them.
    public var extra: [String: String]?
    /// Whether a `start` set replaces the moment a started memo was started at (the edit
    /// form), instead of keeping it as `start` does.
    public var movesStart = false

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
        var memo = memo
        if let substitution {
            (memo.title, memo.annotations) = substitution.applied(title: memo.title, annotations: memo.annotations)
        }
        var result = memo
        for field in MemoField.allCases { apply(field, from: memo, to: &result) }
        return result
    }

    /// Makes the patch give `field` the value `content` on `memo` (`nil`: a memo not known yet,
    /// so no tag is removed): an optional value of `nil` clears; tags become what to add and
    /// remove; a start moves. `done`, `end` and `depends` are left alone: done is its own command, and
    /// dependencies are given by id, which only the store can look up.
    public mutating func set(_ field: MemoField, to content: MemoFieldContent, onto memo: Memo?) {
        switch field {
        case .title: title = content.textValue
        case .body: body = content.textValue
        case .due: due = Self.change(content.momentValue)
        case .wait: wait = Self.change(content.momentValue)
        case .scheduled: scheduled = Self.change(content.momentValue)
        case .until: until = Self.change(content.momentValue)
        case .start:
            start = Self.change(content.momentValue)
            movesStart = true
        case .priority: priority = Self.change(content.priorityValue)
        case .project: project = Self.change(content.nameValue)
        case .recur: recur = Self.change(content.recurrenceValue)
        case .tags:
            addedTags = Set(content.namesValue)
            removedTags = Set(memo?.tags ?? []).subtracting(content.namesValue)
        case .annotations: annotations = content.annotationsValue
        case .extra: extra = content.extraValue
        case .parent: parent = content.nameValue.map { .set(.uuid($0)) } ?? .clear
        case .done, .end, .depends: break
        }
    }

    /// What the history calls a command that applies this patch and asked to be recorded as
    /// `kind`: `edit` when the command is an edit; a `modify` that only starts, stops,
    /// annotates or denotates is named for that (`start`, `stop`, `annotate`, `denotate`);
    /// else `kind`. (A modify that changes the title stays a modify.)
    public func changeKind(askedAs kind: MemoChangeKind) -> MemoChangeKind {
        guard kind == .modify else { return kind }
        var rest = self
        rest.start = .keep
        if rest.isEmpty, case .set = start { return .start }
        if rest.isEmpty, case .clear = start { return .stop }
        rest = self
        rest.addedAnnotations = []
        if rest.isEmpty, !addedAnnotations.isEmpty { return .annotate }
        rest = self
        rest.removedAnnotation = nil
        if rest.isEmpty, removedAnnotation != nil { return .denotate }
        return .modify
    }

    /// Why applying this patch to `memo` (giving `result`) is refused: a done memo started
    /// (a usage error), or no annotation matching the one to remove (not found); `nil` when it
    /// may be applied.
    public func problem(applyingTo memo: Memo, giving result: Memo) -> MemoStoreError? {
        if case .set = start, memo.isDone {
            return .invalidField(name: "start", reason: "#\(memo.id) is done; undone it first")
        }
        if let removedAnnotation, result.annotations.count == (annotations ?? memo.annotations).count + addedAnnotations.count {
            return .annotationNotFound(id: memo.id, text: removedAnnotation)
        }
        return nil
    }

    // MARK: - Private

    /// Applies what the patch says of `field` to `result`, reading the values it keeps from `memo`.
    private func apply(_ field: MemoField, from memo: Memo, to result: inout Memo) {
        switch field {
        case .title:
            if let title { result.title = title }
            if let prependedText { result.title = prependedText + " " + result.title }
            if let appendedText { result.title += " " + appendedText }
        case .body:
            if let body { result.body = body }
        case .done, .end, .depends, .parent:
            break  // done (and when) is its own command; dependencies and parents come by id, which the store resolves
        case .due: result.due = due.applied(to: memo.due)
        case .wait: result.wait = wait.applied(to: memo.wait)
        case .scheduled: result.scheduled = scheduled.applied(to: memo.scheduled)
        case .until: result.until = until.applied(to: memo.until)
        case .start:
            // Starting a started memo keeps the moment it was first started, as Taskwarrior does.
            result.start = memo.start != nil && start != .clear && !movesStart ? memo.start : start.applied(to: memo.start)
        case .priority: result.priority = priority.applied(to: memo.priority)
        case .project: result.project = project.applied(to: memo.project)
        case .recur: result.recur = recur.applied(to: memo.recur)
        case .tags:
            if !addedTags.isEmpty || !removedTags.isEmpty {
                result.tags = MemoTags.normalized(memo.tags.filter { !removedTags.contains($0) } + addedTags)
            }
        case .annotations:
            applyAnnotations(to: &result)
        case .extra:
            if let extra { result.extra = extra }
        }
    }

    private func applyAnnotations(to result: inout Memo) {
        if let annotations { result.annotations = annotations }
        if let removedAnnotation {
            let index = result.annotations.firstIndex { $0.description == removedAnnotation }
                ?? result.annotations.firstIndex { $0.description.contains(removedAnnotation) }
            if let index { result.annotations.remove(at: index) }
        }
        for var annotation in addedAnnotations {
            // Taskwarrior keys annotations by their second: each gets one of its own.
            if let last = result.annotations.last, annotation.entry <= last.entry {
                annotation.entry = Timestamp(secondsSince1970: last.entry.secondsSince1970 + 1)
            }
            result.annotations.append(annotation)
        }
    }

    private static func change<Value>(_ value: Value?) -> Change<Value> {
        value.map { .set($0) } ?? .clear
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
