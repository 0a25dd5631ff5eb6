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
        if let problem = Self.problem(all: all, done: done, limit: limit) {
            throw ValidationError(problem)
        }
    }

    /// Why these options cannot be used together; nil when they can. `QuickParser` asks too.
    static func problem(all: Bool, done: Bool, limit: Int) -> String? {
        if all && done {
            return "--all and --done exclude each other"
        }
        guard (1...maxLimit).contains(limit) else {
            return "--limit must be between 1 and \(maxLimit)"
        }
        return nil
    }

    var outputFormat: OutputFormat { output.format }

    func memoCommand() throws -> MemoCommand {
        .list(MemoPageRequest(filter: all ? .all : done ? .done : .open, sort: .created, limit: limit))
    }
}
