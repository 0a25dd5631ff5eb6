import MemoUseCases
import TodoRIBs

/// `todo context [NAME | none | define NAME FILTER... | delete NAME]`.
enum ContextCommand {
    /// What `context WORDS...` asks for.
    /// - throws: a usage error, with the usage, when the words are none of its forms.
    static func action(words: [String]) throws -> MemoAction {
        guard let request = ContextRequest(words: words.filter { $0 != "--" }) else {
            throw CommandWordsError("usage: todo \(CommandTable.usage(of: "context"))")
        }
        return .context(request)
    }
}
