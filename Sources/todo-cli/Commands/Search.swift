import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Search: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find memos whose title or body has all the words. Prints a row a memo, newest first (--json: an array).",
        discussion: """
            Filter words (+tag, -tag, project:NAME, pri:X, due.before:DATE …, as in list) narrow \
            the search; every other word must be found. Done memos are searched too.

            Examples:
              todo search milk
              todo search call mom +family --json
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The words to find, and filter words.", valueName: "words"),
        completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Option(help: ArgumentHelp("How many memos to print, 1 to \(List.maxLimit).", valueName: "n"))
    var limit = CommandReading.defaultLimit

    @Flag(name: .long, help: "Print a JSON array of memo objects instead of text.")
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Self.command(words: words, limit: limit)
    }

    func memoCommand() throws -> MemoAction {
        try Self.command(words: words, limit: limit)
    }

    /// What `search WORDS... --limit N` asks for; the one reading both parsers use.
    static func command(words: [String], limit: Int) throws -> MemoAction {
        try LanguageReading.read {
            let limit = try CommandReading.checkedLimit(limit, max: CommandReading.maxListLimit)
            let (query, filter) = try CommandReading.search(words: words, now: .now(), zone: .system)
            return .search(query: query, filter: filter, limit: limit)
        }
    }
}
