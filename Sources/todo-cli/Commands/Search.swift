import ArgumentParser
import MemoStore
import TodoRIBs

struct Search: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find memos whose title or body has all the words, newest first.",
        discussion: """
            The last word also matches as a prefix ("mil" finds "milk").
            Examples:
              todo search milk
              todo search "call mom" --json
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The words to find.")
    var query: String

    @Option(help: ArgumentHelp("How many memos to print, 1 to \(List.maxLimit).", valueName: "n"))
    var limit = 20

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if query.allSatisfy(\.isWhitespace) {
            throw ValidationError("the query is empty")
        }
        guard (1...List.maxLimit).contains(limit) else {
            throw ValidationError("--limit must be between 1 and \(List.maxLimit)")
        }
    }

    var outputFormat: OutputFormat { output.format }

    func memoCommand() throws -> MemoCommand {
        .search(query: query, filter: .all, limit: limit)
    }
}
