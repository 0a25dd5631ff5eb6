import MemoStore
import MemoUseCases
import TodoRIBs

extension FilteredWrite {
    /// The bulk threshold `environment` sets: `TODO_BULK`'s, else the standard one.
    /// - throws: `EnvironmentError` when `TODO_BULK` is not one.
    static func bulkThreshold(in environment: Environment) throws -> BulkThreshold {
        guard let text = environment["TODO_BULK"] else { return .standard }
        guard let threshold = BulkThreshold(text) else {
            throw EnvironmentError(description: "TODO_BULK must be \(BulkThreshold.rule)")
        }
        return threshold
    }

    /// What the filter chooses, as `list` with these words chooses it: among the open memos
    /// (waiting ones with `+waiting`), the done ones for `undone`, or all for a command per memo
    /// (`info`, as `task 8ad2e3db info` shows a completed task); at most
    /// `CommandReading.maxListLimit`, so `more` tells a filter that matches more.
    func source(now: Timestamp, zone: LocalTimeZone) throws -> MemoListing.Source {
        try CommandReading.list(
            words: filter, all: runsPerMemo, done: command == "undone", limit: CommandReading.maxListLimit, sort: nil,
            now: now, zone: zone)
    }
}
