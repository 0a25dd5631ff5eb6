import ArgumentParser
import TodoRIBs

/// ArgumentParser's declarations take their text from `CommandTable`, which help and the man
/// page render: what its completion scripts show is written there only.
extension CommandConfiguration {
    /// The configuration of the command `name`: its name, and its abstract from the table.
    static func described(_ name: String) -> CommandConfiguration {
        CommandConfiguration(commandName: name, abstract: CommandTable.help(of: name)?.abstract ?? "")
    }
}

extension ArgumentHelp {
    /// The help of `option` of the command `name`, with its value's name.
    static func described(_ option: CommandOption, of name: String) -> ArgumentHelp {
        let maxLimit = CommandTable.command(named: name)?.maxLimit
        let text = CommandTable.help(of: name)?.help(for: option, maxLimit: maxLimit) ?? option.help(maxLimit: maxLimit)
        return ArgumentHelp(text, valueName: option.valueName)
    }

    /// The help of `option`, which every command takes.
    static func described(_ option: GlobalOption) -> ArgumentHelp {
        ArgumentHelp(option.help, valueName: option.valueName)
    }

    /// The help of the words the command `name` takes besides its options.
    static func operand(of name: String) -> ArgumentHelp {
        let operand = CommandTable.help(of: name)?.operand
        return ArgumentHelp(operand?.help ?? "", valueName: operand?.valueName)
    }
}
