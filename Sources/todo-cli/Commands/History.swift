import ArgumentParser
import MemoUseCases
import TodoRIBs

struct History: WorkflowCommand {
    static let configuration = CommandConfiguration(commandName: "history")

    @OptionGroup var options: GlobalOptions

    @Argument
    var id: MemoID?

    @Option(help: .valueName(of: .limit))
    var limit: Int?

    @Flag(name: .long)
    var json = false

    func validate() throws {
        if id != nil && limit != nil {
            throw CommandWordsError("--limit is for the whole history; todo history ID lists all of one memo's changes")
        }
        _ = try LanguageReading.read {
            try CommandReading.checkedLimit(limit ?? CommandReading.defaultLimit, max: CommandReading.maxHistoryLimit)
        }
    }

    var outputFormat: OutputFormat { json ? .json : .text }

    func memoCommand() throws -> MemoAction {
        id.map { .memoHistory(id: $0.value) } ?? .history(limit: limit ?? CommandReading.defaultLimit)
    }
}
