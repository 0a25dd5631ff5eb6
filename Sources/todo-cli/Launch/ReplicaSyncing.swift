import MemoStore
import MemoSync
import PostgresMemoStore
import TodoLanguage
import TodoRIBs

/// Syncs the SQLite replica at a path with its hubs, for `todo sync` and the shell's `sync`:
/// the one place that opens a hub. libpq is loaded only when a sync runs.
@MainActor
final class ReplicaSyncing: StoreSyncing {
    /// The replica file.
    let path: String

    init(path: String) {
        self.path = path
    }

    func sync(hub: String?, userName: String) throws -> [String] {
        let address = try hub.map(HubAddress.init)
        let replica = try SQLiteMemoRepository(path: path)
        defer { replica.close() }
        // Refused before any hub is asked: a sync must be able to keep what it merges.
        guard !replica.isReadOnly else { throw MemoStoreError.readOnly(path: path) }
        let user = try replica.logIn(userName: userName)
        let targets: [(remote: SyncRemote, connection: String)]
        if let address {
            targets = [(try replica.remember(url: address.remembered, for: user), address.connection)]
        } else {
            targets = try replica.remotes(for: user).map { ($0, $0.url) }
            guard !targets.isEmpty else { throw SyncCommandError.noHub }
        }
        return try targets.map { target in
            let shown = HubAddress.display(target.remote.url)
            let report: SyncReport
            do {
                let hub = try PostgresMemoRepository(connectionString: target.connection, timeouts: .sync)
                defer { hub.close() }
                report = try SyncSession(replica: replica, hub: hub, remote: target.remote, user: user).run(at: .now())
            } catch {
                // A hub never reached is not kept: a mistyped URL must not stay in the way.
                if target.remote.lastSync == nil { try? replica.forget(target.remote) }
                guard let error = error as? MemoStoreError else { throw error }
                throw SyncCommandError.failure("sync with \(shown) failed: \(error)")
            }
            var line = "synced with \(shown): sent \(report.sent), received \(report.received)"
            if report.conflicts > 0 {
                line += ", \(CountText.of(report.conflicts, "conflict")) kept (todo conflicts)"
            }
            return line
        }
    }

    func conflictLines(userName: String, uuid: String?) throws -> [String] {
        let replica = try SQLiteMemoRepository(path: path)
        defer { replica.close() }
        let user = try replica.logIn(userName: userName)
        let conflicts = try replica.conflicts(for: user, uuid: uuid)
        let ids = try replica.memoIDs(uuids: conflicts.map(\.uuid), for: user)
        var memos: [String: Memo] = [:]
        for (uuid, id) in ids { memos[uuid] = try replica.memo(id: id, for: user) }
        return conflicts.map { ConflictText.line($0, now: memos[$0.uuid]) }
    }
}
