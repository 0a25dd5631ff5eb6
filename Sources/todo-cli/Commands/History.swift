import ArgumentParser
import TodoRIBs

struct History: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List your data-changing commands, newest first: what `todo undo` would take back.",
        discussion: """
            Examples:
              todo history
              todo history --limit 5 --json
            """)

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .none, options: CommandReading.historyOptions + [.flag("--json")], maxLimit: CommandReading.maxHistoryLimit)

    @Option(help: ArgumentHelp("How many entries to print, 1 to \(CommandReading.maxHistoryLimit).", valueName: "n"))
    var limit = CommandReading.defaultLimit

    @Flag(name: .long, help: ArgumentHelp(
        "Print a JSON array of change records ({\"id\", \"kind\", \"summary\", \"memos\", \"time\"}) instead of text."))
    var json = false

    func validate() throws {
        _ = try LanguageReading.read { try CommandReading.checkedLimit(limit, max: CommandReading.maxHistoryLimit) }
    }

    var outputFormat: OutputFormat { json ? .json : .text }

    func memoCommand() throws -> MemoCommand {
        .history(limit: limit)
    }
}
