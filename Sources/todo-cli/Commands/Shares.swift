import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Shares: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "shares",
        abstract: "List the projects you share and the ones shared with you.",
        discussion: """
            Yours first (project:work → bob writer), then others' (project:home ← @alice reader).

            Examples:
              todo shares
              todo shares --json
            """)

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: "Print a JSON array of {\"owner\", \"project\", \"grantee\", \"role\"} objects.")
    var json = false

    @MainActor func execute() throws {
        try Share.run(.shares, selection: options.selection, format: json ? .json : .text)
    }
}
