import ArgumentParser
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// Taskwarrior's named reports (`NamedReport`) that list memos: `completed`, `waiting`,
/// `active`, `overdue`, `ready`, `blocked`, `unblocked`, `blocking`, `recurring`, `all`,
/// `minimal`, `long`, `newest`, `oldest`. Each is `list` with the report's filter and order.
struct NamedListingCommand<Kind: NamedReportKind>: WorkflowCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Kind.report.rawValue)
    }

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    @Option(help: .valueName(of: .limit))
    var limit = CommandReading.defaultLimit

    @Option(help: .valueName(of: .sort))
    var sort: String?

    @Flag(name: .long)
    var json = false

    var outputFormat: OutputFormat { json ? .json : .text }

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Self.command(words: words, limit: limit, sort: sort)
    }

    func memoCommand() throws -> MemoAction {
        try Self.command(words: words, limit: limit, sort: sort)
    }

    /// What the report asks for with these words and options; a bad word is a usage error naming it.
    static func command(words: [String], limit: Int, sort: String?) throws -> MemoAction {
        try LanguageReading.read {
            try Kind.report.action(words: words, limit: limit, sort: sort, now: .now(), zone: .system)
        }
    }
}

/// Which `NamedReport` a command type is.
protocol NamedReportKind {
    static var report: NamedReport { get }
}

enum CompletedReport: NamedReportKind { static let report = NamedReport.completed }
enum WaitingReport: NamedReportKind { static let report = NamedReport.waiting }
enum ActiveReport: NamedReportKind { static let report = NamedReport.active }
enum OverdueReport: NamedReportKind { static let report = NamedReport.overdue }
enum ReadyReport: NamedReportKind { static let report = NamedReport.ready }
enum BlockedReport: NamedReportKind { static let report = NamedReport.blocked }
enum UnblockedReport: NamedReportKind { static let report = NamedReport.unblocked }
enum BlockingReport: NamedReportKind { static let report = NamedReport.blocking }
enum RecurringReport: NamedReportKind { static let report = NamedReport.recurring }
enum AllReport: NamedReportKind { static let report = NamedReport.all }
enum CountReport: NamedReportKind { static let report = NamedReport.count }
enum IDsReport: NamedReportKind { static let report = NamedReport.ids }
enum MinimalReport: NamedReportKind { static let report = NamedReport.minimal }
enum LongReport: NamedReportKind { static let report = NamedReport.long }
enum NewestReport: NamedReportKind { static let report = NamedReport.newest }
enum OldestReport: NamedReportKind { static let report = NamedReport.oldest }

/// The report commands, in `NamedReport`'s order, for `Todo`'s subcommands.
let namedReportCommands: [any ParsableCommand.Type] = [
    NamedListingCommand<CompletedReport>.self, NamedListingCommand<WaitingReport>.self, NamedListingCommand<ActiveReport>.self,
    NamedListingCommand<OverdueReport>.self, NamedListingCommand<ReadyReport>.self, NamedListingCommand<BlockedReport>.self,
    NamedListingCommand<UnblockedReport>.self, NamedListingCommand<BlockingReport>.self,
    NamedListingCommand<RecurringReport>.self, NamedListingCommand<AllReport>.self, NamedCountCommand<CountReport>.self,
    NamedCountCommand<IDsReport>.self, NamedListingCommand<MinimalReport>.self, NamedListingCommand<LongReport>.self,
    NamedListingCommand<NewestReport>.self, NamedListingCommand<OldestReport>.self,
]
