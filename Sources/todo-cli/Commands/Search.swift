import ArgumentParser
import MemoStore
import TodoLanguage
import TodoRIBs

struct Search: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find memos whose title or body has all the words, newest first.",
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
    var limit = 20

    @Flag(name: .long, help: "Print a JSON array of memo objects instead of text.")
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words)
        guard (1...List.maxLimit).contains(limit) else {
            throw ValidationError("--limit must be between 1 and \(List.maxLimit)")
        }
        _ = try Self.command(words: words, limit: limit)
    }

    func memoCommand() throws -> MemoCommand {
        try Self.command(words: words, limit: limit)
    }

    /// What `search WORDS... --limit N` asks for; the one reading both parsers use.
    static func command(words: [String], limit: Int) throws -> MemoCommand {
        let (filter, text) = try LanguageReading.read {
            try FilterWords.filterAndText(from: words, status: .all, now: .now(), zone: .system)
        }
        let query = text.joined(separator: " ")
        if query.allSatisfy({ $0.isWhitespace }) {
            throw ValidationError("the query is empty")
        }
        return .search(query: query, filter: filter, limit: limit)
    }
}
