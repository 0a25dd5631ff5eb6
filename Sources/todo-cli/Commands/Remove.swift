import ArgumentParser
import TodoRIBs

struct Remove: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete memos, all or nothing (`todo undo` brings them back, with the same ids).",
        discussion: "Examples:\n  todo rm 12\n  todo rm 12 13")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The memos' ids.", completion: .custom(MemoIDCompletion.completeAny))
    var ids: [MemoID]

    func memoCommand() throws -> MemoCommand {
        .remove(ids: ids.map(\.value))
    }
}
