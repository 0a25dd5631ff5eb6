import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Context: WorkflowCommand {
    static let configuration = CommandConfiguration(commandName: "context")

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Self.command(words: words)
    }

    func memoCommand() throws -> MemoAction {
        try Self.command(words: words)
    }

    /// What `context WORDS...` asks for; `QuickParser` reads it the same way.
    static func command(words: [String]) throws -> MemoAction {
        guard let request = ContextRequest(words: words.filter { $0 != "--" }) else {
            throw CommandWordsError("usage: todo \(CommandTable.usage(of: "context"))")
        }
        return .context(request)
    }
}
