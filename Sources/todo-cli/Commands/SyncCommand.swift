import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo sync [URL] [--watch [--interval SECONDS]]`: this replica with a hub or a CalDAV
/// collection it names, else with every remote it remembers.
struct SyncCommand {
    /// The remote to add and sync with; every remembered one when nil.
    let url: String?
    /// Whether to stay and keep the replica current.
    let watch: Bool
    /// The seconds between a watch's rounds, when given.
    let interval: Int?

    /// `sync`'s words (at most a URL) and options.
    /// - throws: a usage error for an address that is no hub or collection, more words, or an
    ///   interval that is no number of seconds or comes without `--watch`.
    init(words: [String], watch: Bool, interval: String?) throws {
        url = words.first
        if let url { _ = try SyncAddress(url) }
        if let extra = words.dropFirst().first {
            throw SyncCommandError.usage("unexpected argument \(CommandSuggestion.quoted(extra)): todo sync takes one URL")
        }
        self.watch = watch
        self.interval = try interval.map { text in
            let seconds = Int(text)
            if seconds != nil && !watch { throw SyncCommandError.usage("--interval goes with --watch") }
            guard let seconds, (1...86_400).contains(seconds) else {
                throw SyncCommandError.usage("--interval is a number of seconds from 1 to 86400")
            }
            return seconds
        }
    }

    /// Syncs the replica `selection` names (a SQLite store), once or until a signal.
    @MainActor func run(selection: StoreSelection) throws {
        let environment = Environment.process
        guard case .file(let path) = try selection.storeLocation(in: environment) else {
            throw SyncCommandError.usage("sync runs on a SQLite replica (--db PATH); a PostgreSQL store is the hub it syncs with")
        }
        _ = try selection.userName(in: environment)
        // Only a sync that names a hub may make the store: a new machine's first sync.
        guard url != nil || StoreLocation.fileExists(at: path) else { throw SyncCommandError.noHub }
        if watch {
            let app = TodoApp(selection: selection, environment: environment)
            try SyncWatch(app: app, url: url, interval: interval ?? 30, userName: try selection.userName(in: environment)).run()
            return
        }
        do {
            try TodoApp(selection: selection, environment: environment).run(.sync(hub: url), format: .text)
        } catch SyncCommandError.severalLists(let given, let lists) {
            // The choice, one list a line, each with the URL to give.
            StandardStreams.writeError("todo: \(given.terminalSafe) has \(lists.count) task lists; sync one of them by its URL:\n")
            for list in lists { StandardStreams.writeError("  \(list.name.terminalSafe)  \(list.url.terminalSafe)\n") }
            throw StatusOnlyError(status: .usage)
        } catch SyncCommandError.incomplete(let synced, let failures) {
            // Each remote on a line of its own: what synced on stdout, what failed on stderr.
            StandardStreams.write(SyncText.lines(synced))
            for line in failures.dropLast() { StandardStreams.writeError("todo: \(line.terminalSafe)\n") }
            throw SyncCommandError.failure(failures.last ?? "")
        }
    }
}
