import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Undo: WorkflowCommand {
    static let configuration = CommandConfiguration(commandName: "undo")

    @OptionGroup var options: GlobalOptions

    func memoCommand() throws -> MemoAction {
        .undo
    }
}
