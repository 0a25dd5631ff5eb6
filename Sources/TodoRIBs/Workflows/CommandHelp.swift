/// What help, the man page and completion say of one command: its one-line abstract, the
/// paragraphs and examples after it, the words it takes besides options, and its options'
/// one-line help where that differs from the option's own (`CommandOption.help`).
/// `CommandTable.help(of:)` holds every command's; nothing else writes this text.
public struct CommandHelp: Sendable {
    /// The words a command takes besides its options, as help names them: `<ids>`.
    public struct Operand: Sendable {
        /// The name shown between angle brackets: `ids`.
        public let valueName: String
        /// One line saying what they are.
        public let help: String
        /// Whether it is one word at most (`sync [<url>]`) rather than any number of them.
        public let isSingle: Bool

        /// Words called `valueName`, described by `help`; `single` when at most one is taken.
        public init(_ valueName: String, _ help: String, single: Bool = false) {
            self.valueName = valueName
            self.help = help
            self.isSingle = single
        }
    }

    /// One line: what the command does.
    public let abstract: String
    /// Paragraphs and examples after the abstract, hard line breaks kept; empty when there are none.
    public let discussion: String
    /// Its words besides options; nil when it takes none.
    public let operand: Operand?

    /// A command's help: `abstract`, then `discussion`; `options` gives an option's line where
    /// the command says it in its own words.
    public init(_ abstract: String, discussion: String = "", operand: Operand? = nil, options: [CommandOption: String] = [:]) {
        self.abstract = abstract
        self.discussion = discussion
        self.operand = operand
        self.optionHelp = options
    }

    /// The line help shows for `option` of this command, whose largest `--limit` is `maxLimit`.
    public func help(for option: CommandOption, maxLimit: Int?) -> String {
        optionHelp[option] ?? option.help(maxLimit: maxLimit)
    }

    // MARK: - Private

    private let optionHelp: [CommandOption: String]
}
