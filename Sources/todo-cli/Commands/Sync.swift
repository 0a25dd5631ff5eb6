import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

struct Sync: TodoCommand {
    static let configuration = CommandConfiguration(commandName: "sync")

    @OptionGroup var options: GlobalOptions

    @Argument
    var url: String?

    @Flag
    var watch = false

    @Option(help: .valueName(of: .interval))
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
