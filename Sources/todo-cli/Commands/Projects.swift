import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Projects: WorkflowCommand {
    static let configuration = CommandConfiguration(commandName: "projects")

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long)
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func memoCommand() throws -> MemoAction {
        .names(.projects)
    }
}
