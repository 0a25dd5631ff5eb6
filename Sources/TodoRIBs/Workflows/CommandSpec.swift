/// One command as todo reads it, whoever reads it (the one-shot commands' quick and full
/// readings, the shell, its help and completion, the messages that explain a refusal): the
/// words it takes besides options, how it is typed, its own long options, its largest
/// `--limit`, and whether the shell takes it. `CommandTable` holds every one.
public struct CommandSpec: Sendable {
    /// The words a command takes besides its options.
    public enum Operands: Sendable {
        /// None (`undo`, `projects`).
        case none
        /// One memo id (`show`, `edit`).
        case oneID
        /// One memo id or nothing (`history`).
        case optionalID
        /// One or more memo ids (`done`, `rm`).
        case ids
        /// A memo's fields in the todo language: title words and attribute words (`add`, `modify`).
        case fields
        /// Filter words, and words to search for (`list`, `search`, the reports).
        case filter
        /// Other words, which the command reads itself (`context`, `sync`, `annotate`'s text).
        case words
        /// At most one file name (`import`).
        case file

        /// Whether they are words, any of which may start with a dash (`-tag`): never an option of todo's.
        public var areWords: Bool {
            self == .fields || self == .filter || self == .words
        }
    }

    /// The name it is typed by.
    public let name: String
    /// The words besides the options.
    public let operands: Operands
    /// Its own long options (the global ones are `GlobalOption`'s).
    public let options: CommandOption.Set
    /// The largest `--limit`, for a command that has one.
    public let maxLimit: Int?
    /// Whose ids Tab offers where an id goes, on the command line and in the shell.
    public let offeredIDs: OfferedIDs
    /// What it takes before its name in Taskwarrior's order (`todo 3 done`, `todo +x modify
    /// pri:L`); nil when that order does not take it.
    public let before: Before?
    /// How it is typed at the shell's prompt, as usage lines and help show it: `done ID...`.
    /// The one text of it: the shell's usage lines and help read it, and so do the command
    /// line's refusals (after `todo `) where its form is the same.
    public let usage: String
    /// Whether the shell's list screen takes it (its command words, completion and help);
    /// `admin`, `shell` and `ui`, among others, are the command line's only.
    public let isShellCommand: Bool

    /// What a command takes before its name in Taskwarrior's order.
    public enum Before: Sendable {
        /// A filter, whose memos it lists (`list`).
        case filter
        /// One id (`info`).
        case oneID
        /// Ids, or a filter whose memos it changes, and nothing after (`done`).
        case ids
        /// The same, then words of the todo language (`modify`).
        case idsThenWords
        /// The same, then text, kept as text when it starts with a number (`annotate`).
        case idsThenText
    }

    /// Which memos' ids completion offers for a command.
    public enum OfferedIDs: Sendable {
        /// Open memos' (`done`, `modify`).
        case open
        /// Done memos' (`undone`).
        case done
        /// Every memo's (`show`, `rm`).
        case every

        /// The repository's `isDone` for `memoIDs(withPrefix:isDone:…)`: nil for every memo.
        public var isDone: Bool? {
            switch self {
            case .open: false
            case .done: true
            case .every: nil
            }
        }
    }

    /// A command called `name` taking `operands` and `options`, whose ids completion offers
    /// `offeredIDs`, and which Taskwarrior's order gives what `before` says. Without `usage`,
    /// its usage is its name and what its operands say: `show ID`, `done ID...`, `undo`,
    /// `completed [FILTER...]`.
    public init(
        _ name: String, _ operands: Operands, _ options: CommandOption.Set = CommandOption.Set(rawValue: 0), maxLimit: Int? = nil,
        offering offeredIDs: OfferedIDs = .every, after before: Before? = nil, usage: String? = nil, inShell: Bool = true
    ) {
        self.name = name
        self.operands = operands
        self.options = options
        self.maxLimit = maxLimit
        self.offeredIDs = offeredIDs
        self.before = before
        self.usage = usage ?? Self.usage(of: name, operands)
        self.isShellCommand = inShell
    }

    /// Whether it prints a page of memos: its words are a filter and it takes `--limit` (`list`,
    /// `search`, the reports that list), unlike a count, a chart or names.
    public var listsMemos: Bool {
        operands == .filter && options.contains(.limit)
    }

    /// Why the command line has no operands it needs, naming its usage (`say which memos: todo
    /// done ID...`); nil when it needs none, or words that are its own to explain.
    public var missingOperands: String? {
        switch operands {
        case .ids: "say which memos: todo \(usage)"
        case .oneID: "say which memo: todo \(usage)"
        case .none, .optionalID, .fields, .filter, .words, .file: nil
        }
    }

    /// The options `front` takes after its name: on the command line every one of them, in the
    /// shell all but `--json`, the shell printing text, and `sync`'s `--watch` and `--interval`,
    /// a watch being a process of its own.
    public func options(on front: CommandWords.Front) -> CommandOption.Set {
        switch front {
        case .commandLine: options
        case .shell: CommandOption.Set(rawValue: options.rawValue & ~(CommandOption.json | .watch | .interval).rawValue)
        }
    }

    // MARK: - Private

    private static func usage(of name: String, _ operands: Operands) -> String {
        switch operands {
        case .none: name
        case .oneID: name + " ID"
        case .optionalID: name + " [ID]"
        case .ids: name + " ID..."
        case .filter: name + " [FILTER...]"
        case .fields, .words, .file: name + " WORDS..."
        }
    }
}
