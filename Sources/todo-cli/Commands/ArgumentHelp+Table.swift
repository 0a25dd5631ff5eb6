import ArgumentParser
import TodoRIBs

/// ArgumentParser's declarations take their text from `CommandTable`, which help and the man
/// page render: what its completion scripts show is written there only. Parsing never reads
/// that text, and looking it up for every declaration would cost each command line
/// ArgumentParser reads about a million instructions more; so it is looked up only when the
/// command line asks for what shows it (`isWanted`), and otherwise left empty.
enum ArgumentParserText {
    /// Whether the text is looked up: set once, before ArgumentParser reads the command line.
    nonisolated(unsafe) static var isWanted = false

    /// Whether `arguments` ask for what shows the text: a completion script or the help dump.
    static func isWanted(by arguments: [String]) -> Bool {
        arguments.contains { $0.hasPrefix("--generate-completion-script") || $0 == "--experimental-dump-help" }
    }
}

extension CommandConfiguration {
    /// The configuration of the command `name`: its name, and its abstract from the table.
    static func described(_ name: String) -> CommandConfiguration {
        guard ArgumentParserText.isWanted else { return CommandConfiguration(commandName: name) }
        return CommandConfiguration(commandName: name, abstract: CommandTable.help(of: name)?.abstract ?? "")
    }
}

extension ArgumentHelp {
    /// The help of `option` of the command `name`, with its value's name.
    static func described(_ option: CommandOption, of name: String) -> ArgumentHelp {
        guard ArgumentParserText.isWanted else { return ArgumentHelp(valueName: option.valueName) }
        let maxLimit = CommandTable.command(named: name)?.maxLimit
        let text = CommandTable.help(of: name)?.help(for: option, maxLimit: maxLimit) ?? option.help(maxLimit: maxLimit)
        return ArgumentHelp(text, valueName: option.valueName)
    }

    /// The help of `option`, which every command takes.
    static func described(_ option: GlobalOption) -> ArgumentHelp {
        ArgumentHelp(ArgumentParserText.isWanted ? option.help : "", valueName: option.valueName)
    }

    /// The help of the words the command `name` takes besides its options.
    static func operand(of name: String) -> ArgumentHelp? {
        guard ArgumentParserText.isWanted, let operand = CommandTable.help(of: name)?.operand else { return nil }
        return ArgumentHelp(operand.help, valueName: operand.valueName)
    }
}
