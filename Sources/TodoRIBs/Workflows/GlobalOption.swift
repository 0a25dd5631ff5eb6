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

    /// The option as `CommandOptions` reads it: `--db`, taking a value.
    public var reading: CommandOptions.Option {
        .value("--" + name)
    }
}
