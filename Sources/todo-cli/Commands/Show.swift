import ArgumentParser
import TodoRIBs

struct Show: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one memo in full.",
        discussion: """
            Examples:
              todo show 12
              todo show 12 --json
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memo's id.", completion: .custom(MemoIDCompletion.completeAny))
    var id: MemoID

    @OptionGroup var output: OutputOptions

    var outputFormat: OutputFormat { output.format }

    func memoCommand() throws -> MemoCommand {
        .show(id: id.value)
    }
}
