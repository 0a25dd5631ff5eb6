import MemoStore

/// Reads the filter words of `list` and `search` into a `MemoFilter`, as `task list` reads them.
///
/// - `+tag` / `-tag`: must have / must not have the tag.
/// - `project:NAME` (`pro:`, `proj:`): that project and its sub-projects.
/// - `pri:H|M|L` (`priority:`).
/// - `due:DATE`: due on that local day. `due.before:DATE` (also `.below`, `.under`) and
///   `due.after:DATE` (also `.above`, `.over`) are strict bounds: for a word naming an instant
///   (`2026-12-01T15:30`, `now`, `+5h`) the instant itself; for a day (`2026-12-01`,
///   `tomorrow`, `fri`, `+3d`) the whole day is outside both, so `due.before:tomorrow` is
///   "due today or earlier" as in Taskwarrior and `due.after:today` starts tomorrow; for
///   `eod`/`eow`/`eom`/`eoy` the period includes its last day, so `due.before:eow` takes in Sunday.
/// - `+overdue`: due before now; `+waiting`: only memos still waiting (Taskwarrior's virtual
///   tags, upper case accepted too); `-waiting`: hide them (the default for open memos).
/// - Taskwarrior's other virtual tags, in capitals (`VirtualTag`): `+DUE`, `+TODAY`,
///   `+TOMORROW`, `+WEEK`, `+MONTH` (due ranges), `+PENDING`, `+COMPLETED` (status),
///   `+TAGGED`, `+RECURRING` (and `-TAGGED`, `-RECURRING`); other capitals are refused.
///
/// Conditions are joined by AND (Taskwarrior's `and` may stand between them; `or`, `xor`,
/// `not` and parentheses are refused, not searched for); a repeated project or priority: the later word wins; due bounds
/// narrow each other. Every other word is an error naming it.
public enum FilterWords {
    /// The filter `words` describe on top of `status` (from `--all`/`--done`); `now` reads
    /// relative dates only. The filter's own `now` stays nil, so overdue and waiting are judged
    /// when the query runs, not when the words were read. Waiting memos are hidden for `.open` and included for `.done` and `.all`, unless the
    /// words say otherwise.
    public static func filter(
        from words: [String], status: MemoStatus = .open, now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) -> MemoFilter {
        let (filter, text) = try read(words, status: status, now: now, zone: zone, keepingText: false)
        assert(text.isEmpty)
        return filter
    }

    /// For `search`: the filter words among `words`, and the other words, in order, as the query.
    /// Words are text as `add` reads them (`WordShape`), and every word after `--` is text; a word
    /// shaped like an attribute (`foo:bar`) before it is still an error.
    public static func filterAndText(
        from words: [String], status: MemoStatus = .open, now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) -> (filter: MemoFilter, text: [String]) {
        try read(words, status: status, now: now, zone: zone, keepingText: true)
    }

    /// Whether `word` is plain text, which no filter word is (`milk`, `monthly`), so a command
    /// expecting a word of its own before the filter can name it instead of calling it a filter.
    public static func isPlainText(_ word: String) -> Bool {
        WordShape(word) == .text
    }

    // MARK: - Private

    /// Taskwarrior's filter operators but `and`, refused rather than searched for.
    private static let operators: Set<String> = ["or", "xor", "not", "(", ")"]

    private static func read(
        _ words: [String], status: MemoStatus, now: Timestamp, zone: LocalTimeZone, keepingText: Bool
    ) throws(TodoLanguageError) -> (MemoFilter, [String]) {
        var filter = MemoFilter(status: status, waiting: status == .open ? .hide : .include)
        var text: [String] = []
        var attributesEnded = false
        // `+PENDING`/`+COMPLETED` decide whether waiting memos show, unless a waiting word did.
        var hasStatusWord = false
        var hasWaitingWord = false
        for word in words where !word.isEmpty {
            if attributesEnded {
                text.append(word)
                continue
            }
            switch WordShape(word) {
            case .plus(let tag):
                if let virtual = try virtualTag(tag, word: word) {
                    hasWaitingWord = hasWaitingWord || virtual == .waiting
                    try apply(virtual, word: word, to: &filter, hasStatusWord: &hasStatusWord, now: now, zone: zone)
                } else {
                    filter.requiredTags.insert(try AttributeValues.tag(tag, word: word, refusingReserved: false))
                }
            case .minus(let tag):
                switch try virtualTag(tag, word: word) {
                case nil: filter.excludedTags.insert(try AttributeValues.tag(tag, word: word, refusingReserved: false))
                case .waiting?:
                    filter.waiting = .hide
                    hasWaitingWord = true
                case .tagged?: filter.isTagged = false
                case .recurring?: filter.isRecurring = false
                case .active?: filter.isActive = false
                case .annotated?: filter.isAnnotated = false
                case .blocked?: filter.isBlocked = false
                case .blocking?: filter.isBlocking = false
                case .parent?: filter.isParent = false
                case .child?: filter.isChild = false
                case _?: throw TodoLanguageError(word: word, reason: .unsupportedFilter)
                }
            case .attribute(let name, let value):
                do {
                    try apply(name: name, value: value, word: word, to: &filter, now: now, zone: zone)
                } catch where error.reason == .unknownFilter && keepingText {
                    throw TodoLanguageError(word: word, reason: .unknownSearchFilter)
                }
            case .endOfAttributes where keepingText:
                attributesEnded = true
            case .text where word.lowercased() == "and":
                continue  // what filter words do anyway, as Taskwarrior's `and`
            case .text where Self.operators.contains(word.lowercased()):
                throw TodoLanguageError(word: word, reason: .filterOperator)
            case .text where keepingText:
                text.append(word)
            case .text, .endOfAttributes:
                throw TodoLanguageError(word: word, reason: .unknownFilter)
            }
        }
        if hasStatusWord && !hasWaitingWord {
            filter.waiting = filter.status == .open ? .hide : .include
        }
        // A filter that asks about `until` shows expired memos (`--all` does too: `CommandReading`).
        if filter.untilFrom != nil || filter.untilBefore != nil {
            filter.includesExpired = true
        }
        return (filter, text)
    }

