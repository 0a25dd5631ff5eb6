import ArgumentParser
import MemoStore
import TodoLanguage
import TodoRIBs

struct Add: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a memo and print its id.",
        discussion: """
            The words, joined by spaces, are the title. Words like due:DATE, wait:DATE, \
            pri:H|M|L, project:NAME, +tag and recur:PERIOD set fields instead; after -- every \
            word is title text.

            DATE: 2026-12-01, 2026-12-01T15:30, today, tomorrow, yesterday, mon…sun (the next \
            one), eod, eow, eom, eoy, sod, sow, som, soy, now, later, +3d, +2w, and date math such \
            as today+2d or eow+1w, read in your time zone; a bare date means the end of that day.

            Examples:
              todo add Buy milk
              todo add Pay rent due:eom pri:H project:home +bills recur:monthly
              todo add "Call mom" --body "about Sunday lunch" --due sun
              todo add -- due:later is part of this title
            """)

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .words, options: CommandReading.addOptions)

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The title, with attribute words.", valueName: "words"),
        completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Option(help: "Free text kept with the memo.")
    var body: String = ""

    @OptionGroup var attributes: AttributeOptions

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, options: CommandReading.addOptions.map(\.name))
        let draft = try makeDraft()
        try TypedTextRule.validate(title: draft.title)
        try TypedTextRule.validate(body: body)
    }

    func memoCommand() throws -> MemoCommand {
        .add(try makeDraft())
    }

    /// The draft the words and flags describe; a bad word is a usage error naming it.
    func makeDraft() throws -> MemoDraft {
        try Self.draft(words: words, body: body, flags: attributes.flags)
    }

    /// The draft of `add` with these words, body and flags; `QuickParser` reads it the same way.
    static func draft(words: [String], body: String, flags: AttributeFlags) throws -> MemoDraft {
        try LanguageReading.read {
            try CommandReading.draft(words: words, body: body, flags: flags, now: .now(), zone: .system)
        }
    }
}
