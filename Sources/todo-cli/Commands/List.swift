import ArgumentParser
import MemoStore
import TodoLanguage
import TodoRIBs

/// `todo list`, and `todo ls`: the same command under two names. Declared twice rather than
/// with an alias, because ArgumentParser's completion scripts offer commands, not aliases.
struct ListCommand<Name: ListCommandName>: WorkflowCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Name.commandName,
            abstract: Name.abstract,
            discussion: """
                Filters: +tag, -tag, project:NAME (and its sub-projects), pri:H|M|L, due:DATE (that \
                day), due.before:DATE, due.after:DATE, +overdue, +waiting (memos hidden until their \
                wait date). Urgency: overdue first, then soonest due, then priority, then newest.
                A listing that stops at its limit says on stderr how many more there are.

                Examples:
                  todo list
                  todo list project:work +urgent --sort due
                  todo list due.before:eow --json
                  todo list --all --limit 100 --json | jq '.[].title'
                """)
    }

    @OptionGroup var options: GlobalOptions

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("Filter words.", valueName: "filter"),
        completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Flag(help: "Include done memos (and waiting ones).")
    var all = false

    @Flag(help: "Only done memos.")
    var done = false

    @Option(help: ArgumentHelp("How many memos to print, 1 to \(Self.maxLimit).", valueName: "n"))
    var limit = Self.defaultLimit

    @Option(
        help: ArgumentHelp("urgency (the default), due, priority or created.", valueName: "order"),
        completion: .custom(MemoIDCompletion.completeSort))
    var sort: String?

    @Flag(name: .long, help: "Print a JSON array of memo objects instead of text.")
    var json = false

    static var defaultLimit: Int { CommandReading.defaultLimit }
    static var maxLimit: Int { CommandReading.maxListLimit }

    var outputFormat: OutputFormat { json ? .json : .text }

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, options: CommandReading.listOptions.map(\.name) + ["--json"])
        _ = try makeRequest()
    }

    func memoCommand() throws -> MemoCommand {
        .list(try makeRequest())
    }

    /// The page the words and options ask for; a bad word is a usage error naming it.
    func makeRequest() throws -> MemoPageRequest {
        try Self.request(words: words, all: all, done: done, limit: limit, sort: sort)
    }

    /// The page request of `list` with these words and options, as `CommandReading` reads it
    /// for the shell too; `QuickParser` reads it the same way.
    static func request(words: [String], all: Bool, done: Bool, limit: Int, sort: String?) throws -> MemoPageRequest {
        try LanguageReading.read {
            try CommandReading.listRequest(words: words, all: all, done: done, limit: limit, sort: sort, now: .now(), zone: .system)
        }
    }
}

/// The name a `ListCommand` answers to.
protocol ListCommandName {
    static var commandName: String { get }
    static var abstract: String { get }
}

/// `todo list`.
enum ListName: ListCommandName {
    static var commandName: String { "list" }
    static var abstract: String {
        "List memos, most urgent first: open ones unless told otherwise. Prints a row a memo (--json: an array)."
    }
}

/// `todo ls`, the short name of `list`.
enum LsName: ListCommandName {
    static var commandName: String { "ls" }
    static var abstract: String { "The same as list." }
}

typealias List = ListCommand<ListName>
typealias Ls = ListCommand<LsName>
