import ArgumentParser
import TodoRIBs

/// The options every command takes: which store, which user.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The database file (default: $TODO_DB, else $XDG_DATA_HOME/todo/todo.sqlite, else ~/.local/share/todo/todo.sqlite).",
        valueName: "path"))
    var db: String?

    @Option(name: .long, help: ArgumentHelp(
        "Whose memos to use (default: $TODO_USER, else the login name).", valueName: "name"))
    var user: String?

    /// The store and user these options name.
    var selection: StoreSelection { StoreSelection(db: db, user: user) }

    func validate() throws {
        if let problem = selection.problem {
            throw CommandWordsError(problem)
        }
    }
}
