import TodoRIBs

extension QuickParser {
    /// The arguments sorted into the command name, its positionals, and the options given.
    ///
    /// It knows the long options of every quick command, not which command takes which: a
    /// command asks `takesOnly(_:)` before it reads anything.
    struct Words {
        private(set) var command: String?
        private(set) var positionals: [String] = []
        private(set) var db, user: String?
        /// Every `--tag` value, in order (the one option that may repeat).
        private(set) var tags: [String] = []

        /// `--json` as an output format.
        var format: OutputFormat { isSet(.json) ? .json : .text }

        /// Nil for anything that is not a known `--name`, `--name value`, `--name=value`
        /// given once (`--tag` any number of times), or a positional.
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
                if name == "db" || name == "user" {
                    guard let value = Self.value(inline: inline, orNextOf: &remaining) else { return nil }
                    guard name == "db" ? db == nil : user == nil else { return nil }  // given twice
                    if name == "db" { db = value } else { user = value }
                    continue
                }
                // Before the command only the global options may come (as ArgumentParser sees
                // them once `todo` has moved them after the command name).
                guard command != nil, let option = Options(name: name) else { return nil }
                if Options.flags.contains(option) {
                    guard inline == nil, given.insert(option).inserted else { return nil }
                    continue
                }
                guard let value = Self.value(inline: inline, orNextOf: &remaining), record(value, for: option) else { return nil }
            }
        }

        /// The value of `option`, when given.
        func value(_ option: Options) -> String? {
            switch option {
            case .body: body
            case .limit: limit
            case .sort: sort
            case .title: title
            case .format: formatName
            case .due: due
            case .wait: wait
            case .priority: priority
            case .project: project
            case .recur: recur
            default: nil
            }
        }

        /// Whether `option` was given.
        func isSet(_ option: Options) -> Bool {
            given.contains(option)
        }

        /// Whether every option given, apart from `--db` and `--user`, is among `options`.
        func takesOnly(_ options: Options) -> Bool {
            given.isSubset(of: options)
        }

        // MARK: - Private

        private var given: Options = []
        private var body, limit, sort, title, formatName, due, wait, priority, project, recur: String?

        /// Keeps `value` for `option`; false when that option was given before.
        private mutating func record(_ value: String, for option: Options) -> Bool {
            guard option == .tag || given.insert(option).inserted else { return false }
            switch option {
            case .body: body = value
            case .limit: limit = value
            case .sort: sort = value
            case .title: title = value
            case .format: formatName = value
            case .due: due = value
            case .wait: wait = value
            case .priority: priority = value
            case .project: project = value
            case .recur: recur = value
            case .tag:
                given.insert(.tag)
                tags.append(value)
            default: return false
            }
            return true
        }

        /// The value of an option: after its `=`, else the next argument unless that is an option.
        private static func value(inline: Substring?, orNextOf remaining: inout ArraySlice<String>) -> String? {
            if let inline { return String(inline) }
            guard let next = remaining.first, !next.hasPrefix("-") else { return nil }
            remaining.removeFirst()
            return next
        }
    }
}
