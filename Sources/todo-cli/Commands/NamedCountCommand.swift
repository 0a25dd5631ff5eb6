import ArgumentParser
import MemoUseCases
import TodoRIBs

/// `count` and `ids`: a number, or the ids as ranges, of the memos the filter words match.
struct NamedCountCommand<Kind: NamedReportKind>: WorkflowCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Kind.report.rawValue)
    }

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    @Flag(name: .long)
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Self.command(words: words)
    }

    func memoCommand() throws -> MemoAction {
        try Self.command(words: words)
    }

    /// What the report asks for with these words; a bad word is a usage error naming it.
    static func command(words: [String]) throws -> MemoAction {
        try LanguageReading.read {
            try Kind.report.action(words: words, limit: CommandReading.defaultLimit, sort: nil, now: .now(), zone: .system)
        }
    }
}
