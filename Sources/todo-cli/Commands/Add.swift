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

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The title, with attribute words.", valueName: "words"),
        completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Option(help: "Free text kept with the memo.")
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
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Add a memo that is already done (something finished) and print its id.",
        discussion: """
            The same words and options as add. A recurring memo logged done makes no next one.

            Examples:
              todo log Called the plumber
              todo log Paid rent project:home +bills
            """)
}

enum NewMemo: AddKind {
    static let isDone = false
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a memo and print its id.",
        discussion: """
            The words, joined by spaces, are the title. Words like due:DATE, wait:DATE, \
            pri:H|M|L, project:NAME, +tag, recur:PERIOD and parent:ID (a subtask of memo ID, or of a \
            uuid) set fields instead; after -- every word is title text.

            DATE: 2026-12-01, 2026-12-01T15:30, today, tomorrow, yesterday, mon…sun (the next \
            one), eod, eow, eom, eoy, sod, sow, som, soy, now, later, +3d, +2w, and date math such \
            as today+2d or eow+1w, read in your time zone; a bare date means the end of that day.

            Examples:
              todo add Buy milk
              todo add Pay rent due:eom pri:H project:home +bills recur:monthly
              todo add "Call mom" --body "about Sunday lunch" --due sun
              todo add -- due:later is part of this title
            """)
}
