import MemoStore
import MemoUseCases
import TodoRIBs

/// `done`, `undone`, `rm`/`delete`, `start`, `stop` and `duplicate`: one command on one or
/// more ids, all or nothing, that differs only in its verb and its flags.
enum IDsCommand {
    /// What the command `name` asks of `ids` with its flags (`--yes`, `--keep-children`,
    /// `--subtree`), the same on the command line and in the shell.
    static func action(_ name: String, ids: [Int64], options: CommandOption.Set) -> MemoAction {
        if let action = CommandReading.idsAction(name, ids: ids, options: options) { return action }
        switch name {
        case "undone": return .setDone(false, ids: ids)
        case "start", "stop":
            var patch = MemoPatch()
            patch.start = name == "start" ? .set(.now()) : .clear
            return .modify(ids: ids, patch, kind: .modify)
        default:
            assertionFailure("\(name) is no ids command")
            return .setDone(true, ids: ids)
        }
    }
}
