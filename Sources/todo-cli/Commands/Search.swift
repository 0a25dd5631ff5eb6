import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Search: WorkflowCommand {
    static let configuration = CommandConfiguration(commandName: "search")

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    @Option(help: .valueName(of: .limit))
    var limit = CommandReading.defaultLimit

    @Flag(name: .long)
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
