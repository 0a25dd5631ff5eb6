import MemoStore

/// Reads filter words one at a time into a `MemoFilter`: what every word of `FilterWords`
/// means on its own, whether the words are joined by AND or are the operands of `or`/`xor`/`not`.
struct FilterWordReader {
    /// The filter read so far.
    var filter: MemoFilter
    let now: Timestamp
    let zone: LocalTimeZone

    init(_ filter: MemoFilter, now: Timestamp, zone: LocalTimeZone) {
        self.filter = filter
        self.now = now
        self.zone = zone
    }

    /// Whether ids (`3`, `1-3`, `3,5`) and uuids (whole, or their first eight characters or
    /// more) are filter words, as in Taskwarrior's `task list 1-3` and `task 8ad2e3db done`;
    /// for a search they are text to look for.
    var readsIDs = false

    /// Applies `word`; false when it is plain text, which no filter word is.
    mutating func read(_ word: String) throws(TodoLanguageError) -> Bool {
        // Eight digits or more are a uuid's start before an id, as Taskwarrior reads them
        // (`#12345678` is the id).
        if readsIDs, case let lowered = word.lowercased(), MemoFieldRules.isUUIDPrefix(lowered) {
            uuidPrefixes.append(lowered)
            return true
        }
        if readsIDs, let ranges = MemoIDText.ranges(in: word) {
            idRanges += ranges
            return true
        }
        if readsIDs, MemoIDText.exceedsRangeLength(word) { throw TodoLanguageError(word: word, reason: .rangeTooLong) }
        if let pattern = Self.pattern(in: word) {
            if MemoPattern.nestsRepetition(pattern) { throw TodoLanguageError(word: word, reason: .nestedRepetition) }
            guard MemoPattern(pattern) != nil else { throw TodoLanguageError(word: word, reason: .badPattern) }
            add(.term(.regex(pattern)))
            return true
        }
        switch Self.shape(of: word) {
        case .plus(let tag):
            if let virtual = try Self.virtualTag(tag, word: word) {
                hasWaitingWord = hasWaitingWord || virtual == .waiting
                try apply(virtual, word: word)
            } else {
                filter.requiredTags.insert(try AttributeValues.tag(tag, word: word, refusingReserved: false))
            }
        case .minus(let tag):
            // `-pri:H` reads as Taskwarrior's "not pri:H", which it is not: a tag of that name.
            if let colon = tag.firstIndex(of: ":"), Self.namesAttribute(tag[..<colon]) {
                throw TodoLanguageError(word: word, reason: .negatedAttribute)
            }
            switch try Self.virtualTag(tag, word: word) {
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
            try apply(name: name, value: value, word: word)
        case .text where Self.isAttributeOperator(word):
            throw TodoLanguageError(word: word, reason: .attributeOperator)
        case .text, .endOfAttributes:
            return false
        }
        return true
    }

    /// Whether `word` is an attribute, one of Taskwarrior's operators and a value (`due<eow`,
    /// `project!=home`, `urgency>10`): searched for as text, it silently matched nothing.
    /// Without a value after the operator it is a word (`Wait!`).
    static func isAttributeOperator(_ word: String) -> Bool {
        let isOperator = { (character: Character) in "<>=!~".contains(character) }
        guard let index = word.firstIndex(where: isOperator), index > word.startIndex,
              word[index...].contains(where: { !isOperator($0) }) else { return false }
        let name = word[..<index]
        return namesAttribute(name) || ["urgency", "id", "uuid"].contains(name.lowercased())
    }

    /// Whether `text` names a filter attribute, with or without a modifier (`pri`, `project.is`,
    /// `Due.before`): what comes before the operator of `isAttributeOperator`, or the colon of
    /// a `-` word that is no tag.
    private static func namesAttribute(_ text: Substring) -> Bool {
        let name = text.lowercased().split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return FilterAttribute(matching: String(name)) != nil
    }

    /// The filter with what its words decide together: `+PENDING`/`+COMPLETED` decide whether
    /// waiting memos show, unless a waiting word did; a filter asking about `until` shows
    /// expired memos (`--all` does too: `CommandReading`).
    func finished() -> MemoFilter {
        var result = filter
        if hasStatusWord && !hasWaitingWord {
            result.waiting = result.status == .open ? .hide : .include
        }
        if result.untilFrom != nil || result.untilBefore != nil {
            result.includesExpired = true
        }
        if !idRanges.isEmpty || !uuidPrefixes.isEmpty {
            // Ids and uuids name memos together, as Taskwarrior's `task 1 3 list` shows both.
            let named = idRanges.map { MemoFilterExpression.term(.ids($0)) } + uuidPrefixes.map { .term(.uuid($0)) }
            result.expression = .both(result.expression, .or(named))
        }
        return result
    }

    /// `expression` joined to the filter's other conditions.
    mutating func add(_ expression: MemoFilterExpression) {
        filter.expression = .both(filter.expression, expression)
    }

    /// What one word means alone, as a leaf of an expression: every memo but for the word's conditions.
    func leaf(_ word: String) throws(TodoLanguageError) -> MemoFilterExpression? {
        var reader = FilterWordReader(.everyMemo, now: now, zone: zone)
        reader.readsIDs = readsIDs
        guard try reader.read(word) else { return nil }
        var leaf = reader.finished()
        let expression = leaf.expression
        leaf.expression = nil
        if let expression, leaf == .everyMemo { return expression }
        leaf.expression = expression
        return .filter(leaf)
    }

    // MARK: - Private

    private var hasStatusWord = false
    private var hasWaitingWord = false
    private var idRanges: [ClosedRange<Int64>] = []
    private var uuidPrefixes: [String] = []

    /// The pattern of a `/regex/` word; nil for any other word.
    private static func pattern(in word: String) -> String? {
        guard word.count >= 3, word.hasPrefix("/"), word.hasSuffix("/") else { return nil }
        return String(word.dropFirst().dropLast())
    }

    /// The word's shape, where a filter attribute with a modifier that takes no value (`tags.none:`) is one.
    private static func shape(of word: String) -> WordShape {
        let shape = WordShape(word)
        guard shape == .text, word.hasSuffix(":"), word.count > 1 else { return shape }
        let name = String(word.dropLast())
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, FilterAttribute(matching: parts[0]) != nil, FilterAttribute.Modifier(parts[1]) != nil
        else { return shape }
        return .attribute(name: name, value: "")
    }

    /// The virtual tag `name` is; nil for a person's tag; an error for capitals todo does not know.
    private static func virtualTag(_ name: String, word: String) throws(TodoLanguageError) -> VirtualTag? {
        if let tag = VirtualTag(name: name) { return tag }
        if VirtualTag.isWrittenAsOne(name) { throw TodoLanguageError(word: word, reason: .unknownVirtualTag) }
        return nil
    }

    /// `+TAG` for the virtual tag `tag`. `+PENDING` and `+COMPLETED` choose the status unless
    /// `--done` or an earlier word chose the other one.
    mutating func apply(_ tag: VirtualTag, word: String) throws(TodoLanguageError) {
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

    /// `status:NAME`, Taskwarrior's statuses: pending (open, not waiting), completed, waiting,
    /// recurring (open and recurring) and deleted, which no memo is (todo keeps no deleted memos).
    mutating func applyStatus(_ value: String, word: String) throws(TodoLanguageError) {
        switch value.lowercased() {
        case "pending": try apply(.pending, word: word)
        case "completed": try apply(.completed, word: word)
        case "waiting":
            try apply(.pending, word: word)
            filter.waiting = .only
            hasWaitingWord = true
        case "recurring":
            try apply(.pending, word: word)
            filter.isRecurring = true
        case "deleted": add(.or([]))
        default: throw TodoLanguageError(word: word, reason: .badStatus)
        }
    }
}
