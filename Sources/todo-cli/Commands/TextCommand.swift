import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `annotate`, `denotate`, `append` and `prepend`: ids, then text, applied to every memo all
/// or nothing, one undo step.
enum TextCommand {
    /// What `verb`'s words ask for.
    /// - throws: a usage error when no id or no text is given, or an id is bad.
    static func action(words: [String], verb: TextCommandWords.Verb) throws -> MemoAction {
        guard let (ids, patch) = try LanguageReading.read({ try TextCommandWords.patch(verb, words: words, now: .now(), zone: .system) }) else {
            throw CommandWordsError("say which memos and what text: todo \(CommandTable.usage(of: verb.rawValue))")
        }
        try TypedTextRule.validate(patch: patch)
        return .modify(ids: ids, patch, kind: .modify)
    }
}
