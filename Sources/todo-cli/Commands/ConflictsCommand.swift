import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo conflicts [take N | dismiss N]`: the conflicts a sync kept, on every replica.
enum ConflictsCommand {
    /// Lists the conflicts, or takes or dismisses one (`action`), through the tree; refused
    /// before anything is opened on a store that keeps none.
    @MainActor static func run(_ action: MemoAction, selection: StoreSelection) throws {
        let environment = Environment.process
        guard case .file = try selection.storeLocation(in: environment) else {
            throw SyncCommandError.usage("conflicts are kept by a SQLite replica (--db PATH), where a sync found them")
        }
        // No store is a listing of no conflicts, and nothing to take: TodoApp says which.
        try TodoApp(selection: selection, environment: environment).run(action, format: .text)
    }

    /// What the words ask.
    /// - throws: a usage error, with the usage, when they are none of its forms.
    static func action(words: [String]) throws -> MemoAction {
        guard let action = MemoAction.conflicts(words: words) else {
            throw CommandWordsError("usage: todo \(CommandTable.usage(of: "conflicts"))")
        }
        return action
    }
}
