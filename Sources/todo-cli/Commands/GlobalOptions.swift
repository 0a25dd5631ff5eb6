import ArgumentParser
import TodoRIBs

/// The options every command takes: which store, which user.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: .valueName(of: .db))
    var db: String?

    @Option(name: .long, help: .valueName(of: .user))
    var user: String?

    /// The store and user these options name.
    var selection: StoreSelection { StoreSelection(db: db, user: user) }

    func validate() throws {
        if let problem = selection.problem {
            throw CommandWordsError(problem)
        }
    }
}
