import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Tags: WorkflowCommand {
    static let configuration = CommandConfiguration.described("tags")

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: .described(.json, of: "tags"))
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func memoCommand() throws -> MemoAction {
        .names(.tags)
    }
}
