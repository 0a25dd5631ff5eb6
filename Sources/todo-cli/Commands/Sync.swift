import ArgumentParser
import MemoStore
import MemoSync
import PostgresMemoStore
import TodoLanguage
import TodoRIBs

struct Sync: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync this store with a hub (a PostgreSQL todo store), and remember it.",
        discussion: """
            This store (the SQLite file of --db) is a replica: every command works on it \
            offline, and `sync` exchanges with the hub what either side changed since they last \
            met, field by field. `todo sync URL` remembers the hub (without its password: give \
            that in ~/.pgpass or PGPASSWORD); `todo sync` alone syncs with every hub remembered. \
            When both sides changed the same field, the later change wins and the other is kept: \
            see `todo conflicts`.

            Examples:
              todo sync postgresql://alice@hub.example/todo
              todo sync
            """)

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .words)

    @Argument(help: ArgumentHelp("The hub: postgresql://… (or a libpq key=value string).", valueName: "url"))
    var url: String?

    func validate() throws {
        if let url { _ = try HubAddress(url) }
    }

    @MainActor func execute() throws {
        let environment = Environment.process
        let address = try url.map(HubAddress.init)
        guard case .file(let path) = try options.selection.storeLocation(in: environment) else {
            throw SyncCommandError.usage("sync runs on a SQLite replica (--db PATH); a PostgreSQL store is the hub it syncs with")
        }
        let userName = try options.selection.userName(in: environment)
        if address == nil, !StoreLocation.fileExists(at: path) {
            throw SyncCommandError.usage("no hub known: give one, as in `todo sync postgresql://HOST/DB`")
        }
        let replica = try SQLiteMemoRepository(path: path)
        defer { replica.close() }
        let user = try replica.logIn(userName: userName)
        var targets: [(remote: SyncRemote, connection: String)] = []
        if let address {
            targets = [(try replica.remember(url: address.remembered, for: user), address.connection)]
        } else {
            targets = try replica.remotes(for: user).map { ($0, $0.url) }
            guard !targets.isEmpty else {
                throw SyncCommandError.usage("no hub known: give one, as in `todo sync postgresql://HOST/DB`")
            }
        }
        for target in targets {
            let report: SyncReport
            do {
                let hub = try PostgresMemoRepository(connectionString: target.connection, timeouts: .sync)
                defer { hub.close() }
                report = try SyncSession(replica: replica, hub: hub, remote: target.remote, user: user).run(at: .now())
            } catch let error as MemoStoreError {
                throw SyncCommandError.failure("sync with \(HubAddress.display(target.remote.url)) failed: \(error)")
            }
            var line = "synced with \(HubAddress.display(target.remote.url)): sent \(report.sent), received \(report.received)"
            if report.conflicts > 0 {
                line += ", \(CountText.of(report.conflicts, "conflict")) kept (todo conflicts)"
            }
            StandardStreams.write(line + "\n")
        }
    }
}

/// Why `sync` or `conflicts` refused or failed, in one line.
enum SyncCommandError: TodoFailure {
    case usage(String)
    case failure(String)

    var description: String {
        switch self {
        case .usage(let line), .failure(let line): return line
        }
    }

    var exitStatus: Int32 {
        switch self {
        case .usage: return FailureStatus.usage
        case .failure: return FailureStatus.runtime
        }
    }
}
