import MemoInterchange
import MemoStore
import TodoRIBs

/// The commands and options as the completion scripts offer them, derived from `CommandTable`
/// (what each command takes) and `CommandTable.help(of:)` (what is said of it): the bash, zsh
/// and fish scripts are rendered from this alone, and `CompletionCallback` answers their
/// calls back by it, so a command or option added to the table is offered everywhere.
struct CompletionGrammar {
    /// What Tab offers where a value goes.
    enum Values: Equatable {
        /// Nothing: any word is typed (a title, a number).
        case none
        /// What `todo ---completion` answers from the store or the vocabulary.
        case asked(Asked)
        /// These words (`--format`'s).
        case words([String])
        /// File names.
        case files
    }

    /// What `todo ---completion` is asked for.
    enum Asked: Equatable {
        /// Memo ids (`CommandSpec.offeredIDs` says whose).
        case ids
        /// Attribute words, projects, tags and ids, in the todo language (`add`, `list`).
        case words
        /// `--sort`'s keys.
        case sortKeys
    }

    /// One option: `--limit`, its line of help, and what its value is.
    struct Option {
        /// Its name with its dashes: `--limit`.
        let name: String
        /// Its one-letter form with its dash (`-h`), if it has one.
        let short: String?
        /// Its one line of help.
        let help: String
        /// The name help shows for its value (`n`); nil for a flag.
        let valueName: String?
        /// What Tab offers for its value; nil for a flag.
        let values: Values?
        /// Whether it may be given more than once (`--tag`).
        let repeats: Bool
    }

    /// One command: its name, its one line, its options, and what its operands are.
    struct Command {
        /// The name it is typed by.
        let name: String
        /// Its one line of help.
        let abstract: String
        /// Its options: the global ones, its own, `--version` and `--help`.
        let options: [Option]
        /// The name help shows for its operands (`ids`).
        let operandName: String
        /// How many operands it takes: 0, 1, or nil for any number.
        let maxOperands: Int?
        /// What Tab offers for them.
        let operandValues: Values

    }

    /// The options of `todo` before a command: the global ones, `--version` and `--help`.
    static let rootOptions = globalOptions + standardOptions

    /// Every command, in `CommandTable.names`'s order, then `help`, whose operand is a command's name.
    static var commands: [Command] {
        CommandTable.names.compactMap(command(named:)) + [
            Command(
                name: "help", abstract: "Show the help of a command.", options: [], operandName: "command", maxOperands: 1,
                operandValues: .words(CommandTable.names)),
        ]
    }

    /// The command `name` of the table; nil for any other word (`help` included).
    static func command(named name: String) -> Command? {
        guard let spec = CommandTable.command(named: name) else { return nil }
        let help = CommandTable.help(of: name)
        let options = spec.options.options.map { option in
            Option(
                name: "--" + option.name, short: nil, help: help?.help(for: option, maxLimit: spec.maxLimit) ?? "",
                valueName: option.valueName, values: option.takesValue ? values(of: option) : nil, repeats: option.repeats)
        }
        return Command(
            name: name, abstract: help?.abstract ?? "", options: globalOptions + options + standardOptions,
            operandName: help?.operand?.valueName ?? "words", maxOperands: maxOperands(spec, help?.operand),
            operandValues: operandValues(spec))
    }

    /// What Tab offers for the value of `option`.
    static func values(of option: CommandOption) -> Values {
        switch option {
        case .sort: .asked(.sortKeys)
        case .format: .words(InterchangeFormat.allCases.map(\.rawValue))
        case .role: .words(ShareRole.allCases.map(\.rawValue))
        default: .none
        }
    }

    /// What Tab offers for the operands of `spec`: ids where they go, first ones too
    /// (`annotate ID... TEXT...`); the todo language where its words go; nothing for words a
    /// command reads itself (`context`, `sync`).
    static func operandValues(_ spec: CommandSpec) -> Values {
        switch spec.operands {
        case .none: .none
        case .oneID, .optionalID, .ids: .asked(.ids)
        case .fields, .filter: .asked(.words)
        case .words: spec.before == .idsThenText ? .asked(.ids) : .none
        case .file: .files
        }
    }

    // MARK: - Private

    private static let globalOptions = GlobalOption.allCases.map(option)

    private static let standardOptions = [
        Option(name: "--version", short: nil, help: "Show the version.", valueName: nil, values: nil, repeats: false),
        Option(name: "--help", short: "-h", help: "Show help information.", valueName: nil, values: nil, repeats: false),
    ]

    private static func option(_ option: GlobalOption) -> Option {
        Option(name: "--" + option.name, short: nil, help: option.help, valueName: option.valueName, values: Values.none, repeats: false)
    }

    private static func maxOperands(_ spec: CommandSpec, _ operand: CommandHelp.Operand?) -> Int? {
        switch spec.operands {
        case .none: 0
        case .oneID, .optionalID, .file: 1
        case .ids, .fields, .filter, .words: operand?.isSingle == true ? 1 : nil
        }
    }
}
