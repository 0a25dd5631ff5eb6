import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Conflicts: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: "List what lost when a sync met the same change on both sides; take it, or dismiss it.",
        discussion: """
            When two machines changed the same field of a memo before syncing, the later change \
            wins everywhere and the other is kept here. `take N` gives the memo the losing value \
            (an ordinary change: undo takes it back, and the next sync carries it); `dismiss N` \
            forgets it.

            Examples:
              todo conflicts
              todo conflicts take 1
              todo conflicts dismiss 1
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("Nothing, take N, or dismiss N.", valueName: "words"))
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
