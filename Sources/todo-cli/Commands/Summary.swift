import ArgumentParser
import TodoRIBs

/// `todo summary`: each project's open memos and share done, as Taskwarrior's `task summary`.
struct Summary: WorkflowCommand {
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

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .words, options: [.flag("--json")])

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("Filter words.", valueName: "filter"),
        completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Flag(name: .long, help: """
        Print a JSON array of {"project", "depth", "open", "done", "complete"} objects (project \
        null for memos without one; counts include sub-projects; complete in whole percent).
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

    /// What `summary WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoCommand {
        .report(try LanguageReading.read { try CommandReading.summary(words: words, now: .now(), zone: .system) })
    }
}
