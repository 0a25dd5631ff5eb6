import ArgumentParser
import TodoRIBs

struct Admin: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Let a PostgreSQL role use a shared store with its own memos only, or take that back.",
        discussion: """
            Run connected as the role that owns the store's tables. `grant ROLE` lets an \
            existing login role in: connected as itself, it reads and changes only its own \
            users' memos, contexts and history, whatever it types, psql included (PostgreSQL's \
            row-level security). The owner's user named like the role, if any, becomes the \
            role's. `revoke ROLE` takes that back; the role's memos stay in the store.

            Examples:
              psql -c 'CREATE ROLE alice LOGIN'
              todo --db postgresql://owner@host/todo admin grant alice
              todo --db postgresql://alice@host/todo list
              todo --db postgresql://owner@host/todo admin revoke alice
            """)

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .words)

    @Argument(help: ArgumentHelp("grant or revoke.", valueName: "action"))
    var action: String

    @Argument(help: ArgumentHelp("The PostgreSQL role.", valueName: "role"))
    var role: String

    func validate() throws {
        guard StoreAccessChange.Action(rawValue: action) != nil else {
            throw ValidationError("unknown admin action \(CommandSuggestion.quoted(action)): expected grant or revoke")
        }
        guard !role.isEmpty else { throw ValidationError("say which role: todo admin \(action) ROLE") }
    }

    @MainActor func execute() throws {
        guard let action = StoreAccessChange.Action(rawValue: action) else { return }
        let location = try options.selection.storeLocation(in: .process)
        let change = try location.changeAccess(action, role: role)
        StandardStreams.write(change.summary + "\n")
    }
}
