import MemoStore

extension FilterWordReader {
    /// `NAME:VALUE` or `NAME.MODIFIER:VALUE`. The plain forms todo has always read (`project:`,
    /// `pri:`, `due:`, `due.before:`, …) set the filter's own fields; Taskwarrior's other
    /// modifiers become terms of its expression. `NAME:` with no value is `NAME.none:`, as
    /// Taskwarrior reads it (`project:` is every memo without a project).
    mutating func apply(name: String, value: String, word: String) throws(TodoLanguageError) {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        // Whose memos: not a field of the memo, so not one of its attribute names.
        if parts == ["owner"] {
            guard !value.isEmpty else { throw TodoLanguageError(word: word, reason: .missingValue) }
            filter.owner = value
            return
        }
        // One memo's children (`parent:ID`, an id or a uuid); Taskwarrior has no modifier for it.
        if parts == ["parent"] {
            guard !value.isEmpty else { throw TodoLanguageError(word: word, reason: .missingValue) }
            filter.parent = try AttributeValues.memo(value, word: word)
            return
        }
        // A memo's uuid, whole or its start, from the left as Taskwarrior's `uuid:` matches
        // (`uuid:8ad2`); `uuid.not:` every other memo. Its other modifiers are not taken.
        if parts[0] == "uuid", parts.count == 1 || parts[1] == "not" {
            guard !value.isEmpty else { throw TodoLanguageError(word: word, reason: .missingValue) }
            let start = value.lowercased()
            guard MemoFieldRules.isUUIDPrefix(start, shortest: 1) else { throw TodoLanguageError(word: word, reason: .badUUID) }
            add(parts.count == 1 ? .term(.uuid(start)) : .not(.term(.uuid(start))))
            return
        }
        guard let attribute = FilterAttribute(matching: parts[0]) else {
            if case .ambiguous = Attribute.match(parts[0]) { throw TodoLanguageError(word: word, reason: .ambiguousAttribute) }
            throw TodoLanguageError(word: word, reason: .unknownFilter)
        }
        var modifier: FilterAttribute.Modifier?
        if parts.count > 1 {
            guard let known = FilterAttribute.Modifier(parts[1]) else { throw TodoLanguageError(word: word, reason: .unknownFilter) }
            modifier = known
        }
        // Taskwarrior's empty value (`project:`, `due:`, `tags:`) asks for memos without one, as `.none` does.
        if modifier == nil, value.isEmpty, attribute.termField != nil {
            modifier = FilterAttribute.Modifier.none
        }
        if modifier?.isValueless == true {
            guard value.isEmpty else { throw TodoLanguageError(word: word, reason: .unknownFilter) }
        } else if value.isEmpty {
            throw TodoLanguageError(word: word, reason: .missingValue)
        }
        switch (attribute, modifier) {
        case (.project, nil): filter.project = try AttributeValues.project(value, word: word)
        case (.priority, nil), (.priority, .isEqual?): filter.priority = try AttributeValues.priority(value, word: word)
        case (.status, nil), (.status, .isEqual?): try applyStatus(value, word: word)
        case (.recur, nil), (.depends, nil): throw TodoLanguageError(word: word, reason: .unsupportedFilter)
        case (.due, nil), (.due, .before?), (.due, .after?), (.scheduled, nil), (.scheduled, .before?),
             (.scheduled, .after?), (.until, nil), (.until, .before?), (.until, .after?):
            let bounds = try dateBounds(value, modifier: modifier, field: attribute, word: word)
            switch attribute {
            case .scheduled:
                if let from = bounds.from { filter.scheduledFrom = max(filter.scheduledFrom ?? from, from) }
                if let before = bounds.before { filter.scheduledBefore = min(filter.scheduledBefore ?? before, before) }
            case .until:
                if let from = bounds.from { filter.untilFrom = max(filter.untilFrom ?? from, from) }
                if let before = bounds.before { filter.untilBefore = min(filter.untilBefore ?? before, before) }
            default:
                if let from = bounds.from { filter.dueFrom = max(filter.dueFrom ?? from, from) }
                if let before = bounds.before { filter.dueBefore = min(filter.dueBefore ?? before, before) }
            }
        default:
            add(try expression(attribute, modifier, value, word: word))
        }
    }

    // MARK: - Private

    /// The term a modified attribute word stands for.
    private func expression(
        _ attribute: FilterAttribute, _ modifier: FilterAttribute.Modifier?, _ value: String, word: String
    ) throws(TodoLanguageError) -> MemoFilterExpression {
        switch modifier {
        case .none?, .any?:
            guard let field = attribute.termField else { throw TodoLanguageError(word: word, reason: .unknownFilter) }
            return Self.presence(of: field, modifier == .any)
        case .isNot?: return .not(try positive(attribute, .isEqual, value, word: word))
        case .negated?:
            // Not what the plain word selects: for a project, it and its sub-projects.
            guard attribute == .project else {
                return .not(try positive(attribute, attribute == .description ? nil : .isEqual, value, word: word))
            }
            var leaf = MemoFilter.everyMemo
            leaf.project = try AttributeValues.project(value, word: word)
            return .not(.filter(leaf))
        case .hasNot?: return .not(try positive(attribute, .has, value, word: word))
        case .noWord?: return .not(try positive(attribute, .word, value, word: word))
        default: return try positive(attribute, modifier, value, word: word)
        }
    }