    /// The virtual tag `name` is; nil for a person's tag; an error for capitals todo does not know.
    private static func virtualTag(_ name: String, word: String) throws(TodoLanguageError) -> VirtualTag? {
        if let tag = VirtualTag(name: name) { return tag }
        if VirtualTag.isWrittenAsOne(name) { throw TodoLanguageError(word: word, reason: .unknownVirtualTag) }
        return nil
    }

    /// `+TAG` for the virtual tag `tag`. `+PENDING` and `+COMPLETED` choose the status unless
    /// `--done` or an earlier word chose the other one.
    private static func apply(
        _ tag: VirtualTag, word: String, to filter: inout MemoFilter, hasStatusWord: inout Bool, now: Timestamp,
        zone: LocalTimeZone
    ) throws(TodoLanguageError) {
        switch tag {
        case .overdue: filter.isOverdue = true
        case .waiting: filter.waiting = .only
        case .tagged: filter.isTagged = true
        case .recurring: filter.isRecurring = true
        case .active: filter.isActive = true
        case .annotated: filter.isAnnotated = true
        case .blocked: filter.isBlocked = true
        case .blocking: filter.isBlocking = true
        case .parent: filter.isParent = true
        case .child: filter.isChild = true
        case .pending, .completed:
            let status: MemoStatus = tag == .pending ? .open : .done
            // `--done` or an earlier status word chose the other status; the default open list did not.
            if filter.status != status && filter.status != .all && (hasStatusWord || filter.status == .done) {
                throw TodoLanguageError(word: word, reason: .conflictingStatus)
            }
            filter.status = status
            hasStatusWord = true
        case .due, .today, .tomorrow, .week, .month:
            guard let range = tag.dueRange(now: now, zone: zone), let from = LocalDays.start(of: range.from, in: zone),
                  let before = LocalDays.start(of: range.before, in: zone)
            else { throw TodoLanguageError(word: word, reason: .dateOutOfRange) }
            filter.dueFrom = max(filter.dueFrom ?? from, from)
            filter.dueBefore = min(filter.dueBefore ?? before, before)
        }
    }

    private static func apply(
        name: String, value: String, word: String, to filter: inout MemoFilter, now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let attribute: MemoField
        switch Attribute.match(parts[0]) {
        case .known(let known): attribute = known
        case .ambiguous: throw TodoLanguageError(word: word, reason: .ambiguousAttribute)
        case .unknown: throw TodoLanguageError(word: word, reason: .unknownFilter)
        }
        let modifier = parts.count > 1 ? parts[1] : nil
        guard modifier == nil || [.due, .scheduled, .until].contains(attribute) else {
            throw TodoLanguageError(word: word, reason: .unknownFilter)
        }
        guard let relation = DueBounds.Relation(modifier: modifier) else {
            throw TodoLanguageError(word: word, reason: .unknownFilter)
        }
        guard !value.isEmpty else { throw TodoLanguageError(word: word, reason: .missingValue) }
        switch attribute {
        case .project: filter.project = try AttributeValues.project(value, word: word)
        case .priority: filter.priority = try AttributeValues.priority(value, word: word)
        case .parent: filter.parent = try AttributeValues.memo(value, word: word)
        case .wait, .recur, .depends: throw TodoLanguageError(word: word, reason: .unsupportedFilter)
        case .title, .body, .done, .end, .start, .tags, .annotations, .extra: preconditionFailure("\(attribute) has no attribute name")
        case .due, .scheduled, .until:
            // due:, scheduled: and until: read alike: a day, or a moment with .before/.after.
            let date = try DateWords.value(value, now: now, zone: zone, word: word)
            guard let bounds = DueBounds(date, relation: relation, zone: zone) else {
                throw TodoLanguageError(word: word, reason: .dateOutOfRange)
            }
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
        }
    }
}
