import TodoLanguage
import TodoRIBs

/// The words a command takes besides its options, checked against its entry of
/// `CommandTable` before its own reading sees them: an id where an id goes, nothing where
/// nothing goes, one file, each refusal naming the word.
struct CommandOperands {
    /// What the command takes.
    let spec: CommandSpec

    /// The operands of the command `spec` describes.
    init(_ spec: CommandSpec) {
        self.spec = spec
    }

    /// The operands among `positionals` (the words after the command's name that are not
    /// options): all of them, `--` too, for a command whose words are the todo language's
    /// or its own; else those that are not `--`, once they fit.
    /// - throws: `CommandWordsError` naming the first word that does not fit.
    func words(of positionals: [String]) throws(CommandWordsError) -> [String] {
        let operands = spec.operands
        let takesNoDash = operands == .file || spec.name == "sync" || spec.name == "conflicts"
        if operands.areWords && !takesNoDash { return positionals }
        let words = positionals.filter { $0 != "--" }
        let isOption = takesNoDash ? { $0.hasPrefix("-") && $0 != "-" } : Self.isShortOption
        if operands != .ids, let option = words.first(where: isOption) {
            throw CommandWordsError(CommandSuggestion.unknownOption(option, among: []))
        }
        switch operands {
        case .fields, .filter, .words:
            return words
        case .none:
            if let word = words.first { throw Self.unexpected(word, "todo \(spec.name) takes none") }
        case .file:
            if let word = words.dropFirst().first { throw Self.unexpected(word, "todo \(spec.name) reads one file") }
        case .oneID, .optionalID, .ids:
            if words.isEmpty, let missing = spec.missingOperands { throw CommandWordsError(missing) }
            if operands != .ids, let bad = words.first(where: { MemoIDText.parse($0) == nil }) {
                throw CommandWordsError(TodoLanguageError(word: bad, reason: .badID).description)
            }
            if operands != .ids, words.count > 1 { throw Self.unexpected(words[1], "todo \(spec.name) takes one id") }
        }
        return words
    }

    // MARK: - Private

    /// `-x`: a short option, none of which todo has apart from `-h`; `-1` is a word (a bad id).
    /// A file, a URL and `conflicts`' words never start with a dash: there `-1` is an option too.
    private static func isShortOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.dropFirst().first?.isLetter == true
    }

    private static func unexpected(_ word: String, _ why: String) -> CommandWordsError {
        CommandWordsError("unexpected argument \(CommandSuggestion.quoted(word)): \(why)")
    }
}
