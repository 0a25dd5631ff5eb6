import ArgumentParser
import MemoUseCases
import TodoRIBs

struct History: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List your data-changing commands, newest first: what `todo undo` would take back.",
        discussion: """
            Given a memo's id, lists the recorded commands that changed it, oldest first, each \
            with every field it changed from what to what (--json: an array of \
            {"change", "kind", "time", "created", "deleted", "fields": [{"field", "from", "to"}]}). \
            Only the last 100 commands are kept.

            Examples:
              todo history
              todo history --limit 5 --json
              todo history 12
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: "A memo's id: list its changes, field by field, oldest first.", completion: .custom(MemoIDCompletion.completeIDs))
    var id: MemoID?

    @Option(help: ArgumentHelp(
        "How many entries to print, 1 to \(CommandReading.maxHistoryLimit) (default: \(CommandReading.defaultLimit)).",
        valueName: "n"))
    var limit: Int?

    @Flag(name: .long, help: ArgumentHelp(
        "Print a JSON array of change records ({\"id\", \"kind\", \"summary\", \"memos\", \"time\"}) instead of text."))
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
