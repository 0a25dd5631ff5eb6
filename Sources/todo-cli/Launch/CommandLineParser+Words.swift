import TodoRIBs

extension CommandLineParser {
    /// A command line in today's order sorted into its command's positionals and the options
    /// given, by the command's entry of `CommandTable`: the global options anywhere before a
    /// `--`, the command's own after its name, as `--name value` or `--name=value`.
    ///
    /// An option given again counts with its last value (`--tag`'s with every one). A `--`
    /// ends the options: it and every word after it are positionals (the todo language reads
    /// them as text). A word with one dash (`-tag`, `-1`) is a positional too; whether the
    /// command takes it is the command's to say.
    struct Words {
        /// The command's entry.
        let spec: CommandSpec
        /// The words that are not options or their values, in order (`--` and all after it too).
        private(set) var positionals: [String] = []
        /// `--db` and `--user`, when given (the last of each).
        private(set) var db, user: String?
        /// Whether `--help` or `-h` came before any `--`.
        private(set) var asksHelp = false
        /// Whether `--version` came before any `--`.
        private(set) var asksVersion = false

        /// `--json` as an output format.
        var format: OutputFormat { isSet(.json) ? .json : .text }

        /// The store and user the global options name.
        var selection: StoreSelection { StoreSelection(db: db, user: user) }

        /// Reads `arguments`: global options, then the name of the command `spec` describes,
        /// then its words and options in any order.
        /// - throws: `CommandWordsError` for the first option the command does not take (named
        ///   with the nearest it does), a missing or empty value, or a value given to a flag.
        init(_ arguments: ArraySlice<String>, command spec: CommandSpec) throws(CommandWordsError) {
            self.spec = spec
            var remaining = arguments
            var isBeforeName = true
            while let argument = remaining.popFirst() {
                if argument == "--" {
                    positionals.append(argument)
                    positionals += remaining
                    return
                }
                guard argument.hasPrefix("--") else {
                    if isBeforeName {
                        isBeforeName = false
                    } else {
                        if argument == "-h" { asksHelp = true }
                        positionals.append(argument)
                    }
                    continue
                }
                var name = argument.dropFirst(2)
                var inline: Substring?
                if let equals = name.firstIndex(of: "=") {
                    inline = name[name.index(after: equals)...]
                    name = name[..<equals]
                }
                switch name {
                case "help": asksHelp = true
                case "version": asksVersion = true
                default: try read(name, inline: inline, from: &remaining)
                }
            }
        }

        /// The value of `option`, when given (the last one of an option given again).
        func value(_ option: CommandOption) -> String? {
            values(option).last
        }

        /// Every value given for `option`, in order.
        func values(_ option: CommandOption) -> [String] {
            var found: [String] = []
            var index = 0
            while index < values.count {
                if values[index] == option.name { found.append(values[index + 1]) }
                index += 2
            }
            return found
        }

        /// Whether `option` was given.
        func isSet(_ option: CommandOption) -> Bool {
            given.contains(option)
        }

        // MARK: - Private

        private var given = CommandOption.Set(rawValue: 0)
        /// Each value given, after the name of its option: `["limit", "5", "tag", "x"]`. An
        /// array of pairs would cost the instantiation of its generic type at every start.
        private var values: [String] = []

        /// Reads the option `--name` (with its value after `=`, `inline`).
        private mutating func read(
            _ name: Substring, inline: Substring?, from remaining: inout ArraySlice<String>
        ) throws(CommandWordsError) {
            if let global = GlobalOption(name: name) {
                let value = try Self.value(of: name, inline: inline, orNextOf: &remaining)
                switch global {
                case .db: db = value
                case .user: user = value
                }
                return
            }
            guard let option = CommandOption(name: name), spec.options.contains(option) else {
                let names = (spec.readings + CommandTable.rootOptions).map(\.name)
                throw CommandWordsError(CommandSuggestion.unknownOption("--" + name, among: names))
            }
            given = given | option
            guard option.takesValue else {
                guard inline == nil else { throw CommandWordsError("--\(name) takes no value") }
                return
            }
            values += [option.name, try Self.value(of: name, inline: inline, orNextOf: &remaining)]
        }

        /// The value of an option: after its `=` (not empty), else the next argument unless
        /// that is an option or the end of the options (it may be empty: `--body ''`).
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
}
