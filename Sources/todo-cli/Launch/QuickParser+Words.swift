import TodoRIBs

extension QuickParser {
    /// The arguments sorted into the command name, its positionals, and the options given.
    ///
    /// It knows the long options of every command (`CommandOption`), not which command takes
    /// which: a command asks `takesOnly(_:)` with its entry of `CommandTable` before it reads anything.
    struct Words {
        private(set) var command: String?
        private(set) var positionals: [String] = []
        private(set) var db, user: String?

        /// `--json` as an output format.
        var format: OutputFormat { isSet(.json) ? .json : .text }

        /// Nil for anything that is not a known `--name`, `--name value`, `--name=value`
        /// given once (an option that repeats, any number of times), or a positional.
        init?(_ arguments: ArraySlice<String>) {
            var remaining = arguments
            while let argument = remaining.popFirst() {
                guard argument.hasPrefix("-") else {
                    if command == nil {
                        command = argument
                    } else {
                        positionals.append(argument)
                    }
                    continue
                }
                guard argument.hasPrefix("--"), argument.utf8.count > 2 else { return nil }
                var name = argument.dropFirst(2)
                var inline: Substring?
                if let equals = name.firstIndex(of: "=") {
                    inline = name[name.index(after: equals)...]
                    name = name[..<equals]
                    // ArgumentParser reads `--name=` as `--name` alone, then takes the next argument.
                    guard inline?.isEmpty == false else { return nil }
                }
                if let global = GlobalOption(name: name) {
                    guard let value = Self.value(inline: inline, orNextOf: &remaining) else { return nil }
                    switch global {
                    case .db where db == nil: db = value
                    case .user where user == nil: user = value
                    default: return nil  // given twice
                    }
                    continue
                }
                // Before the command only the global options may come (as ArgumentParser sees
                // them once `todo` has moved them after the command name).
                guard command != nil, let option = CommandOption(name: name) else { return nil }
                guard option.repeats || !given.contains(option) else { return nil }
                given = given | option
                guard option.takesValue else {
                    guard inline == nil else { return nil }
                    continue
                }
                guard let value = Self.value(inline: inline, orNextOf: &remaining) else { return nil }
                values += [option.name, value]
            }
        }

        /// The value of `option`, when given (the last one of an option that repeats).
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

        /// Whether every option given, apart from the global ones, is among `options`.
        func takesOnly(_ options: CommandOption.Set) -> Bool {
            given.rawValue & ~options.rawValue == 0
        }

        // MARK: - Private

        private var given = CommandOption.Set(rawValue: 0)
        /// Each value given, after the name of its option: `["limit", "5", "tag", "x"]`. An
        /// array of pairs would cost the instantiation of its generic type at every start.
        private var values: [String] = []

        /// The value of an option: after its `=`, else the next argument unless that is an option.
        private static func value(inline: Substring?, orNextOf remaining: inout ArraySlice<String>) -> String? {
            if let inline { return String(inline) }
            guard let next = remaining.first, !next.hasPrefix("-") else { return nil }
            remaining.removeFirst()
            return next
        }
    }
}
