import ArgumentParser
import TodoRIBs

/// `todo calendar`: a month's grid with the days memos are due marked.
struct CalendarCommand: WorkflowCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Show a month with the days open memos are due marked.",
        discussion: """
            MONTH is 2026-12, or a month's name (december, dec) meaning the next one: this \
            month or a later one. Without it, this month. Days with memos due are marked * \
            (bold on a terminal, red once past) and today is shown inverted on a terminal. \
            Weeks start on Monday. Filter words (as in list) choose the memos; waiting ones \
            count unless -waiting.

            Examples:
              todo calendar
              todo calendar dec +bills
              todo calendar 2027-01 --json
            """)

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .words, options: [.flag("--json")])

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The month, then filter words.", valueName: "month-and-filter"),
        completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Flag(name: .long, help: """
        Print {"year", "month", "today", "days": [{"date", "due"}, …]}: every day of the month \
        (dates YYYY-MM-DD, local) with how many memos are due on it.
        """)
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, options: ["--json"])
        _ = try Self.command(words: words)
    }

    func memoCommand() throws -> MemoCommand {
        try Self.command(words: words)
    }

    /// What `calendar [MONTH] WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoCommand {
        .report(try LanguageReading.read { try CommandReading.calendar(words: words, now: .now(), zone: .system) })
    }
}
