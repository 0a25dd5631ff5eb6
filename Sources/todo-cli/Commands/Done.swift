import ArgumentParser
import TodoRIBs

struct Done: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Mark memos done, all or nothing; a recurring memo gets its next one.",
        discussion: "Examples:\n  todo done 12\n  todo done 12 13 14")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memos' ids.", completion: .custom(MemoIDCompletion.completeOpen))
    var ids: [MemoID]

    func memoCommand() throws -> MemoCommand {
        .setDone(ids: ids.map(\.value), isDone: true)
    }
}
