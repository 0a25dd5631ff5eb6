/// An option every command takes, before or after its name: which store, which user.
public enum GlobalOption: CaseIterable, Sendable {
    case db, user

    /// The option called `--name`; nil for any other name.
    public init?(name: Substring) {
        switch name {
        case "db": self = .db
        case "user": self = .user
        default: return nil
        }
    }

    /// The option `word` starts (`--db`, `--db=PATH`); nil when it starts none.
    public init?(startOf word: String) {
        guard word.hasPrefix("--") else { return nil }
        self.init(name: word.dropFirst(2).prefix { $0 != "=" })
    }

    /// The name without its dashes: `db`.
    public var name: String {
        switch self {
        case .db: "db"
        case .user: "user"
        }
    }

    /// The option as messages and completion name it: `--db`, taking a value.
    public var reading: CommandWords.Option {
        .value("--" + name)
    }

    /// The name help shows for its value: `--db <path>`.
    public var valueName: String {
        switch self {
        case .db: "path"
        case .user: "name"
        }
    }

    /// Its one line of help.
    public var help: String {
        switch self {
        case .db:
            "The database file (default: $TODO_DB, else $XDG_DATA_HOME/todo/todo.sqlite, else ~/.local/share/todo/todo.sqlite)."
        case .user: "Whose memos to use (default: $TODO_USER, else the login name)."
        }
    }
}
