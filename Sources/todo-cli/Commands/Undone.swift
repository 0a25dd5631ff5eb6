import ArgumentParser
import TodoRIBs

struct Undone: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "undone",
        abstract: "Mark a memo open again.",
        discussion: "Example:\n  todo undone 12")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memo's id.", completion: .custom(MemoIDCompletion.complete))
    var id: MemoID

    func memoCommand() throws -> MemoCommand {
        .setDone(id: id.value, isDone: false)
    }
}
