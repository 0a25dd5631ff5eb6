import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Projects: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "projects",
        abstract: "List your projects with how many open and done memos each has.",
        discussion: """
            A memo counts for its own project only: work.q4 is not added into work.

            Examples:
              todo projects
              todo projects --json
            """)

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: "Print a JSON array of {\"name\", \"open\", \"done\"} objects.")
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func memoCommand() throws -> MemoAction {
        .names(.projects)
    }
}
