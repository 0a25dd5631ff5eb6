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
///   `+WEEK`, … (due ranges of open memos), `+PENDING`, `+COMPLETED` (status), `+TAGGED`,
///   `+PROJECT`, `+READY`, …, each negated with `-` (`-OVERDUE` keeps done memos); the ones todo
///   cannot answer (`UnansweredVirtualTag`) and other capitals are refused.
/// - `NAME:` with no value: the memos without one (`project:`, `tags:`), as `NAME.none:`.
///
/// - Taskwarrior's attribute modifiers (`FilterAttribute.Modifier`) on description, project,
///   priority, tags, status and every date (`project.isnt:work`, `due.none:`, `entry.after:`,
///   `description.word:milk`); `description:X` matches the start, as in Taskwarrior;
///   `status:pending|completed|waiting|recurring|deleted`; `/regex/` on the title and annotations.
/// - Ids (`3`, `#3`, `1-3`, `3,5`), as Taskwarrior's: those memos, every id word together
///   (`1 3` is both); in `search`, text.
///
/// Adjacent conditions are joined by AND (Taskwarrior's `and` may stand between them); with
/// `or`, `xor`, `not` (`!`) or parentheses the words become a `MemoFilterExpression` with
/// Taskwarrior's precedence (`FilterExpressionParser`: not, and, or, xor), and plain text among them is looked
/// for in the title. A repeated project or priority: the later word wins; due bounds narrow
/// each other. Every other word is an error naming it.
public enum FilterWords {
    /// The filter `words` describe on top of `status` (from `--all`/`--done`); `now` reads
    /// relative dates only. The filter's own `now` stays nil, so overdue and waiting are judged
    /// when the query runs, not when the words were read. Waiting memos are hidden for `.open` and included for `.done` and `.all`, unless the
    /// words say otherwise.
    public static func filter(
        from words: [String], status: MemoStatus = .open, now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) -> MemoFilter {
        let (filter, text) = try read(words, status: status, now: now, zone: zone, keepingText: false, readingIDs: true)
        assert(text.isEmpty)
        return filter
    }

    /// For `search`: the filter words among `words`, and the other words, in order, as the query.
    /// Words are text as `add` reads them (`WordShape`), and every word after `--` is text; a word
    /// shaped like an attribute (`foo:bar`) before it is still an error. With `readingIDs` (a
    /// listing, as Taskwarrior's), ids before `--` (`3`, `1-3`, `3,5`) are filter words naming
    /// memos; without it (`search`), text.
    public static func filterAndText(
        from words: [String], status: MemoStatus = .open, now: Timestamp, zone: LocalTimeZone, readingIDs: Bool = false
    ) throws(TodoLanguageError) -> (filter: MemoFilter, text: [String]) {
        try read(words, status: status, now: now, zone: zone, keepingText: true, readingIDs: readingIDs)
    }

    /// Taskwarrior's `limit:N` among `words`: the last one's N (1 to `max`), and the other words.
    /// A listing reads it as `--limit N`; no other filter takes it.
    public static func limit(in words: [String], max: Int) throws(TodoLanguageError) -> (limit: Int?, words: [String]) {
        var limit: Int?
        var rest: [String] = []
        for word in words {
            guard word.hasPrefix("limit:") else {
                rest.append(word)
                continue
            }
            guard let value = Int(word.dropFirst("limit:".count)), (1...max).contains(value) else {
                throw TodoLanguageError(word: word, reason: .badLimit(max))
            }
            limit = value
        }
        return (limit, rest)
    }

    /// Whether `word` is one of Taskwarrior's operators other than `and` (`or`, `xor`, `not`,
    /// `!`, a parenthesis, also against a word): a filter holding one is an expression.
    public static func isOperator(_ word: String) -> Bool {
        FilterExpressionParser.tokens(of: [word]).contains { $0.lowercased() != "and" && operators.contains($0.lowercased()) }
    }

    /// Whether `word` is plain text, which no filter word is (`milk`, `monthly`), so a command
    /// expecting a word of its own before the filter can name it instead of calling it a filter.
    public static func isPlainText(_ word: String) -> Bool {
        WordShape(word) == .text
    }

