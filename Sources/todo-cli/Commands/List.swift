import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo list`, `todo ls` and `todo next`: the same command under three names. Declared once a
/// name rather than with aliases, because ArgumentParser's completion scripts offer commands, not aliases.
struct ListCommand<Name: CommandName>: WorkflowCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Name.commandName,
            abstract: Name.abstract,
            discussion: """
                Filters: +tag, -tag, project:NAME (and its sub-projects), pri:H|M|L, due:DATE (that \
                day), due.before:DATE, due.after:DATE, +overdue, +waiting (memos hidden until their \
                wait date), and Taskwarrior's virtual tags +OVERDUE, +DUE, +TODAY, +TOMORROW, +WEEK, \
                +MONTH, +WAITING, +PENDING, +COMPLETED, +TAGGED, +RECURRING (-TAGGED, -RECURRING too); \
                +PARENT (memos with children), +CHILD (memos with a parent) and parent:ID (one memo's \
                children); status:pending|completed|waiting|recurring|deleted, description:TEXT (its start), \
                Taskwarrior's attribute modifiers (project.isnt:work, due.none:, description.has:milk, \
                tags.any:, entry.after:DATE, due.by:DATE, pri.above:L …), /regex/ (title and annotations), \
                limit:N (as --limit N), ids (3, 1-3, 2,5: those memos), all joined by and (or side by \
                side), or, xor, not and ( ), \
                not before and before or before xor, as in Taskwarrior. A child is listed under its \
                parent, indented; a parent shows its children's progress [done/all], and a child whose \
                parent is not listed names it. \
                Urgency: Taskwarrior's score of due date, priority, age, tags, project, start, a passed scheduled date, blocking and \
                annotations, weighed by the config file's urgency.<term>.coefficient keys. Other words are \
                searched for in the memos' titles and bodies, as `todo search` does among the memos the \
                filters and --all/--done choose, newest first (so --sort does not apply then).
                A listing that stops at its limit says on stderr how many more there are.

                Examples:
                  todo list
                  todo list project:work +urgent --sort due
                  todo list due.before:eow --json
                  todo list milk +errand
                  todo list '(' +home or +errand ')' not project.none:
                  todo list --all --limit 100 --json | jq '.[].title'
                """)
    }

    @OptionGroup var options: GlobalOptions

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("Filter words, and words to search for.", valueName: "filter"),
        completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Flag(help: "Include done memos (and waiting ones).")
    var all = false

    @Flag(help: "Only done memos.")
    var done = false

    @Option(help: ArgumentHelp("How many memos to print, 1 to \(Self.maxLimit).", valueName: "n"))
    var limit = Self.defaultLimit

    @Option(
        help: ArgumentHelp("urgency (the default), due, priority, created (newest first), oldest or end (earliest done first).", valueName: "order"),
        completion: .custom(MemoIDCompletion.completeSort))
    var sort: String?

    @Flag(name: .long, help: "Print a JSON array of memo objects instead of text.")
    var json = false

    static var defaultLimit: Int { CommandReading.defaultLimit }
    static var maxLimit: Int { CommandReading.maxListLimit }

    var outputFormat: OutputFormat { json ? .json : .text }

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Self.command(words: words, all: all, done: done, limit: limit, sort: sort)
    }

    func memoCommand() throws -> MemoAction {
        try Self.command(words: words, all: all, done: done, limit: limit, sort: sort)
    }

    /// What `list` with these words and options asks for, as `CommandReading` reads it for the
    /// shell too: a page, or a search when words other than filters are given. `QuickParser`
    /// reads it the same way; a bad word is a usage error naming it.
    static func command(words: [String], all: Bool, done: Bool, limit: Int, sort: String?) throws -> MemoAction {
        let source = try LanguageReading.read {
            try CommandReading.list(
                words: words, all: all, done: done, limit: limit, sort: sort, defaultSort: Environment.process["TODO_SORT"],
                now: .now(), zone: .system)
        }
        switch source {
        case .page(let request): return .list(request)
        case .search(let query, let filter, let limit): return .search(query: query, filter: filter, limit: limit)
        }
    }
}

/// `todo list`.
enum ListName: CommandName {
    static var commandName: String { "list" }
    static var abstract: String {
        "List memos, most urgent first: open ones unless told otherwise. Prints a row a memo (--json: an array)."
    }
}

/// `todo ls`, the short name of `list`.
enum LsName: CommandName {
    static var commandName: String { "ls" }
    static var abstract: String { "The same as list." }
}

/// `todo next`, Taskwarrior's name for the most urgent memos: `list`, whose order is urgency.
enum NextName: CommandName {
    static var commandName: String { "next" }
    static var abstract: String { "The same as list: open memos, most urgent first (Taskwarrior's next)." }
}

typealias List = ListCommand<ListName>
typealias Ls = ListCommand<LsName>
typealias Next = ListCommand<NextName>
