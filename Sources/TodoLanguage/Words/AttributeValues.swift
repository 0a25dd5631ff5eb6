import MemoStore

/// Reads the value of one attribute, with the error that names the word it came from.
enum AttributeValues {
    /// The value `value` gives `field`, an attribute other than `depends` and `parent` (whose
    /// ids only the store can turn into uuids): none when `value` is empty (`due:` clears).
    static func content(
        of field: MemoField, _ value: String, word: String, now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) -> MemoFieldContent {
        let clear = value.isEmpty
        switch field {
        case .due, .wait, .scheduled, .until, .start:
            return .moment(clear ? nil : try DateWords.value(value, now: now, zone: zone, word: word).moment(for: field, in: zone))
        case .priority: return .priority(clear ? nil : try priority(value, word: word))
        case .project: return .name(clear ? nil : try project(value, word: word))
        case .recur: return .recurrence(clear ? nil : try recurrence(value, word: word))
        case .title, .body, .done, .end, .tags, .depends, .parent, .annotations, .extra:
            preconditionFailure("\(field) is not read from one attribute word")
        }
    }

    static func priority(_ value: String, word: String) throws(TodoLanguageError) -> Priority {
        guard let priority = Priority(code: value) else { throw TodoLanguageError(word: word, reason: .badPriority) }
        return priority
    }

    static func project(_ value: String, word: String) throws(TodoLanguageError) -> String {
        if let problem = MemoLimits.problem(withProject: value) {
            throw TodoLanguageError(word: word, reason: problem == .empty ? .missingValue : .badProject(problem))
        }
        return value
    }

    /// A tag to add or remove; the names filters read as virtual tags (`+overdue`, `+active`,
    /// `+TODAY`) are refused when `refusingReserved`.
    static func tag(_ value: String, word: String, refusingReserved: Bool = true) throws(TodoLanguageError) -> String {
        if let problem = MemoLimits.problem(withTag: value) {
            throw TodoLanguageError(word: word, reason: problem == .empty ? .missingValue : .badTag(problem))
        }
        if refusingReserved, VirtualTag(name: value) != nil {
            throw TodoLanguageError(word: word, reason: .reservedTag)
        }
        return value
    }

    static func recurrence(_ value: String, word: String) throws(TodoLanguageError) -> Recurrence {
        guard let recurrence = Recurrence(value) else { throw TodoLanguageError(word: word, reason: .badRecurrence) }
        return recurrence
    }

    /// A memo named by its id (`3`, `#3`) or its uuid, as `parent:` names one.
    static func memo(_ value: String, word: String) throws(TodoLanguageError) -> MemoIdentifier {
        if let id = MemoIDText.parse(value) { return .id(id) }
        let uuid = value.lowercased()
        guard MemoFieldRules.isUUID(uuid) else { throw TodoLanguageError(word: word, reason: .badID) }
        return .uuid(uuid)
    }

    /// `depends:`'s memos, `3,4,#5` or uuids, each marked as added or (`-3`) removed.
    static func dependencies(_ value: String, word: String) throws(TodoLanguageError) -> (added: [MemoIdentifier], removed: [MemoIdentifier]) {
        var added: [MemoIdentifier] = []
        var removed: [MemoIdentifier] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
            let isRemoval = part.hasPrefix("-")
            let memo = try memo(String(isRemoval ? part.dropFirst() : part), word: word)
            if isRemoval { removed.append(memo) } else { added.append(memo) }
        }
        return (added, removed)
    }
}
