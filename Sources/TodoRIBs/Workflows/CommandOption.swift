/// One long option of todo's commands, as every reader of what is typed knows it: its name,
/// whether a value follows it, whether it may be given again. Which command takes which is
/// `CommandTable`'s; the options every command takes (`--db`, `--user`) are `GlobalOption`s.
///
/// The order of the cases is the order a suggestion prefers (`--title` before `--body`).
public enum CommandOption: Int, CaseIterable, Sendable {
    case title, body, due, wait, priority, project, tag, recur, all, done, limit, sort, format, json, watch, interval, role, yes,
        keepChildren, subtree

    /// A set of options as bits: an array or a `Set<CommandOption>` would pay for
    /// instantiating its generic type at every start of a one-shot command.
    public struct Set: OptionSet, Sendable {
        /// Bit `n` is the option whose `rawValue` is `n`.
        public let rawValue: UInt32

        /// The set of the options whose bits are set in `rawValue`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The set holding `option` alone.
        public init(_ option: CommandOption) {
            self.init(rawValue: option.bit)
        }

        /// Whether `option` is in the set.
        public func contains(_ option: CommandOption) -> Bool {
            rawValue & option.bit != 0
        }

        /// The options in the set, in the order of the cases.
        public var options: [CommandOption] {
            CommandOption.allCases.filter(contains)
        }

        /// The set with `option` too: `.all | .done`.
        public static func | (set: Set, option: CommandOption) -> Set {
            Set(rawValue: set.rawValue | option.bit)
        }
    }

    /// The field options of `add` and `modify`: the attribute words as options.
    public static let attributes: Set = .due | .wait | .priority | .project | .tag | .recur

    /// The option called `--name`; nil when no command has it.
    public init?(name: Substring) {
        switch name {
        case "title": self = .title
        case "body": self = .body
        case "due": self = .due
        case "wait": self = .wait
        case "priority": self = .priority
        case "project": self = .project
        case "tag": self = .tag
        case "recur": self = .recur
        case "all": self = .all
        case "done": self = .done
        case "limit": self = .limit
        case "sort": self = .sort
        case "format": self = .format
        case "json": self = .json
        case "watch": self = .watch
        case "interval": self = .interval
        case "role": self = .role
        case "yes": self = .yes
        case "keep-children": self = .keepChildren
        case "subtree": self = .subtree
        default: return nil
        }
    }

    /// The name without its dashes: `limit`.
    public var name: String {
        switch self {
        case .title: "title"
        case .body: "body"
        case .due: "due"
        case .wait: "wait"
        case .priority: "priority"
        case .project: "project"
        case .tag: "tag"
        case .recur: "recur"
        case .all: "all"
        case .done: "done"
        case .limit: "limit"
        case .sort: "sort"
        case .format: "format"
        case .json: "json"
        case .watch: "watch"
        case .interval: "interval"
        case .role: "role"
        case .yes: "yes"
        case .keepChildren: "keep-children"
        case .subtree: "subtree"
        }
    }

    /// Whether a value follows it (`--limit 5`); a flag (`--all`) takes none.
    public var takesValue: Bool {
        self != .all && self != .done && self != .json && self != .watch && self != .yes && self != .keepChildren
            && self != .subtree
    }

    /// Whether every value given counts (`--tag a --tag b`), so completion offers it again and help
    /// marks it `...`; any other option given twice counts with its last value.
    public var repeats: Bool {
        self == .tag
    }

    /// The option as messages and completion name it: `--limit`, taking a value.
    public var reading: CommandWords.Option {
        takesValue ? .value("--" + name) : .flag("--" + name)
    }

    /// The set of this option and `other`: `.all | .done`.
    public static func | (option: CommandOption, other: CommandOption) -> Set {
        Set(option) | other
    }

    // MARK: - Private

    private var bit: UInt32 { 1 << UInt32(rawValue) }
}
