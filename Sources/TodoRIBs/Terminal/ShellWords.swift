import MemoStore
import MemoUseCases
import TodoLanguage

/// How the logged-in screens read what is typed after `list`, `search`, `add`, `modify` and
/// `history`: the options the command line takes (`CommandTable`, but `--json`), read by the
/// reader it reads them with (`CommandWords`), the rest with
/// `CommandReading`, the reading of the one-shot commands. `list --limit 5 +home` in the
/// shell is `todo list --limit 5 +home`; the shell adds only `all` and `done` without dashes.
///
/// Each function returns `nil` when the words do not fit the command's usage line, and throws
/// `CommandWordsError` or `TodoLanguageError` for a word it can name.
enum ShellWords {
    /// `list [all|done] [FILTER...] [WORD...] [--all|--done] [--sort ORDER] [--limit N]`: a page,
    /// or a search when words other than filters are given.
    static func list(_ words: [String], clock: LocalClock) throws -> MemoListing.Source {
        let options = try CommandWords(shell: words, command: "list")
        let filterWords = options.positionals.filter { $0 != "all" && $0 != "done" }
        return try CommandReading.list(
            words: filterWords,
            all: options.isSet(.all) || options.positionals.contains("all"),
            done: options.isSet(.done) || options.positionals.contains("done"),
            limit: try CommandReading.limit(options.value(.limit), max: CommandReading.maxListLimit),
            sort: options.value(.sort), now: clock.now(), zone: clock.timeZone)
    }

    /// `search WORDS [FILTER...] [--limit N]`: the words, the filter and the page size.
    static func search(_ words: [String], clock: LocalClock) throws -> (query: String, filter: MemoFilter, limit: Int)? {
        let options = try CommandWords(shell: words, command: "search")
        guard !options.positionals.isEmpty else { return nil }
        let limit = try CommandReading.limit(options.value(.limit), max: CommandReading.maxListLimit)
        let (query, filter) = try CommandReading.search(words: options.positionals, now: clock.now(), zone: clock.timeZone)
        return (query, filter, limit)
    }

    /// `add TITLE [ATTRIBUTE...] [--body WORD] [--due DATE] …`.
    static func add(_ words: [String], isDone: Bool = false, clock: LocalClock) throws -> MemoDraft? {
        let options = try CommandWords(shell: words, command: "add")
        guard !options.positionals.isEmpty else { return nil }
        return try CommandReading.draft(
            words: options.positionals, body: options.value(.body) ?? "", flags: CommandReading.attributeFlags(of: options),
            isDone: isDone, now: clock.now(), zone: clock.timeZone)
    }

    /// `modify [ID...] ATTRIBUTE... [--due DATE] …`: the ids typed (none on the detail
    /// screen means the open memo) and the change; `nil` when nothing would change.
    static func modify(_ words: [String], clock: LocalClock) throws -> (ids: [Int64], patch: MemoPatch)? {
        let options = try CommandWords(shell: words, command: "modify")
        // `0` or `-1` first is a mistyped id, as on the command line, not the start of a title.
        if let first = options.positionals.first, MemoIDText.isMalformedID(first) {
            throw TodoLanguageError(word: first, reason: .badID)
        }
        let (ids, rest) = MemoIDText.leadingIDs(of: options.positionals)
        let patch = try ModifyWords.patch(
            from: rest, flags: CommandReading.attributeFlags(of: options), now: clock.now(), zone: clock.timeZone)
        return patch.isEmpty ? nil : (ids, patch)
    }

    /// A named report (`completed +home --limit 5`, `count +x`): what the command line's asks for.
    static func report(_ report: NamedReport, _ words: [String], clock: LocalClock) throws -> MemoAction {
        let options = try CommandWords(shell: words, command: report.rawValue)
        return try report.action(
            words: options.positionals, limit: try CommandReading.limit(options.value(.limit), max: CommandReading.maxListLimit),
            sort: options.value(.sort), now: clock.now(), zone: clock.timeZone)
    }

    /// `history [--limit N]`: how many entries a page shows.
    static func history(_ words: [String]) throws -> Int? {
        let options = try CommandWords(shell: words, command: "history")
        guard options.positionals.isEmpty else { return nil }
        return try CommandReading.limit(options.value(.limit), max: CommandReading.maxHistoryLimit)
    }

    /// Whether a command that takes nothing (`projects`, `tags`, `undo`) was typed alone;
    /// an option is named as unknown.
    static func isAlone(_ words: [String], command: String) throws -> Bool {
        try self.words(words, command: command).isEmpty
    }

    /// `done`, `rm`/`delete` or `duplicate` of the ids typed, with the flags the command line
    /// takes (`--yes`, `--keep-children`, `--subtree`); `nil` when no id is typed.
    static func ids(_ words: [String], command: String) throws -> MemoAction? {
        let options = try CommandWords(shell: words, command: command)
        let ids = options.positionals.filter { $0 != "--" }
        guard !ids.isEmpty else { return nil }
        return CommandReading.idsAction(command, ids: try MemoIDText.ids(ids), options: options.flags)
    }

    /// `annotate`, `denotate`, `append` or `prepend` of the ids and text typed, the words read
    /// as the command line reads them: an option is refused, `--` keeps what follows as text.
    static func text(_ verb: TextCommandWords.Verb, _ words: [String], clock: LocalClock) throws -> (ids: [Int64], patch: MemoPatch)? {
        try TextCommandWords.patch(verb, words: self.words(words, command: verb.rawValue), now: clock.now(), zone: clock.timeZone)
    }

    /// The words after `command` that are not its options: `summary +home` → `+home`.
    static func words(_ words: [String], command: String) throws -> [String] {
        try CommandWords(shell: words, command: command).positionals
    }
}