    /// The term of an attribute word whose modifier asserts (not `.isnt`, `.not`, `.hasnt`, `.noword`).
    private func positive(
        _ attribute: FilterAttribute, _ modifier: FilterAttribute.Modifier?, _ value: String, word: String
    ) throws(TodoLanguageError) -> MemoFilterExpression {
        let unknown = TodoLanguageError(word: word, reason: .unknownFilter)
        switch attribute {
        case .description, .project:
            let match: MemoTextMatch
            switch modifier {
            // Taskwarrior's plain `description:` matches the start, as its `project:` does.
            case nil, .startsWith?: match = .startsWith
            case .isEqual?: match = .equals
            case .has?: match = .contains
            case .endsWith?: match = .endsWith
            case .word?: match = .word
            default: throw unknown
            }
            guard attribute == .description else { return .term(.text(.project, match, value)) }
            // Taskwarrior reads the annotations too, but for `.is:` and a plain `description:`.
            return .term(modifier == nil || match == .equals ? .text(.description, match, value) : .described(match, value))
        case .priority:
            let priority = try AttributeValues.priority(value, word: word)
            let ranks: [Priority?]
            switch modifier {
            case .isEqual?: ranks = [priority]
            case .before?: ranks = [nil] + Priority.allCases.filter { $0.rank < priority.rank }
            case .after?: ranks = Priority.allCases.filter { $0.rank > priority.rank }
            default: throw unknown
            }
            return .or(ranks.map { rank in
                guard let rank else { return .not(.term(.present(.priority))) }
                var leaf = MemoFilter.everyMemo
                leaf.priority = rank
                return .filter(leaf)
            })
        case .tags:
            guard [.isEqual, .has, .word].contains(modifier) else { throw unknown }
            let tag = try AttributeValues.tag(value, word: word, refusingReserved: false)
            // `.has` (and `.hasnt`) match within a tag, as Taskwarrior's do: `tags.has:home`
            // holds for +homework; `.is` and `.word` take the whole tag.
            if modifier == .has { return .term(.tagContaining(tag)) }
            var leaf = MemoFilter.everyMemo
            leaf.requiredTags = [tag]
            return .filter(leaf)
        case .status:
            guard modifier == .isEqual else { throw unknown }
            var reader = FilterWordReader(.everyMemo, now: now, zone: zone)
            try reader.applyStatus(value, word: word)
            return .filter(reader.finished())
        case .due, .wait, .scheduled, .until, .entry, .end, .modified, .start:
            guard let field = attribute.termField else { throw unknown }
            let bounds = try dateBounds(value, modifier: modifier, field: attribute, word: word)
            return .term(.date(field, from: bounds.from, before: bounds.before))
        case .recur, .depends:
            throw unknown
        }
    }

    /// The range a date word stands for under `modifier`: its day (none, `.is` with a day), the
    /// second it names (`.is` with a time), before or after it (as `DueBounds` reads them), or
    /// by it (`.by`: up to the moment, or through the day).
    /// After a day is after its end for `due` and `until`, whose days last to their end (a memo
    /// due on a day is not due after it); for the other dates after its first moment, as
    /// Taskwarrior reads it: `end.after:today` is what was done today.
    private func dateBounds(
        _ value: String, modifier: FilterAttribute.Modifier?, field: FilterAttribute, word: String
    ) throws(TodoLanguageError) -> (from: Timestamp?, before: Timestamp?) {
        let date = try DateWords.value(value, now: now, zone: zone, word: word)
        let relation: DueBounds.Relation
        switch modifier {
        case nil, .isEqual?, .by?: relation = .on
        case .before?: relation = .before
        case .after? where field == .due || field == .until: relation = .after
        case .after?: relation = .afterStart
        default: throw TodoLanguageError(word: word, reason: .unknownFilter)
        }
        guard let bounds = DueBounds(date, relation: relation, zone: zone) else {
            throw TodoLanguageError(word: word, reason: .dateOutOfRange)
        }
        // With a time, `.is` is that very second (`due.is:2026-12-01T15:00`), as Taskwarrior
        // reads it; with a day it stays the whole day, as a bare date is everywhere in todo.
        if modifier == .isEqual, date.kind == .moment {
            return (date.moment, Timestamp(secondsSince1970: date.moment.secondsSince1970 + 1))
        }
        if modifier == .by {
            if date.kind == .moment { return (nil, Timestamp(secondsSince1970: date.moment.secondsSince1970 + 1)) }
            return (nil, bounds.before)
        }
        return (bounds.from, bounds.before)
    }
}
