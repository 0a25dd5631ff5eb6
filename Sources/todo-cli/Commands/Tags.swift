import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Tags: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags",
        abstract: "List your tags with how many open and done memos carry each.",
        discussion: """
            Examples:
              todo tags
              todo tags --json
            """)

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: "Print a JSON array of {\"name\", \"open\", \"done\"} objects.")
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func memoCommand() throws -> MemoAction {
        .names(.tags)
    }
}
