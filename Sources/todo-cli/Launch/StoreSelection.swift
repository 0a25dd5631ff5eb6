import TodoRIBs

/// Which store a command opens and whose memos it works on, as the command line gave them
/// (`--db`, `--user`); the environment fills in what it left out.
struct StoreSelection: Equatable {
    /// `--db`, when given.
    var db: String?
    /// `--user`, when given.
    var user: String?

    /// The store from `--db`, `TODO_DB` or the default location: a SQLite file, or a
    /// PostgreSQL database for a `postgresql://` or `postgres://` URI or a libpq `key=value`
    /// string; a URI of another scheme is a usage error.
    func storeLocation(in environment: Environment) throws -> StoreLocation {
        if let db { return try StoreLocation(db) }
        try environment.requireUTF8("TODO_DB")
        if let location = environment["TODO_DB"] { return try StoreLocation(location) }
        try environment.requireUTF8("XDG_DATA_HOME", "HOME")
        if let path = environment.defaultStorePath { return .file(path) }
        throw CommandWordsError("no store location: set --db, TODO_DB or HOME")
    }

    /// The user from `--user`, `TODO_USER` or the login name.
    func userName(in environment: Environment) throws -> String {
        if user == nil {
            try environment.requireUTF8("TODO_USER")
        }
        let name = UserNameRule.normalized(user ?? environment["TODO_USER"] ?? environment.loginName ?? "")
        if let problem = UserNameRule.problem(with: name) {
            throw CommandWordsError("invalid user name (set --user or TODO_USER): \(problem)")
        }
        return name
    }

    /// Why the command line's own `--db` or `--user` cannot be used; nil when both can.
    var problem: String? {
        if let user, let problem = UserNameRule.problem(with: UserNameRule.normalized(user)) {
            return "invalid --user: \(problem)"
        }
        if let db, db.isEmpty {
            return "--db needs a path"
        }
        return nil
    }
}
