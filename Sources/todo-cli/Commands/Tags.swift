import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Tags: WorkflowCommand {
    static let configuration = CommandConfiguration(commandName: "tags")

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long)
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func memoCommand() throws -> MemoAction {
        .names(.tags)
    }
}
