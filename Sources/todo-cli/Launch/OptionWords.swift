import TodoRIBs

/// How the command line's option words are laid out, for the readings that look through a
/// line before `CommandWords` reads it (Taskwarrior's overrides, help among a command's words).
enum OptionWords {
    /// Whether `word` is an option whose value is the next word (`--body TEXT`, `--db PATH`),
    /// not given after `=`.
    static func takesNextWord(_ word: String) -> Bool {
        guard word.hasPrefix("--"), !word.contains("=") else { return false }
        let name = word.dropFirst(2)
        return GlobalOption(name: name) != nil || CommandOption(name: name)?.takesValue == true
    }
}
