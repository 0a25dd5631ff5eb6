#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `todo sync --watch`: syncs, then keeps the replica current until SIGINT or SIGTERM. A hub
/// says when the user's memos changed there (`HubChangeListener`), and the replica syncs at
/// once; every `interval` seconds it syncs anyway, for CalDAV collections (whose sync-token
/// makes a round with nothing to do one request) and for changes made here.
///
/// A signal is acted on between rounds, never inside one: the round in progress ends (or
/// fails) as any `todo sync` does, so the store is consistent when the process exits 0. A
/// listener that loses its hub (a restart) is made again every second for a minute, so a
/// hub that restarts is heard again within a second of its return, then every minute; the
/// loss and the return are each said once on stderr, as is a round that fails, and a round
/// prints its lines only when it moved something.
@MainActor
final class SyncWatch {
    /// Prepares a watch of `url` (every remote the replica remembers when `nil`).
    init(app: TodoApp, url: String?, interval: Int, userName: String) {
        self.app = app
        self.url = url
        self.interval = interval
        self.userName = userName
    }

    /// Runs until SIGINT or SIGTERM.
    func run() throws {
        let stop = try StopSignals()
        var due = Self.now()
        var first = true
        while true {
            if Self.now() >= due || listeners.values.contains(where: heard) {
                round(first: first)
                first = false
                due = Self.now() + Int64(interval) * 1_000
            }
            if reconnect() { due = Self.now() }
            var descriptors = [pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0)]
            descriptors += listeners.values.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            let wake = ([due] + retries.values.map(\.at)).min() ?? due
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: max(0, wake - Self.now())))
            if ready < 0, errno != EINTR { throw SyncCommandError.failure("waiting failed: \(String(cString: strerror(errno)))") }
            if stop.wasRaised { return }
        }
    }

    // MARK: - Private

    private let app: TodoApp
    private var url: String?
    private let interval: Int
    private let userName: String
    /// The hubs heard from, by the URL a round synced them with.
    private var listeners: [String: HubChangeListener] = [:]
    /// Hubs whose listener is lost: when to try again, and since when it is lost.
    private var retries: [String: (at: Int64, since: Int64)] = [:]
    /// How long a lost hub is tried every second, and then how often (milliseconds).
    private static let (quickRetries, slowRetry): (Int64, Int64) = (60_000, 60_000)
    /// The last failure said, so a failing round is said once, not every interval.
    private var lastFailure: [String]?

    /// One sync; its lines when it is the first or moved something; a failure said once.
    private func round(first: Bool) {
        do {
            guard case .synced(let syncs) = try app.result(of: .sync(hub: url)) else { return }
            // An account's URL led to its task list: later rounds go to the list itself,
            // without asking the account again.
            if let found = syncs.first, found.foundList != nil { url = found.remote }
            show(syncs, first: first)
            if lastFailure != nil { StandardStreams.writeError("todo: sync works again\n") }
            lastFailure = nil
            note(syncs)
        } catch SyncCommandError.incomplete(let synced, let failures) {
            show(synced, first: first)
            note(synced)
            fail(failures)
        } catch let failure as TodoFailure {
            fail([failure.description])
        } catch {
            fail(["\(error)"])
        }
        StandardStreams.flush()
    }

    private func show(_ syncs: [RemoteSync], first: Bool) {
        let moved = syncs.filter { $0.sent + $0.received + $0.conflicts > 0 || !$0.left.isEmpty }
        StandardStreams.write(SyncText.lines(first ? syncs : moved))
    }

    /// Writes each failure on a line of its own, a newline inside one shown as `^J`.
    private func fail(_ lines: [String]) {
        guard lines != lastFailure else { return }
        lastFailure = lines
        for line in lines { StandardStreams.writeError("todo: \(line.terminalSafe)\n") }
    }

    /// Starts listening to each hub a round synced with, once.
    private func note(_ syncs: [RemoteSync]) {
        for sync in syncs where sync.kind == .hub && listeners[sync.remote] == nil && retries[sync.remote] == nil {
            listen(to: sync.remote, since: Self.now())
        }
    }

    private func listen(to remote: String, since: Int64) {
        // The URL as given holds this run's password; the remembered one leaves it to ~/.pgpass.
        let text = url.flatMap { given in (try? HubAddress(given))?.remembered == remote ? given : nil } ?? remote
        if let listener = try? HubChangeListener(hub: text, userName: userName) {
            listeners[remote] = listener
            if retries.removeValue(forKey: remote) != nil {
                StandardStreams.writeError("todo: listening to \(remote.terminalSafe) again\n")
            }
        } else {
            retries[remote] = (Self.now() + (Self.now() - since < Self.quickRetries ? 1_000 : Self.slowRetry), since)
        }
    }

    /// Whether `listener` heard a change; a lost one is dropped, said once, and retried.
    private func heard(_ listener: HubChangeListener) -> Bool {
        do {
            return try listener.changed()
        } catch {
            guard let remote = listeners.first(where: { $0.value === listener })?.key else { return false }
            listeners[remote] = nil
            StandardStreams.writeError("todo: lost \(remote.terminalSafe); listening again when it is back\n")
            retries[remote] = (Self.now() + 1_000, Self.now())
            // What changed while it was away arrives with the next round.
            return true
        }
    }

    /// Tries again the lost listeners whose wait is over; whether one is back (whatever
    /// changed while it was away then comes with a round at once).
    private func reconnect() -> Bool {
        var back = false
        for (remote, retry) in retries where retry.at <= Self.now() {
            listen(to: remote, since: retry.since)
            back = back || listeners[remote] != nil
        }
        return back
    }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000 + Int64(time.tv_nsec) / 1_000_000
    }
}
