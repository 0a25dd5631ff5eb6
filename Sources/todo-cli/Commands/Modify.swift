import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Modify: WorkflowCommand {
    static let configuration = CommandConfiguration(commandName: "modify")

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    @OptionGroup var attributes: AttributeOptions

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Self.command(words: words, flags: attributes.flags)
    }

    func memoCommand() throws -> MemoAction {
        try Self.command(words: words, flags: attributes.flags)
    }

    /// What `modify WORDS...` with these field flags asks for; the one reading both parsers use.
    static func command(words: [String], flags: AttributeFlags) throws -> MemoAction {
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
        if let title = patch.title { try TypedTextRule.validate(title: title) }
        return .modify(ids: ids, patch, kind: .modify)
    }
}
