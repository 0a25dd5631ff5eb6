import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo modify ID... ATTRIBUTE...`: set fields of one or more memos, one undo step.
enum ModifyCommand {
    /// What `modify WORDS...` with these field flags asks for.
    /// - throws: a usage error when no id or no change is given, or a word is bad.
    static func action(words: [String], flags: AttributeFlags) throws -> MemoAction {
        let (ids, attributeWords) = MemoIDText.leadingIDs(of: words)
        guard !ids.isEmpty else {
            if let first = words.first, MemoIDText.isMalformedID(first) {
                throw CommandWordsError(TodoLanguageError(word: first, reason: .badID).description)
            }
            throw CommandWordsError("say which memos: todo \(CommandTable.usage(of: "modify"))")
        }
        let patch = try LanguageReading.read {
            try ModifyWords.patch(from: attributeWords, flags: flags, now: .now(), zone: .system)
        }
        guard !patch.isEmpty else {
            throw CommandWordsError("say what to change, such as due:fri, pri:H, +tag or -tag")
        }
        try TypedTextRule.validate(patch: patch)
        return .modify(ids: ids, patch, kind: .modify)
    }
}
