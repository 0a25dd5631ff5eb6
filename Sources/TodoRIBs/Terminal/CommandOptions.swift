/// The long options among a command's words (`--limit 5`, `--limit=5`, `--all`), read the
/// way the command line reads them, so the shell and the one-shot command take the same ones.
///
/// A word starting with `--` that is not one of the command's options is an error naming the
/// nearest one. `--` ends the options: it and every word after it are kept as words, for the
/// todo language (on `add`, title text). A single `-` starts a word (`-tag`), not an option.
public struct CommandOptions: Sendable {
    /// One long option a command takes.
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

    /// The words that are not options or option values, in order.
    public private(set) var words: [String] = []

    /// Reads `words` for `options`.
    /// - throws: `CommandWordsError` for an unknown option, a missing value, or a flag given a value.
    public init(_ words: [String], options: [Option]) throws(CommandWordsError) {
        var remaining = words[...]
        while let word = remaining.popFirst() {
            if word == "--" {
                self.words += [word] + remaining
                break
            }
            guard word.hasPrefix("--") else {
                self.words.append(word)
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let option = options.first(where: { $0.name == name }) else {
                throw CommandWordsError(CommandSuggestion.unknownOption(name, among: options.map(\.name)))
            }
            guard option.takesValue else {
                guard parts.count == 1 else { throw CommandWordsError("\(name) takes no value") }
                values.append((name, ""))
                continue
            }
            guard let value = parts.count == 2 ? String(parts[1]) : remaining.popFirst(), !value.isEmpty else {
                throw CommandWordsError("\(name) needs a value")
            }
            values.append((name, value))
        }
    }

    /// The value given last for the option `name`, or nil.
    public func value(_ name: String) -> String? {
        values.last { $0.name == name }?.value
    }

    /// Every value given for the option `name`, in order (`--tag a --tag b`).
    public func values(_ name: String) -> [String] {
        values.filter { $0.name == name }.map(\.value)
    }

    /// Whether the option `name` was given.
    public func isSet(_ name: String) -> Bool {
        values.contains { $0.name == name }
    }

    // MARK: - Private

    private var values: [(name: String, value: String)] = []
}
