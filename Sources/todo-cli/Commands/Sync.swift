import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Sync: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync this store with a hub (a PostgreSQL todo store) or a CalDAV task list, and remember it.",
        discussion: """
            This store (the SQLite file of --db) is a replica: every command works on it \
            offline, and `sync` exchanges with the hub what either side changed since they last \
            met, field by field. `todo sync URL` remembers the hub (without its password: give \
            that in ~/.pgpass or PGPASSWORD); `todo sync` alone syncs with every hub remembered. \
            When both sides changed the same field, the later change wins and the other is kept: \
            see `todo conflicts`. The history of the other machines names what came from this \
            one by its host name, or by `machine = NAME` in the config file (TODO_MACHINE).

            An http:// or https:// URL is a CalDAV task collection (Nextcloud, Radicale, \
            Fastmail…), which phones sync with too: each memo is one task there. Its \
            credentials come from ~/.netrc, or from the URL for one run; they are never stored. \
            Given the account's or its calendar home's URL instead, todo finds the task lists \
            there: the one there is is synced (and remembered), several are listed to pick from.

            Examples:
              todo sync postgresql://alice@hub.example/todo
              todo sync https://cloud.example/remote.php/dav/calendars/alice/tasks/
              todo sync
              todo sync --watch --interval 60
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The hub: postgresql://… (or a libpq key=value string), or a CalDAV collection: https://….", valueName: "url"))
    var url: String?

    @Flag(help: "Stay, keeping this store current until Ctrl-C or SIGTERM: a hub's changes arrive at once, and every remote syncs each --interval.")
    var watch = false

    @Option(help: ArgumentHelp("With --watch, the seconds between syncs (1 to 86400; default 30).", valueName: "seconds"))
    var interval: Int?

    func validate() throws {
        if let url { _ = try SyncAddress(url) }
        if let interval {
            guard watch else { throw SyncCommandError.usage("--interval goes with --watch") }
            guard (1...86_400).contains(interval) else { throw SyncCommandError.usage("--interval is a number of seconds from 1 to 86400") }
        }
    }

    @MainActor func execute() throws {
        let environment = Environment.process
        if let url { _ = try SyncAddress(url) }
        guard case .file(let path) = try options.selection.storeLocation(in: environment) else {
            throw SyncCommandError.usage("sync runs on a SQLite replica (--db PATH); a PostgreSQL store is the hub it syncs with")
        }
        _ = try options.selection.userName(in: environment)
        // Only a sync that names a hub may make the store: a new machine's first sync.
        guard url != nil || StoreLocation.fileExists(at: path) else { throw SyncCommandError.noHub }
        if watch {
            let app = TodoApp(selection: options.selection, environment: environment)
            try SyncWatch(app: app, url: url, interval: interval ?? 30, userName: try options.selection.userName(in: environment)).run()
            return
        }
        do {
            try TodoApp(selection: options.selection, environment: environment).run(.sync(hub: url), format: .text)
        } catch SyncCommandError.severalLists(let given, let lists) {
            // The choice, one list a line, each with the URL to give.
            StandardStreams.writeError("todo: \(given.terminalSafe) has \(lists.count) task lists; sync one of them by its URL:\n")
            for list in lists { StandardStreams.writeError("  \(list.name.terminalSafe)  \(list.url.terminalSafe)\n") }
            throw ExitCode(ExitStatus.usage.rawValue)
        } catch SyncCommandError.incomplete(let synced, let failures) {
            // Each remote on a line of its own: what synced on stdout, what failed on stderr.
            StandardStreams.write(SyncText.lines(synced))
            for line in failures.dropLast() { StandardStreams.writeError("todo: \(line.terminalSafe)\n") }
            throw SyncCommandError.failure(failures.last ?? "")
        }
    }
}
