import ArgumentParser
import TodoRIBs

struct Done: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Mark a memo done.",
        discussion: "Example:\n  todo done 12")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memo's id.", completion: .custom(MemoIDCompletion.complete))
    var id: MemoID

    func memoCommand() throws -> MemoCommand {
        .setDone(id: id.value, isDone: true)
    }
}