    /// Whether `word` is a filter's own and never text to search for: a tag given or left out
    /// (`+home`, `-home`), an attribute (`project:x`, not `10:30` nor `http://x`), a pattern
    /// (`/milk/`) or an operator (`isOperatorAlone`). Ids are the caller's to tell.
    public static func isFilterOnly(_ word: String) -> Bool {
        if isOperatorAlone(word) || FilterWordReader.pattern(in: word) != nil { return true }
        switch WordShape(word) {
        case .plus, .minus, .attribute: return true
        case .text, .endOfAttributes: return false
        }
    }

    /// Whether `word` is an operator and nothing more, in any case: `and`, `or`, `xor`, `not`,
    /// `!`, `(` or `)`.
    public static func isOperatorAlone(_ word: String) -> Bool {
        operators.contains(word.lowercased())
    }

    // MARK: - Private

    /// Taskwarrior's operators, in lower case: `and` (what adjacent words do anyway), `or`,
    /// `xor`, `not` (also `!`) and parentheses.
    private static let operators: Set<String> = ["and", "or", "xor", "not", "!", "(", ")"]

    private static func read(
        _ words: [String], status: MemoStatus, now: Timestamp, zone: LocalTimeZone, keepingText: Bool, readingIDs: Bool
    ) throws(TodoLanguageError) -> (MemoFilter, [String]) {
        var reader = FilterWordReader(MemoFilter(status: status, waiting: status == .open ? .hide : .include), now: now, zone: zone)
        reader.readsIDs = readingIDs
        var filterWords = words.filter { !$0.isEmpty }
        var text: [String] = []
        if keepingText, let end = filterWords.firstIndex(of: "--") {
            text = Array(filterWords[(end + 1)...])
            filterWords.removeSubrange(end...)
        }
        let tokens = FilterExpressionParser.tokens(of: filterWords)
        if filterWords.contains(where: isOperator) {
            var parser = FilterExpressionParser(tokens: tokens) { word throws(TodoLanguageError) in
                guard let leaf = try leaf(word, reader: reader, keepingText: keepingText) else {
                    throw TodoLanguageError(word: word, reason: keepingText ? .unknownSearchFilter : .unknownFilter)
                }
                return leaf
            }
            let expression = try parser.expression()
            reader.add(expression)
            var filter = reader.finished()
            widen(&filter, for: expression)
            return (filter, text)
        }
        var leading: [String] = []
        for (index, word) in filterWords.enumerated() {
            if word.lowercased() == "and" {
                // What filter words do anyway, as Taskwarrior's `and`; but like `or` it joins
                // two words, so one at either end or doubled is an incomplete expression.
                guard index > 0, index < filterWords.count - 1, filterWords[index - 1].lowercased() != "and" else {
                    throw TodoLanguageError(word: word, reason: .filterOperator)
                }
                continue
            }
            do {
                if try reader.read(word) { continue }
            } catch where error.reason == .unknownFilter && keepingText {
                throw TodoLanguageError(word: word, reason: .unknownSearchFilter)
            }
            guard keepingText else { throw TodoLanguageError(word: word, reason: .unknownFilter) }
            leading.append(word)
        }
        return (reader.finished(), leading + text)
    }

    /// An operand of an expression: a filter word, or (in a listing or a search) a word of
    /// text, which Taskwarrior looks for in the title and the annotations; nil for text where
    /// none is taken.
    private static func leaf(
        _ word: String, reader: FilterWordReader, keepingText: Bool
    ) throws(TodoLanguageError) -> MemoFilterExpression? {
        do {
            if let leaf = try reader.leaf(word) { return leaf }
        } catch where error.reason == .unknownFilter && keepingText {
            throw TodoLanguageError(word: word, reason: .unknownSearchFilter)
        }
        return keepingText ? .term(.described(.contains, word)) : nil
    }

    /// The listing's own status and waiting rule stand aside where the expression names a
    /// status or the waiting memos itself (`status:completed or +home`).
    private static func widen(_ filter: inout MemoFilter, for expression: MemoFilterExpression) {
        let leaves = expression.filters
        if filter.status == .open, leaves.contains(where: { $0.status != .all }) {
            filter.status = .all
        }
        if leaves.contains(where: { $0.status != .all || $0.waiting != .include }) {
            filter.waiting = .include
        }
        if leaves.contains(where: { $0.untilFrom != nil || $0.untilBefore != nil }) {
            filter.includesExpired = true
        }
    }
}
