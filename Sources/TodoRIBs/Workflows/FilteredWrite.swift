import MemoStore
import MemoUseCases
import TodoLanguage

/// A write in Taskwarrior's order through a filter (`+errand modify pri:L`): the command, its
/// words, and the filter whose memos it changes, found when it runs; the command line and the
/// shell run it by the same rules. A command of one memo through a filter (`+errand info`,
/// `8ad2e3db edit`) is found the same way, and runs once for each memo (`runsPerMemo`).
public struct FilteredWrite: Equatable, Sendable {
    /// The global options as typed, with their values (`--db`, `--user`; none in the shell).
    public let globals: [String]
    /// The command's name (`modify`).
    public let command: String
    /// The filter words, as `list` reads them.
    public let filter: [String]
    /// The command's own words and options after its name.
    public let rest: [String]
    /// Whether `--yes` was given: no question is asked however many memos match.
    public let isConfirmed: Bool
    /// Whether the command takes one memo (`info`, `edit`): it runs once for each memo found,
    /// done ones too, each run a command of its own, as each of `1-3 info`'s ids is; and it asks
    /// nothing first, as every run shows or opens its memo.
    public let runsPerMemo: Bool

    /// The write (or a command per memo, `runsPerMemo`) of these parts.
    public init(
        globals: [String], command: String, filter: [String], rest: [String], isConfirmed: Bool, runsPerMemo: Bool = false
    ) {
        self.globals = globals
        self.command = command
        self.filter = filter
        self.rest = rest
        self.isConfirmed = isConfirmed
        self.runsPerMemo = runsPerMemo
    }

    /// The command in today's order on `ids`: `modify 3 4 pri:L`. A text command's words that
    /// start with a number stay text (`--` is put before them), so they never add a memo.
    public func arguments(ids: [Int64]) -> [String] {
        var words = rest
        let spec = CommandTable.command(named: command)
        if let word = rest.first, [.idsThenWords, .idsThenText].contains(spec?.before),
           MemoIDText.parse(word) != nil || MemoIDText.isMalformedID(word) {
            words.insert("--", at: 0)
        }
        // `done --yes` and `rm --yes` take the yes as their own choice too (the whole subtree).
        if isConfirmed, spec?.options.contains(.yes) == true, !words.contains("--yes") {
            words.insert("--yes", at: words.firstIndex(of: "--") ?? words.endIndex)
        }
        return globals + [command] + ids.map(String.init) + words
    }

    /// The words `list` is given to find the memos: the done ones for `undone`, all for a
    /// command per memo, open ones else.
    public var listWords: [String] {
        (command == "undone" ? ["done"] : runsPerMemo ? ["--all"] : []) + filter
    }

    /// Whether the write may go ahead on the `listing` its filter found, under `threshold`:
    /// false when it must ask first (more memos than the threshold, no `--yes`, not a command
    /// per memo).
    /// - throws: `FilteredWriteError` when the listing holds no memo (a failure), holds more
    ///   than a listing reads, holds more than one memo a short uuid of the filter names, or
    ///   needs a yes and `canAsk` is false (usage errors).
    public func mayGoAhead(on listing: MemoListing, threshold: BulkThreshold, canAsk: Bool) throws(FilteredWriteError) -> Bool {
        guard listing.more == 0 else {
            throw .usage("the filter matches more than \(CommandReading.maxListLimit) memos; narrow it")
        }
        guard !listing.memos.isEmpty else { throw .failure("no memos match the filter") }
        if !runsPerMemo, let refusal = Self.sharedShortUUID(in: filter, memos: listing.memos) { throw .usage(refusal) }
        let count = listing.memos.count
        guard !isConfirmed, !runsPerMemo, threshold.needsConfirmation(matched: count) else { return true }
        guard canAsk else { throw .usage("\(command) would change \(count) memos: add --yes to go ahead") }
        return false
    }

    /// Why a short uuid of `filter` does not name one memo: a write to `8ad2e3db` means one,
    /// as a Taskwarrior uuid's first eight characters do, but todo's uuids start with the time
    /// they were made (version 7), so memos made in the same minute share those. Nil when each
    /// short uuid names at most one of `memos`.
    private static func sharedShortUUID(in filter: [String], memos: [Memo]) -> String? {
        for word in filter {
            let prefix = word.lowercased()
            guard prefix.utf8.count < 36, MemoFieldRules.isUUIDPrefix(prefix) else { continue }
            let named = memos.filter { $0.uuid.hasPrefix(prefix) }
            guard named.count > 1 else { continue }
            let ids = named.map(\.id).sorted().map { "#\($0)" }.joined(separator: ", ")
            return "\(word) starts the uuids of \(named.count) memos (\(ids)): give more of the uuid, or their ids"
        }
        return nil
    }
}
