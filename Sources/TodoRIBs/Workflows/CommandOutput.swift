import MemoInterchange
import MemoStore
import MemoUseCases
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
            let now = clock.now()
            screen.write(MemoJSON.array(listing.memos) { Urgency.score(of: $0, at: now, .configured) } + "\n")
        case (.listed(let listing), .text):
            guard !listing.memos.isEmpty else {
                // An empty result says so where a person sees it; a pipe still reads nothing.
                screen.writeError("no memos match" + MemoText.contextNote(for: listing) + "\n")
                return
            }
            MemoText.write(listing, style: style, clock: clock, width: rowWidth, to: screen)
            if let more = MemoText.moreLine(for: listing) {
                screen.writeNote(more + "\n")
            }
        case (.opened(let opened), .json):
            screen.write(MemoJSON.object(opened.memo, urgency: Urgency.score(of: opened.memo, at: clock.now(), .configured)) + "\n")
        case (.opened(let opened), .text):
            screen.write(MemoText.detail(opened, style: style, clock: clock))
            for conflict in opened.conflicts {
                screen.write(style.red(ConflictText.detailLine(conflict, now: opened.memo, zone: clock.timeZone)) + "\n")
            }
        case (.changed(.add, let memos, _), _):
            // Memos added by a command (`duplicate`) print their ids, as `add` does.
            screen.write(memos.map { "\($0.id)\n" }.joined())
        case (.changed(let kind, let memos, let created), _):
            screen.write(MemoText.changes(kind, memos, created: created))
        case (.unchanged(let kind, let memos), _):
            screen.write(MemoText.unchanged(kind, memos))
        case (.contexts(let listing), _):
            screen.write(ContextText.text(listing))
        case (.undone(let change), _):
            screen.write(MemoText.undone(change) + "\n")
        case (.history(let changes), .json):
            screen.write(MemoText.historyJSON(changes))
        case (.history(let changes), .text):
            screen.write(MemoText.history(changes, style: style))
        case (.memoHistory(let history, _), .json):
            screen.write(MemoHistoryText.json(history))
        case (.memoHistory(let history, let dependencyIDs), .text):
            screen.write(MemoHistoryText.text(history, dependencyIDs: dependencyIDs, style: style, clock: clock))
        case (.editing(let memo, let dependencyIDs), _):
            screen.write(MemoText.detail(memo, dependencyIDs: dependencyIDs, style: style, clock: clock))
        case (.names(_, let counts), .json):
            screen.write(MemoText.namesJSON(counts))
        case (.names(_, let counts), .text):
            screen.write(MemoText.names(counts))
        case (.report(let report), .json):
            screen.write(ReportText.json(report))
        case (.report(let report), .text):
            screen.write(ReportText.text(report, style: style, zone: clock.timeZone))
        case (.imported(let summary), _):
            screen.write(ImportSummaryText.line(summary))
        case (.synced(let syncs), _):
            screen.write(SyncText.lines(syncs))
        case (.conflictResolved(let resolution), _):
            screen.write(ConflictText.resolution(resolution) + "\n")
        case (.accessChanged(let change), _):
            screen.write(StoreAccessText.line(change) + "\n")
        case (.shareChanged(let change), _):
            screen.write(ShareText.line(change) + "\n")
        case (.shares(let shares, let userName), .json):
            screen.write(ShareText.json(shares, userName: userName))
        case (.shares(let shares, let userName), .text):
            // None is a note, not output, as for conflicts.
            if shares.isEmpty { screen.writeError("no shares\n") }
            screen.write(ShareText.lines(shares, userName: userName))
        case (.conflicts(let conflicts), _):
            // None is a note, not output: a script reading the list gets nothing.
            if conflicts.isEmpty { screen.writeError("no conflicts\n") }
            screen.write(ConflictText.lines(conflicts, zone: clock.timeZone))
        case (.exported, _):
            break
        }
    }

    /// Lists on stderr the memos a bulk write is about to change, before it asks (at most 20,
    /// then how many more), so the person answering sees which.
    public func showConfirmationRows(_ memos: [Memo]) {
        screen.writeError(MemoText.confirmationRows(memos, clock: clock, width: rowWidth))
    }

    /// What `result` changed in the store, in one line with the ids (`add #5`, `done #3 #4,
    /// next #7`, `import 12 memos`), for a stderr that must say the change was made when its
    /// output could not be written; nil for a result that changed nothing.
    public static func committedSummary(of result: MemoResult) -> String? {
        switch result {
        case .added(let memo):
            return "add #\(memo.id)"
        case .changed(let kind, let memos, let created):
            let next = created.isEmpty ? "" : ", next " + created.map { "#\($0.id)" }.joined(separator: " ")
            return "\(kind.rawValue) " + memos.map { "#\($0.id)" }.joined(separator: " ") + next
        case .undone(let change):
            return MemoText.undone(change)
        case .imported(let summary):
            return "import \(CountText.of(summary.added, "memo"))"
        case .contexts(let listing):
            switch listing.request {
            case .show: return nil
            case .define(let context): return "context define \(context.name)"
            case .select(let name): return "context \(name ?? "none")"
            case .delete(let name): return "context delete \(name)"
            }
        case .synced(let syncs):
            return syncs.first.map(SyncText.line)
        case .conflictResolved(let resolution):
            return ConflictText.resolution(resolution)
        case .accessChanged(let change):
            return StoreAccessText.line(change)
        case .shareChanged(let change):
            return ShareText.line(change)
        case .listed, .opened, .history, .memoHistory, .editing, .names, .report, .exported, .conflicts, .unchanged, .shares:
            return nil
        }
    }

    // MARK: - Private

    /// The width rows fit: the terminal's when a person reads it; none (a row a line) for scripts.
    private var rowWidth: Int? { screen.isInteractive ? screen.width : nil }

    private let screen: Screen
    private let format: OutputFormat
    private let clock: LocalClock
}
