import MemoStore
import MemoUseCases
import TodoLanguage

/// How the words and options of `list`, `search`, `add`, `modify` and `history` are read:
/// the one reading behind the one-shot commands and the shell's, so both take the same
/// options, apply the same limits and say the same thing about a mistake.
///
/// Every function throws `TodoLanguageError` for a word of the todo language and
/// `CommandWordsError` for the rest.
public enum CommandReading {
    /// How many memos or history entries are shown when no `--limit` is given.
    public static let defaultLimit = 20
    /// The largest `--limit` of `list` and `search`.
    public static let maxListLimit = Vocabulary.maxLimit
    /// The largest `--limit` of `history`.
    public static let maxHistoryLimit = 100

    /// `--limit` as typed, `nil` meaning the default; an error unless it is a whole number from 1 to `max`.
    public static func limit(_ text: String?, max: Int) throws(CommandWordsError) -> Int {
        guard let text else { return defaultLimit }
        guard let value = Int(text), let limit = try? checkedLimit(value, max: max) else {
            throw limitError(max: max)
        }
        return limit
    }

    /// `limit` when it is from 1 to `max`.
    public static func checkedLimit(_ limit: Int, max: Int) throws(CommandWordsError) -> Int {
        guard (1...max).contains(limit) else { throw limitError(max: max) }
        return limit
    }

    /// What `list` asks for: a page of the memos its filter words and `--all`/`--done` choose,
    /// or, when other words are given (`list milk`), the memos among those whose title, body
    /// and annotations have them, as `search` finds them: newest first, so `--sort` is refused with words.
    /// `--all` and `--done` exclude each other; Taskwarrior's `limit:N` among the words is `--limit N`.
    public static func list(
        words: [String], all: Bool, done: Bool, limit: Int, sort: String?, defaultSort: String? = nil, now: Timestamp,
        zone: LocalTimeZone
    ) throws -> MemoListing.Source {
        if all && done { throw CommandWordsError("--all and --done exclude each other") }
        let (wordLimit, words) = try FilterWords.limit(in: words, max: maxListLimit)
        let limit = try wordLimit ?? checkedLimit(limit, max: maxListLimit)
        var (filter, text) = try FilterWords.filterAndText(
            from: words, status: all ? .all : done ? .done : .open, now: now, zone: zone, readingIDs: true)
        // Memos past their `until` left every listing but `--all`.
        if all { filter.includesExpired = true }
        let order = try (sort ?? defaultSort).map { word throws(TodoLanguageError) in try SortWord.sort(word) } ?? .urgency
        let query = text.joined(separator: " ")
        guard query.allSatisfy(\.isWhitespace) else {
            if sort != nil { throw CommandWordsError("--sort does not apply to a search: the memos found are listed newest first") }
            return .search(query: query, filter: filter, limit: limit)
        }
        return .page(MemoPageRequest(filter: filter, sort: order, limit: limit))
    }

    /// What `search` looks for: the words that are not filters, joined, among the memos of
    /// the filter words (done ones too); an error when no word is left to find.
    public static func search(words: [String], now: Timestamp, zone: LocalTimeZone) throws -> (query: String, filter: MemoFilter) {
        let (filter, text) = try FilterWords.filterAndText(from: words, status: .all, now: now, zone: zone)
        guard let query = try query(of: text) else { throw CommandWordsError("the query is empty") }
        return (query, filter)
    }

    /// A report's filter words among `words` (ids too, as a listing reads them), and the other
    /// words joined as a search's query; nil when there are none (`count +home`, `count milk`).
    public static func filterAndQuery(
        of words: [String], status: MemoStatus, now: Timestamp, zone: LocalTimeZone
    ) throws -> (filter: MemoFilter, query: String?) {
        let (filter, text) = try FilterWords.filterAndText(from: words, status: status, now: now, zone: zone, readingIDs: true)
        return (filter, try query(of: text))
    }

    /// `text` joined as a search's query; nil when blank.
    /// - throws: when it holds more different words than a search takes.
    private static func query(of text: [String]) throws -> String? {
        let query = text.joined(separator: " ")
        if query.allSatisfy(\.isWhitespace) { return nil }
        if FullTextTerms.differentWordCount(query, countingUpTo: MemoLimits.maxSearchWords + 1) > MemoLimits.maxSearchWords {
            throw CommandWordsError("a search takes at most \(MemoLimits.maxSearchWords) different words")
        }
        return query
    }

    /// The field flags the attribute options among `words` give.
    public static func attributeFlags(of words: CommandWords) -> AttributeFlags {
        attributeFlags(words.values)
    }

    /// The field flags the attribute options give, `values` answering every value given for
    /// an option (the last counts, but for `--tag`'s).
    public static func attributeFlags(_ values: (CommandOption) -> [String]) -> AttributeFlags {
        AttributeFlags(
            due: values(.due).last, wait: values(.wait).last, priority: values(.priority).last,
            project: values(.project).last, tags: values(.tag), recur: values(.recur).last)
    }

    /// The memo `add` makes of `words`, `body` and the field flags.
    public static func draft(
        words: [String], body: String, flags: AttributeFlags, isDone: Bool = false, now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) -> MemoDraft {
        var draft = try AddWords.draft(from: words, flags: flags, isDone: isDone, now: now, zone: zone)
        draft.body = body
        return draft
    }

    // MARK: - Private

    private static func limitError(max: Int) -> CommandWordsError {
        CommandWordsError("--limit must be between 1 and \(max)")
    }
}
