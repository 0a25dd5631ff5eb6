import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Conflicts: TodoCommand {
    static let configuration = CommandConfiguration(commandName: "conflicts")

    @OptionGroup var options: GlobalOptions

    @Argument
    var words: [String] = []

    func validate() throws {
        _ = try action()
    }

    @MainActor func execute() throws {
        try Self.run(try action(), selection: options.selection)
    }

    /// Lists the conflicts, or takes or dismisses one (`action`), through the tree; refused
    /// before anything is opened on a store that keeps none. QuickParser runs it too.
    @MainActor static func run(_ action: MemoAction, selection: StoreSelection) throws {
        let environment = Environment.process
        guard case .file = try selection.storeLocation(in: environment) else {
            throw SyncCommandError.usage("conflicts are kept by a SQLite replica (--db PATH), where a sync found them")
        }
        // No store is a listing of no conflicts, and nothing to take: TodoApp says which.
        try TodoApp(selection: selection, environment: environment).run(action, format: .text)
    }

    /// What the words ask.
    func action() throws -> MemoAction {
        guard let action = MemoAction.conflicts(words: words.filter { $0 != "--" }) else {
            throw CommandWordsError("usage: todo \(CommandTable.usage(of: "conflicts"))")
        }
        return action
    }
}
