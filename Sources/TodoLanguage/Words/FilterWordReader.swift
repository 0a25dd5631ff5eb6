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
            if let virtual = try Self.virtualTag(tag, word: word) {
                try applyNegated(virtual, word: word)
            } else {
                filter.excludedTags.insert(try AttributeValues.tag(tag, word: word, refusingReserved: false))
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
        if asksOpenMemos {
            // Local to the words that asked, as Taskwarrior's tags are: `+OVERDUE or +home` keeps done home memos.
            result.expression = .both(result.expression, Self.openMemos)
        }
        for (tag, condition) in negatedDependencyTags {
            // Among open memos alone, the memo's own stored flag says it, as an index can use.
            if result.status == .open, tag == .blocked, result.isBlocked == nil {
                result.isBlocked = false
            } else if result.status == .open, tag == .blocking, result.isBlocking == nil {
                result.isBlocking = false
            } else {
                result.expression = .both(result.expression, .not(condition))
            }
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

    /// Whether a status word (`+PENDING`, `+COMPLETED`, `status:`) chose the status.
    var hasStatusWord = false
    /// Whether a waiting word (`+WAITING`, `-WAITING`, `status:waiting`) chose the waiting rule.
    var hasWaitingWord = false
    /// Whether a virtual tag that holds only for open memos was read (`+OVERDUE`, `+BLOCKED`, …).
    var asksOpenMemos = false
    /// `-BLOCKED` and `-BLOCKING` read, each with the condition it negates: `finished()`
    /// decides, knowing the status, whether the memo's own flag can say it.
    var negatedDependencyTags: [(tag: VirtualTag, condition: MemoFilterExpression)] = []

    // MARK: - Private

    private var idRanges: [ClosedRange<Int64>] = []
    private var uuidPrefixes: [String] = []

    /// The pattern of a `/regex/` word; nil for any other word.
    static func pattern(in word: String) -> String? {
        guard word.count >= 3, word.hasPrefix("/"), word.hasSuffix("/") else { return nil }
        return String(word.dropFirst().dropLast())
    }

    /// The word's shape, where a filter attribute with no value is one: with a modifier that takes
    /// none (`tags.none:`), or alone (`tags:`, `end:`: Taskwarrior's "has none").
    private static func shape(of word: String) -> WordShape {
        let shape = WordShape(word)
        guard shape == .text, word.hasSuffix(":"), word.count > 1 else { return shape }
        let name = String(word.dropLast())
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard FilterAttribute(matching: parts[0]) != nil, parts.count == 1 || FilterAttribute.Modifier(parts[1]) != nil
        else { return shape }
        return .attribute(name: name, value: "")
    }

    /// The virtual tag `name` is; nil for a person's tag; an error for capitals todo does not know.
    private static func virtualTag(_ name: String, word: String) throws(TodoLanguageError) -> VirtualTag? {
        if let tag = VirtualTag(name: name) { return tag }
        if UnansweredVirtualTag(rawValue: name) != nil { throw TodoLanguageError(word: word, reason: .unansweredVirtualTag) }
        if VirtualTag.isWrittenAsOne(name) { throw TodoLanguageError(word: word, reason: .unknownVirtualTag) }
        return nil
    }
}
