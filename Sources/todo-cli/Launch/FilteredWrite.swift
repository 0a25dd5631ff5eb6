import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// A write in Taskwarrior's order through a filter (`todo +errand modify pri:L`): the command,
/// its words, and the filter whose memos it changes, found when it runs.
struct FilteredWrite: Equatable {
    /// `--db` and `--user` as typed, with their values.
    let globals: [String]
    /// The command's name (`modify`).
    let command: String
    /// The filter words, as `list` reads them.
    let filter: [String]
    /// The command's own words and options after its name.
    let rest: [String]
    /// Whether `--yes` was given: no question is asked however many memos match.
    let isConfirmed: Bool

    /// The command in today's order on `ids`: `modify 3 4 pri:L`. A text command's words that
    /// start with a number stay text (`--` is put before them), so they never add a memo.
    func arguments(ids: [Int64]) -> [String] {
        var words = rest
        if let word = rest.first, [.idsThenWords, .idsThenText].contains(CommandTable.command(named: command)?.before),
           MemoIDText.parse(word) != nil || MemoIDText.isMalformedID(word) {
            words.insert("--", at: 0)
        }
        // `done --yes` and `rm --yes` take the yes as their own choice too (the whole subtree).
        if isConfirmed, CommandTable.command(named: command)?.options.contains(.yes) == true, !words.contains("--yes") {
            words.insert("--yes", at: words.firstIndex(of: "--") ?? words.endIndex)
        }
        return globals + [command] + ids.map(String.init) + words
    }

    /// What the filter chooses, as `list` with these words chooses it: among the open memos
    /// (waiting ones with `+waiting`), or the done ones for `undone`; at most
    /// `CommandReading.maxListLimit`, so `more` tells a filter that matches more.
    func source(now: Timestamp, zone: LocalTimeZone) throws -> MemoListing.Source {
        try CommandReading.list(
            words: filter, all: false, done: command == "undone", limit: CommandReading.maxListLimit, sort: nil,
            now: now, zone: zone)
    }

    /// The bulk threshold `environment` sets: `TODO_BULK`'s, else the standard one.
    /// - throws: `EnvironmentError` when `TODO_BULK` is not one.
    static func bulkThreshold(in environment: Environment) throws -> BulkThreshold {
        guard let text = environment["TODO_BULK"] else { return .standard }
        guard let threshold = BulkThreshold(text) else {
            throw EnvironmentError(description: "TODO_BULK must be \(BulkThreshold.rule)")
        }
        return threshold
    }
}

/// Why a write through a filter did not run; nothing was changed.
struct FilteredWriteError: TodoFailure, Equatable {
    /// The one line that says why.
    let description: String
    /// The exit status: 2 for a usage error, 1 for a runtime failure.
    let exitStatus: ExitStatus

    /// A usage error (exit 2).
    static func usage(_ line: String) -> FilteredWriteError {
        FilteredWriteError(description: line, exitStatus: ExitStatus.usage)
    }

    /// A runtime failure (exit 1).
    static func failure(_ line: String) -> FilteredWriteError {
        FilteredWriteError(description: line, exitStatus: ExitStatus.failure)
    }
}
