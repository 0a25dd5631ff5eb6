import ArgumentParser
import MemoUseCases
import TodoRIBs

struct Context: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "List your contexts, select one (or none), or define or delete one.",
        discussion: """
            While a context is selected, list and search show only the memos its filter \
            chooses, and add gives new memos its project and tags. Contexts live in the \
            store, so every machine that uses it has them.

            Examples:
              todo context define work project:work +urgent
              todo context work
              todo context
              todo context none
              todo context delete work
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("NAME, none, define NAME FILTER... or delete NAME.", valueName: "words"))
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
