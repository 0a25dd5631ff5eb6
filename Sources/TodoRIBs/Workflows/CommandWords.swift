/// A command's words sorted into its positionals and the options given, by the command's entry
/// of `CommandTable`: the one reading of options, for the command line (`todo list --limit 5`)
/// and every shell screen (`list --limit 5`), so both take the same options the same way.
///
/// The rules, the same on both fronts:
/// - An option is `--name value` or `--name=value`; a flag takes no value (`--all=yes` is refused).
/// - The value after a space is the next word unless that word starts with `--`: `--body --json`
///   is refused (`--body needs a value`) rather than taking `--json` as the body. This is
///   swift-argument-parser's default (`.next`); getopt_long would take `--json` as the value,
///   which makes a forgotten value swallow the next option without a word. A value that
///   starts with `--` is given after `=` (`--body=--json`). A value may start with one dash
///   (`--body -x`) and may be empty after a space (`--body ''`), never after `=` (`--limit=`).
/// - An option given again counts with its last value (`--tag`'s with every one).
/// - `--` ends the options: it and every word after it are positionals, which the todo
///   language reads as text. A word with one dash (`-tag`, `-1`, `-`) is a positional;
///   whether the command takes it is the command's to say.
/// - A word starting with `--` that the front does not take is refused, naming the nearest
///   option it takes.
///
/// The fronts differ only in the options around the command's own: the command line also takes
/// the global options `--db` and `--user`, `--help` (and `-h`, kept as a positional too) and
/// `--version`, anywhere before `--`; the shell does not take `--json`, `--watch` or
/// `--interval` (it prints text, and a watch is a process of its own).
public struct CommandWords: Sendable {
    /// Who reads the words.
    public enum Front: Sendable {
        /// `todo` on the command line: the words after the command's name, with the global
        /// options wherever they were typed (the name itself left out).
        case commandLine
        /// A shell screen: the words typed after the command's name.
        case shell
    }

    /// One long option as the messages and completion name it.
    public struct Option: Sendable, Equatable {
        /// The name with its dashes: `--limit`.
        public let name: String
        /// Whether a value follows it (`--limit 5`); a flag (`--all`) takes none.
        public let takesValue: Bool

        /// An option that takes a value.
        public static func value(_ name: String) -> Option { Option(name: name, takesValue: true) }
        /// A flag.
        public static func flag(_ name: String) -> Option { Option(name: name, takesValue: false) }
    }

    /// The command's entry.
    public let spec: CommandSpec
    /// The words that are not options or their values, in order (`--` and all after it too).
    public private(set) var positionals: [String] = []
    /// `--db` and `--user`, when given (the last of each); the command line's only.
    public private(set) var db, user: String?
    /// Whether `--help` or `-h` came before any `--`; the command line's only.
    public private(set) var asksHelp = false
    /// Whether `--version` came before any `--`; the command line's only.
    public private(set) var asksVersion = false

    /// Reads `words` for the command `spec` describes, as `front` takes them.
    /// - throws: `CommandWordsError` for the first option the front does not take (named with
    ///   the nearest it does), a missing or empty value, or a value given to a flag.
    public init(_ words: ArraySlice<String>, command spec: CommandSpec, front: Front) throws(CommandWordsError) {
        self.spec = spec
        let taken = spec.options(on: front)
        var remaining = words
        while let word = remaining.popFirst() {
            if word == "--" {
                positionals.append(word)
                positionals += remaining
                return
            }
            guard word.hasPrefix("--") else {
                if word == "-h", front == .commandLine { asksHelp = true }
                positionals.append(word)
                continue
            }
            var name = word.dropFirst(2)
            var inline: Substring?
            if let equals = name.firstIndex(of: "=") {
                inline = name[name.index(after: equals)...]
                name = name[..<equals]
            }
            try read(name, inline: inline, taken: taken, front: front, from: &remaining)
        }
    }

    /// Reads the words a shell screen's command `name` was given; a name not in the table takes no option.
    /// - throws: `CommandWordsError`, as `init(_:command:front:)`.
    public init(shell words: [String], command name: String) throws(CommandWordsError) {
        try self.init(words[...], command: CommandTable.command(named: name) ?? CommandSpec(name, .words), front: .shell)
    }

    /// `--json` as an output format.
    public var format: OutputFormat { isSet(.json) ? .json : .text }

    /// The value of `option`, when given (the last one of an option given again).
    public func value(_ option: CommandOption) -> String? {
        values(option).last
    }

    /// Every value given for `option`, in order.
    public func values(_ option: CommandOption) -> [String] {
        var found: [String] = []
        var index = 0
        while index < values.count {
            if values[index] == option.name { found.append(values[index + 1]) }
            index += 2
        }
        return found
    }

    /// Whether `option` was given.
    public func isSet(_ option: CommandOption) -> Bool {
        given.contains(option)
    }

    /// The flags given (`--yes`, `--all`).
    public var flags: CommandOption.Set {
        CommandOption.allCases.filter { !$0.takesValue && isSet($0) }.reduce(CommandOption.Set(rawValue: 0)) { $0 | $1 }
    }

    // MARK: - Private

    private var given = CommandOption.Set(rawValue: 0)
    /// Each value given, after the name of its option: `["limit", "5", "tag", "x"]`. An
    /// array of pairs would cost the instantiation of its generic type at every start.
    private var values: [String] = []

    /// Reads the option `--name` (with its value after `=`, `inline`).
    private mutating func read(
        _ name: Substring, inline: Substring?, taken: CommandOption.Set, front: Front, from remaining: inout ArraySlice<String>
    ) throws(CommandWordsError) {
        if front == .commandLine {
            switch name {
            case "help": asksHelp = true; return
            case "version": asksVersion = true; return
            default: break
            }
            if let global = GlobalOption(name: name) {
                let value = try Self.value(of: name, inline: inline, orNextOf: &remaining)
                switch global {
                case .db: db = value
                case .user: user = value
                }
                return
            }
        }
        guard let option = CommandOption(name: name), taken.contains(option) else {
            let names = taken.options.map { "--" + $0.name } + (front == .commandLine ? CommandTable.rootOptions.map(\.name) : [])
            throw CommandWordsError(CommandSuggestion.unknownOption("--" + name, among: names))
        }
        given = given | option
        guard option.takesValue else {
            guard inline == nil else { throw CommandWordsError("--\(name) takes no value") }
            return
        }
        values += [option.name, try Self.value(of: name, inline: inline, orNextOf: &remaining)]
    }

    /// The value of an option: after its `=` (not empty), else the next word unless that is an
    /// option or the end of the options (it may be empty: `--body ''`).
    private static func value(
        of name: Substring, inline: Substring?, orNextOf remaining: inout ArraySlice<String>
    ) throws(CommandWordsError) -> String {
        if let inline, !inline.isEmpty { return String(inline) }
        guard inline == nil, let next = remaining.first, !next.hasPrefix("--") else {
            throw CommandWordsError("--\(name) needs a value")
        }
        remaining.removeFirst()
        return next
    }
}
