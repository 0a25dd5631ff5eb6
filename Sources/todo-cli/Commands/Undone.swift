import ArgumentParser
import TodoRIBs

struct Undone: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "undone",
        abstract: "Mark memos open again, all or nothing.",
        discussion: "Examples:\n  todo undone 12\n  todo undone 12 13")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memos' ids.", completion: .custom(MemoIDCompletion.completeDone))
    var ids: [MemoID]

    func memoCommand() throws -> MemoCommand {
        .setDone(ids: ids.map(\.value), isDone: false)
    }
}
