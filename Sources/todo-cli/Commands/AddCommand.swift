import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo add WORDS...`, and `todo log WORDS...`, a memo added already done as Taskwarrior's
/// `log`: a memo from words and field options.
enum AddCommand {
    /// The memo these words, body and flags describe, as the tree takes it.
    /// - throws: a usage error naming a bad word, or saying what is wrong with the title or body.
    static func action(words: [String], body: String, flags: AttributeFlags, isDone: Bool) throws -> MemoAction {
        let draft = try LanguageReading.read {
            try CommandReading.draft(words: words, body: body, flags: flags, isDone: isDone, now: .now(), zone: .system)
        }
        try TypedTextRule.validate(title: draft.title)
        try TypedTextRule.validate(body: draft.body)
        return .add(draft)
    }
}
