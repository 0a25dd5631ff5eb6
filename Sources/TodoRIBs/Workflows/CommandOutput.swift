import MemoInterchange
import MemoStore
import TodoLanguage

/// What a one-shot command prints: the output contract of the shell interface, in one place.
///
/// Screens print for people in the interactive shell; a command's result is printed here,
/// for people and for scripts alike: `add` prints the bare id, `--json` the documented
/// shapes, text lines stable enough for `cut` and `grep`. Results go to the screen's result
/// output; notes for people (what a limit left out) to its diagnostic output.
@MainActor
public struct CommandOutput {
    /// Creates an output on `screen` in `format`, with dates shown by `clock`.
    public init(screen: Screen, format: OutputFormat, clock: LocalClock = .system) {
        self.screen = screen
        self.format = format
        self.clock = clock
    }

    /// Prints what a command committed.
    public func show(_ result: MemoResult) {
        let style = TerminalStyle(screen: screen)
        switch (result, format) {
        case (.added(let memo), _):
            screen.write("\(memo.id)\n")
        case (.listed(let listing), .json):
            screen.write(MemoJSON.array(listing.memos) + "\n")
        case (.listed(let listing), .text):
            screen.write(MemoText.listing(listing, style: style, clock: clock, decorated: false))
            if let more = MemoText.moreLine(for: listing) {
                screen.writeError(more + "\n")
            }
        case (.opened(let memo), .json):
            screen.write(MemoJSON.object(memo) + "\n")
        case (.opened(let memo), .text):
            screen.write(MemoText.detail(memo, style: style, clock: clock))
        case (.changed(.add, let memos, _), _):
            // Memos added by a command (`duplicate`) print their ids, as `add` does.
            screen.write(memos.map { "\($0.id)\n" }.joined())
        case (.changed(let kind, let memos, let created), _):
            screen.write(MemoText.changes(kind, memos, created: created))
        case (.undone(let change), _):
            screen.write("undid \(MemoText.summary(of: change))\n")
        case (.history(let changes), .json):
            screen.write(MemoText.historyJSON(changes))
        case (.history(let changes), .text):
            screen.write(MemoText.history(changes, style: style))
        case (.names(_, let counts), .json):
            screen.write(MemoText.namesJSON(counts))
        case (.names(_, let counts), .text):
            screen.write(MemoText.names(counts))
        case (.report(let report), .json):
            screen.write(ReportText.json(report))
        case (.report(let report), .text):
            screen.write(ReportText.text(report, style: style))
        case (.imported(let summary), _):
            let skipped = summary.skipped > 0 ? ", skipped \(summary.skipped) already present" : ""
            screen.write("imported \(CountText.of(summary.added, "memo"))\(skipped)\n")
        case (.exported, _):
            break
        }
    }

    // MARK: - Private

    private let screen: Screen
    private let format: OutputFormat
    private let clock: LocalClock
}
