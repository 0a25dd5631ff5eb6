import ArgumentParser
import TodoRIBs

/// The free words of `add`, `modify`, `list` and `search`, as ArgumentParser leaves them.
///
/// They are captured with `.allUnrecognized` so that `-tag` and `+tag` reach the todo language;
/// the price is that an unknown `--option` arrives as a word too, so it is refused here, with
/// the nearest of the command's options. Everything after a `--` word is text and is never refused.
enum CommandWords {
    /// The options every command takes.
    static let globalOptions = (CommandTable.globalOptions + [CommandTable.helpOption]).map(\.name)

    /// Throws a usage error naming the first word that looks like a long option other than
    /// the options of `command`, and the nearest of them and the global ones.
    static func refuseUnknownOptions(in words: [String], of command: CommandSpec) throws {
        let options = command.readings.map(\.name)
        for word in words {
            if word == "--" { return }
            if word.hasPrefix("--") {
                let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
                throw CommandWordsError(CommandSuggestion.unknownOption(name, among: options + globalOptions))
            }
        }
    }
}
