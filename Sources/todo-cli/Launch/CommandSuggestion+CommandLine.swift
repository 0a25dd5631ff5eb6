import TodoRIBs

/// Names a command word that does not exist, with the nearest one that does: `todo lst`
/// answers "unknown command 'lst'; did you mean 'list'?". The rule is the shell's too (TodoRIBs' `CommandSuggestion`).
extension CommandSuggestion {
    /// Why `word`, in the command's place, is not a command; `nil` when it is one.
    static func problem(withCommandWord word: String, among names: [String]) -> String? {
        guard !names.contains(word) else { return nil }
        return unknownCommand(word, among: names, otherwise: "(see todo --help)")
    }

    /// Why `word`, before any command, is not an option of `todo` (`--usr`, `--verison`);
    /// `nil` when it is one or is no option.
    static func problem(withRootOption word: String?) -> String? {
        guard let word, word.hasPrefix("--") else { return nil }
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        let names = CommandTable.rootOptions.map(\.name)
        return names.contains(name) ? nil : unknownOption(name, among: names)
    }

    /// Every command name and alias `todo` takes, `help` included.
    static var commandNames: [String] {
        CommandTable.names + ["help"]
    }
}
