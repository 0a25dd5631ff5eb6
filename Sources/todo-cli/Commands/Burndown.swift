import ArgumentParser
import TodoRIBs

/// `todo burndown`: memos open and done over time, drawn to the terminal's width.
struct Burndown: WorkflowCommand {
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

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .words, options: [.flag("--json")])

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("daily or weekly, then filter words.", valueName: "period-and-filter"),
        completion: .custom(MemoIDCompletion.completeWords))
    var words: [String] = []

    @Flag(name: .long, help: """
        Print {"period", "periods": [{"date", "start", "open", "done"}, …]}, oldest first: date \
        the local day a period starts, start that moment in UTC, open and done at its end.
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

    /// What `burndown [daily|weekly] WORDS...` asks for; the one reading both parsers use.
    static func command(words: [String]) throws -> MemoCommand {
        .report(try LanguageReading.read {
            try CommandReading.burndown(words: words, width: StandardScreen.width, now: .now(), zone: .system)
        })
    }
}
