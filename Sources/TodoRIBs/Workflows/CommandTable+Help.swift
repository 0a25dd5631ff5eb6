extension CommandTable {
    /// What help, the man page and completion scripts say of `todo` itself.
    public static let rootHelp = CommandHelp(
        "Keep todos and memos in SQLite, from the shell.",
        discussion: """
            Each user sees only their own memos (--user, $TODO_USER, else the login name). Ids never change and are never \
            reused. `todo` alone on a terminal opens the shell. The options below are taken before or after any command. \
            Taskwarrior's order works too, ids or a filter first: `todo 3 done`, `todo +errand modify pri:L`; a write \
            through a filter that matches more than $TODO_BULK (3) memos asks first, or needs --yes. Ids or a uuid alone \
            show those memos: `todo 3` is `todo 3 info`; a filter alone lists them: `todo +home` is `todo next +home`.

            Examples:
              todo add "Buy milk" --body "oat, 2 litres"
              todo list
              todo done 1
              todo search milk --json
              todo export > memos.jsonl
              todo --db /tmp/copy.sqlite import memos.jsonl
              todo undo
            """)

    /// What help, the man page and completion scripts say of the command `name` (one of
    /// `names`); nil for any other word. Built on demand, as `command(named:)` is: only help pays for it.
    public static func help(of name: String) -> CommandHelp? {
        memoHelp(name) ?? readingHelp(name) ?? storeHelp(name) ?? NamedReport(rawValue: name).map(reportHelp)
    }

    // MARK: - Private

    /// The abstract of a command that is another's under a second name (`ls`, Taskwarrior's
    /// `info`); nil for a command's own name.
    static func aliasAbstract(_ name: String) -> String? {
        switch name {
        case "ls": "The same as list."
        case "next": "The same as list: open memos, most urgent first (Taskwarrior's next)."
        case "info": "The same as show (Taskwarrior's info)."
        case "delete": "The same as rm (Taskwarrior's delete)."
        default: nil
        }
    }

    /// Taskwarrior's report `report`: `list` with the report's filter and order, or a count.
    private static func reportHelp(_ report: NamedReport) -> CommandHelp {
        if report == .stats {
            return CommandHelp(
                report.abstract,
                discussion: """
                    Taskwarrior's stats of your own memos (all of them, or those filter words as list takes them \
                    choose; other words are searched for): how many are pending, waiting, recurring, done, blocked \
                    and blocking, their notes, tags and projects, the oldest and newest, how often one was added \
                    and done, how long one stays pending and a title's length, on average.
                    """,
                operand: CommandHelp.Operand("filter", "Filter words, and words to search for."),
                options: [.json: "Print JSON: one object of the figures."])
        }
        guard report.isListing else {
            return CommandHelp(
                report.abstract,
                discussion: "Filter words as list takes them choose the memos; --json prints a number or an array of ids.",
                operand: CommandHelp.Operand("filter", "Filter words."),
                options: [.json: "Print JSON: the count, or an array of ids."])
        }
        let filter = report.filterWords.isEmpty ? "" : " (" + report.filterWords.joined(separator: " ") + ")"
        return CommandHelp(
            report.abstract,
            discussion: """
                Taskwarrior's \(report.rawValue) report\(filter): filter words as list takes them narrow it (joined by \
                and; in parentheses when they hold or, xor or not), and other words are searched for, as in list.
                """,
            operand: CommandHelp.Operand("filter", "Filter words, and words to search for."),
            options: [.sort: "urgency, due, priority, created, oldest or end (the report's own by default)."])
    }
}
