import ArgumentParser
import TodoRIBs

/// Names a command word that does not exist, with the nearest one that does: `todo lst`
/// answers "unknown command 'lst'; did you mean 'list'?" rather than ArgumentParser's
/// "Unexpected argument". The rule is the shell's too (TodoRIBs' `CommandSuggestion`).
extension CommandSuggestion {
    /// Why `word`, in the command's place, is not a command; `nil` when it is one.
    static func problem(withCommandWord word: String, among names: [String]) -> String? {
        guard !names.contains(word) else { return nil }
        return unknownCommand(word, among: names, otherwise: "(see todo --help)")
    }

    /// Every command name and alias `todo` takes, `help` included.
    static func commandNames(of command: ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.flatMap { subcommand in
            [subcommand.configuration.commandName].compactMap { $0 } + subcommand.configuration.aliases
        } + ["help"]
    }
}
