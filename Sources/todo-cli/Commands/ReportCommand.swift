import ArgumentParser
import MemoUseCases
import TodoRIBs

/// `summary`, `calendar` and `burndown`: a report over the memos filter words choose, as text
/// or `--json`; they differ in what they count and how they read their first words.
struct ReportCommand<Kind: ReportKind>: WorkflowCommand {
    static var configuration: CommandConfiguration { Kind.configuration }

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: Kind.wordsHelp, completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Flag(name: .long, help: Kind.jsonHelp)
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Kind.command(words: words)
    }

    func memoCommand() throws -> MemoAction {
        try Kind.command(words: words)
    }

    /// What the report's words ask for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoAction {
        try Kind.command(words: words)
    }
}

/// What makes a `ReportCommand` one report.
protocol ReportKind {
    /// The command's name, help and examples.
    static var configuration: CommandConfiguration { get }
    /// The help of its words.
    static var wordsHelp: ArgumentHelp { get }
    /// The help of `--json`: the shape printed.
    static var jsonHelp: ArgumentHelp { get }
    /// What the words ask for.
    static func command(words: [String]) throws -> MemoAction
}

/// `todo summary`: each project's open memos and share done, as Taskwarrior's `task summary`.
typealias Summary = ReportCommand<SummaryReport>

enum SummaryReport: ReportKind {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Show each project with its open memos and how much of it is done.",
        discussion: """
            A project's counts include its sub-projects', which follow it indented; memos \
            without a project come last as (none). Complete is the share done, rounded down. \
            Filter words (+tag, -tag, project:NAME, pri:X, due.before:DATE …, as in list) choose \
            the memos counted; open and done ones both count.

            Examples:
              todo summary
              todo summary +bills
              todo summary project:work --json
            """)

    static let wordsHelp = ArgumentHelp("Filter words.", valueName: "filter")

    static let jsonHelp = ArgumentHelp("""
        Print a JSON array of {"project", "depth", "open", "done", "complete"} objects (project \
        null for memos without one; counts include sub-projects; complete in whole percent).
        """)

    /// What `summary WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoAction {
        .report(try LanguageReading.read { try CommandReading.summary(words: words, now: .now(), zone: .system) })
    }
}

/// `todo calendar`: a month's grid with the days memos are due marked.
typealias CalendarCommand = ReportCommand<CalendarReport>

enum CalendarReport: ReportKind {
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

    static let wordsHelp = ArgumentHelp("The month, then filter words.", valueName: "month-and-filter")

    static let jsonHelp = ArgumentHelp("""
        Print {"year", "month", "today", "days": [{"date", "due"}, …]}: every day of the month \
        (dates YYYY-MM-DD, local) with how many memos are due on it.
        """)

    /// What `calendar [MONTH] WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoAction {
        .report(try LanguageReading.read { try CommandReading.calendar(words: words, now: .now(), zone: .system) })
    }
}

/// `todo burndown`: memos open and done over time, drawn to the terminal's width.
typealias Burndown = ReportCommand<BurndownReport>

enum BurndownReport: ReportKind {
    static let configuration = CommandConfiguration(
        commandName: "burndown",
        abstract: "Chart how many memos were open and done at the end of each day or week.",
        discussion: """
            daily (the default) or weekly (weeks from Monday), in your time zone; as many as fit \
            the terminal's width (80 columns when output is not a terminal), up to today, from \
            the first with a memo. A memo counts as open from its creation; a done memo as done \
            from its last change, as todo keeps no separate time of completion (so changing a \
            done memo moves it). Filter words (as in list) choose the memos.

            Examples:
              todo burndown
              todo burndown weekly project:work
              todo burndown --json
            """)

    static let wordsHelp = ArgumentHelp("daily or weekly, then filter words.", valueName: "period-and-filter")

    static let jsonHelp = ArgumentHelp("""
        Print {"period", "periods": [{"date", "start", "open", "done"}, …]}, oldest first: date \
        the local day a period starts, start that moment in UTC, open and done at its end.
        """)

    /// What `burndown [daily|weekly] WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoAction {
        .report(try LanguageReading.read {
            try CommandReading.burndown(words: words, width: StandardScreen.width, now: .now(), zone: .system)
        })
    }
}
