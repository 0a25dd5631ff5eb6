import ArgumentParser
import MemoUseCases
import TodoRIBs

/// `summary`, `calendar` and `burndown`: a report over the memos filter words choose, as text
/// or `--json`; they differ in what they count and how they read their first words.
struct ReportCommand<Kind: ReportKind>: WorkflowCommand {
    static var configuration: CommandConfiguration { Kind.configuration }

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    @Flag(name: .long)
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
    /// The command's name and abstract.
    static var configuration: CommandConfiguration { get }
    /// What the words ask for.
    static func command(words: [String]) throws -> MemoAction
}

/// `todo summary`: each project's open memos and share done, as Taskwarrior's `task summary`.
typealias Summary = ReportCommand<SummaryReport>

enum SummaryReport: ReportKind {
    static let configuration = CommandConfiguration(commandName: "summary")

    /// What `summary WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoAction {
        .report(try LanguageReading.read { try CommandReading.summary(words: words, now: .now(), zone: .system) })
    }
}

/// `todo calendar`: a month's grid with the days memos are due marked.
typealias CalendarCommand = ReportCommand<CalendarReport>

enum CalendarReport: ReportKind {
    static let configuration = CommandConfiguration(commandName: "calendar")

    /// What `calendar [MONTH] WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoAction {
        .report(try LanguageReading.read { try CommandReading.calendar(words: words, now: .now(), zone: .system) })
    }
}

/// `todo burndown`: memos open and done over time, drawn to the terminal's width.
typealias Burndown = ReportCommand<BurndownReport>

enum BurndownReport: ReportKind {
    static let configuration = CommandConfiguration(commandName: "burndown")

    /// What `burndown [daily|weekly] WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoAction {
        .report(try LanguageReading.read {
            try CommandReading.burndown(words: words, width: StandardScreen.width, now: .now(), zone: .system)
        })
    }
}
