import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Undo: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Take back your last data-changing command, whole, and say what it was.",
        discussion: """
            add, edit, modify, done, undone, rm and import can be undone; run it again to go \
            further back (the last 100 commands are kept). `todo history` lists what it would \
            take back.

            Example:
              todo undo
            """)

    @OptionGroup var options: GlobalOptions

    func memoCommand() throws -> MemoAction {
        .undo
    }
}
