import ArgumentParser
import TodoRIBs

struct Remove: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete a memo (`todo undo` brings it back, with the same id).",
        discussion: "Example:\n  todo rm 12")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memo's id.", completion: .custom(MemoIDCompletion.complete))
    var id: MemoID

    func memoCommand() throws -> MemoCommand {
        .remove(id: id.value)
    }
}
