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

    func validate() throws {
        if let user, let problem = UserNameRule.problem(with: UserNameRule.normalized(user)) {
            throw ValidationError("invalid --user: \(problem)")
        }
        if let db, db.isEmpty {
            throw ValidationError("--db needs a path")
        }
    }

    /// The store path from `--db`, `TODO_DB` or the default location.
    func storePath(in environment: Environment) throws -> String {
        if let db { return db }
        if let path = environment["TODO_DB"] { return path }
        if let path = environment.defaultStorePath { return path }
        throw ValidationError("no store location: set --db, TODO_DB or HOME")
    }

    /// The user from `--user`, `TODO_USER` or the login name.
    func userName(in environment: Environment) throws -> String {
        let name = UserNameRule.normalized(user ?? environment["TODO_USER"] ?? environment.loginName ?? "")
        if let problem = UserNameRule.problem(with: name) {
            throw ValidationError("invalid user name (set --user or TODO_USER): \(problem)")
        }
        return name
    }
}
