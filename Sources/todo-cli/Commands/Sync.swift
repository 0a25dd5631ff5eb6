import ArgumentParser
import MemoStore
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
            see `todo conflicts`.

            An http:// or https:// URL is a CalDAV task collection (Nextcloud, Radicale, \
            Fastmail…), which phones sync with too: each memo is one task there. Its \
            credentials come from ~/.netrc, or from the URL for one run; they are never stored.

            Examples:
              todo sync postgresql://alice@hub.example/todo
              todo sync https://cloud.example/remote.php/dav/calendars/alice/tasks/
              todo sync
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The hub: postgresql://… (or a libpq key=value string), or a CalDAV collection: https://….", valueName: "url"))
    var url: String?

    func validate() throws {
        if let url { _ = try SyncAddress(url) }
    }

    @MainActor func execute() throws {
        let environment = Environment.process
        if let url { _ = try SyncAddress(url) }
        guard case .file(let path) = try options.selection.storeLocation(in: environment) else {
            throw SyncCommandError.usage("sync runs on a SQLite replica (--db PATH); a PostgreSQL store is the hub it syncs with")
        }
        let userName = try options.selection.userName(in: environment)
        // Only a sync that names a hub may make the store: a new machine's first sync.
        guard url != nil || StoreLocation.fileExists(at: path) else { throw SyncCommandError.noHub }
        let lines: [String]
        do {
            lines = try ReplicaSyncing(path: path).sync(hub: url, userName: userName)
        } catch SyncCommandError.incomplete(let synced, let failures) {
            for line in synced { StandardStreams.write(line + "\n") }
            throw SyncCommandError.failure(failures.joined(separator: "; "))
        }
        for line in lines { StandardStreams.write(line + "\n") }
    }
}

/// Why `sync` or `conflicts` refused or failed, in one line.
enum SyncCommandError: TodoFailure {
    case usage(String)
    case failure(String)
    /// Some remotes synced (their lines) and some failed (one line each).
    case incomplete(synced: [String], failures: [String])
    /// `todo sync` alone, and the store remembers no hub.
    case noHub

    var description: String {
        switch self {
        case .usage(let line), .failure(let line): return line
        case .incomplete(let synced, let failures): return (synced + failures).joined(separator: "; ")
        case .noHub: return "no hub known: give one, as in `todo sync postgresql://HOST/DB`"
        }
    }

    var exitStatus: ExitStatus {
        switch self {
        case .usage, .noHub: return ExitStatus.usage
        case .failure, .incomplete: return ExitStatus.failure
        }
    }
}
