import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo list`, `todo ls` and `todo next`: the same command under three names. Declared once a
/// name rather than with aliases, as `CommandTable.names` lists each.
struct ListCommand<Name: CommandName>: WorkflowCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Name.commandName)
    }

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    @Flag
    var all = false

    @Flag
    var done = false

    @Option(help: .valueName(of: .limit))
    var limit = Self.defaultLimit

    @Option(help: .valueName(of: .sort))
    var sort: String?

    @Flag(name: .long)
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
}

/// `todo ls`, the short name of `list`.
enum LsName: CommandName {
    static var commandName: String { "ls" }
}

/// `todo next`, Taskwarrior's name for the most urgent memos: `list`, whose order is urgency.
enum NextName: CommandName {
    static var commandName: String { "next" }
}

typealias List = ListCommand<ListName>
typealias Ls = ListCommand<LsName>
typealias Next = ListCommand<NextName>
