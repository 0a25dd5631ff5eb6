import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo add WORDS...`.
typealias Add = AddCommand<NewMemo>
/// `todo log WORDS...`: a memo added already done, as Taskwarrior's `log`.
typealias Log = AddCommand<LoggedMemo>

/// `add` and `log`: a memo from words and field options; they differ only in whether it is done.
struct AddCommand<Kind: AddKind>: WorkflowCommand {
    static var configuration: CommandConfiguration { Kind.configuration }

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    @Option(help: .valueName(of: .body))
    var body: String = ""

    @OptionGroup var attributes: AttributeOptions

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        let draft = try makeDraft()
        try TypedTextRule.validate(title: draft.title)
        try TypedTextRule.validate(body: body)
    }

    func memoCommand() throws -> MemoAction {
        .add(try makeDraft())
    }

    /// The draft the words and flags describe; a bad word is a usage error naming it.
    func makeDraft() throws -> MemoDraft {
        try Self.draft(words: words, body: body, flags: attributes.flags)
    }

    /// The draft of this command with these words, body and flags; `QuickParser` reads it the same way.
    static func draft(words: [String], body: String, flags: AttributeFlags) throws -> MemoDraft {
        var draft = try LanguageReading.read {
            try CommandReading.draft(words: words, body: body, flags: flags, now: .now(), zone: .system)
        }
        draft.isDone = Kind.isDone
        return draft
    }
}

/// Which of `add` and `log` an `AddCommand` is.
protocol AddKind {
    /// The command's name, help and examples.
    static var configuration: CommandConfiguration { get }
    /// Whether the memo is added done.
    static var isDone: Bool { get }
}

enum LoggedMemo: AddKind {
    static let isDone = true
    static let configuration = CommandConfiguration(commandName: "log")
}

enum NewMemo: AddKind {
    static let isDone = false
    static let configuration = CommandConfiguration(commandName: "add")
}
