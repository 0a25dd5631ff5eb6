import ArgumentParser
import MemoStore
import TodoRIBs

struct List: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List memos, newest first: open ones unless told otherwise.",
        discussion: """
            Examples:
              todo list
              todo list --done --limit 5
              todo list --all --json | jq '.[].title'
            """,
        aliases: ["ls"])

    @OptionGroup var options: GlobalOptions

    @Flag(help: "Include done memos.")
    var all = false

    @Flag(help: "Only done memos.")
    var done = false

    @Option(help: ArgumentHelp("How many memos to print, 1 to \(Self.maxLimit).", valueName: "n"))
    var limit = Self.defaultLimit

    @OptionGroup var output: OutputOptions

    static let defaultLimit = 20
    static let maxLimit = 10_000

    func validate() throws {
        if all && done {
            throw ValidationError("--all and --done exclude each other")
        }
        guard (1...Self.maxLimit).contains(limit) else {
            throw ValidationError("--limit must be between 1 and \(Self.maxLimit)")
        }
    }

    func memoCommand() throws -> MemoCommand {
        .list(filter: all ? .all : done ? .done : .open, limit: limit, format: output.format)
    }
}
