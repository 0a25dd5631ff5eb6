import ArgumentParser
import TodoRIBs

struct Show: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one memo in full: its title, each field a line, then the body (--json: one memo object).",
        discussion: """
            Examples:
              todo show 12
              todo show 12 --json
            """)

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .oneID, options: [.flag("--json")])

    @Argument(help: "The memo's id.", completion: .custom(MemoIDCompletion.completeAny))
    var id: MemoID

    @OptionGroup var output: OutputOptions

    var outputFormat: OutputFormat { output.format }

    func memoCommand() throws -> MemoCommand {
        .show(id: id.value)
    }
}
