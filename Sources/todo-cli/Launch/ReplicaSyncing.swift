import CalDAVSync
import MemoInterchange
import MemoStore
import MemoSync
import MemoUseCases
import PostgresMemoStore
import TodoLanguage
import TodoRIBs

/// Syncs the SQLite replica at a path with its hubs and CalDAV collections, for `todo sync`
/// and the shell's `sync`: the one place that opens a remote. libpq is loaded only when a sync
/// with a hub runs, libcurl and libxml2 only when one with a collection does.
@MainActor
final class ReplicaSyncing: StoreSyncing {
    /// The replica file.
    let path: String

    /// A CA bundle to trust instead of the system's, as curl reads it (`CURL_CA_BUNDLE`).
    let caFile: String?

    init(path: String, environment: Environment = .process) {
        self.path = path
        caFile = environment["CURL_CA_BUNDLE"]
    }

    func sync(hub: String?, userName: String) throws -> [String] {
        let address = try hub.map(SyncAddress.init)
        let replica = try SQLiteMemoRepository(path: path)
        defer { replica.close() }
        // Refused before any hub is asked: a sync must be able to keep what it merges.
        guard !replica.isReadOnly else { throw MemoStoreError.readOnly(path: path) }
        let user = try replica.logIn(userName: userName)
        let targets: [(remote: SyncRemote, address: SyncAddress)]
        if let address {
            targets = [(try replica.remember(url: address.remembered, for: user), address)]
        } else {
            targets = try replica.remotes(for: user).map { ($0, try SyncAddress($0.url)) }
            guard !targets.isEmpty else { throw SyncCommandError.noHub }
        }
        // One remote that fails does not keep the others from syncing: the phone's collection
        // still syncs while the hub is out of reach.
        var lines: [String] = []
        var failures: [String] = []
        for target in targets {
            do {
                lines.append(try line(syncing: replica, with: target.address, as: target.remote, user: user))
            } catch SyncCommandError.failure(let line) {
                failures.append(line)
            }
        }
        guard failures.isEmpty else {
            throw lines.isEmpty ? SyncCommandError.failure(failures.joined(separator: "; ")) : SyncCommandError.incomplete(synced: lines, failures: failures)
        }
        return lines
    }

    /// Syncs with one remote and says how it went.
    /// - throws: `SyncCommandError.failure` naming the remote when the sync failed.
    private func line(syncing replica: SQLiteMemoRepository, with address: SyncAddress, as remote: SyncRemote, user: User) throws -> String {
        let shown = HubAddress.display(remote.url)
        let report: SyncReport
        do {
            report = try sync(replica, with: address, as: remote, user: user)
        } catch {
            // A remote never reached is not kept: a mistyped URL must not stay in the way.
            if remote.lastSync == nil { try? replica.forget(remote) }
            switch error {
            case let error as MemoStoreError: throw SyncCommandError.failure("sync with \(shown) failed: \(error)")
            case let error as CalDAVError: throw SyncCommandError.failure("sync with \(shown) failed: \(error)")
            default: throw error
            }
        }
        var line = "synced with \(shown): sent \(report.sent), received \(report.received)"
        if report.conflicts > 0 {
            line += ", \(CountText.of(report.conflicts, "conflict")) kept (todo conflicts)"
        }
        if report.unreadable > 0 {
            if case .hub = address {
                line += ", \(CountText.of(report.unreadable, "memo")) on the hub todo cannot take left as they are"
            } else {
                line += ", \(CountText.of(report.unreadable, "task")) on the server todo cannot read left as they are"
            }
            // Names and reasons come from the server: shown, never obeyed.
            line += " (" + report.unreadableNames.map(\.terminalSafe).joined(separator: "; ")
            line += report.unreadable > report.unreadableNames.count ? "; …)" : ")"
        }
        return line
    }

    private func sync(_ replica: SQLiteMemoRepository, with address: SyncAddress, as remote: SyncRemote, user: User) throws -> SyncReport {
        switch address {
        case .hub(let hubAddress):
            let hub = try PostgresMemoRepository(connectionString: hubAddress.connection, timeouts: .sync)
            defer { hub.close() }
            return try SyncSession(replica: replica, hub: hub, remote: remote, user: user).run(at: .now())
        case .collection(let collection):
            let session = try CalDAVSession(
                replica: replica, address: collection, caFile: caFile, remote: remote, user: user, timeZone: .system)
            return try session.run(at: .now())
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

    func resolveConflict(id: Int64, taking: Bool, userName: String) throws -> String {
        let replica = try SQLiteMemoRepository(path: path)
        defer { replica.close() }
        let user = try replica.logIn(userName: userName)
        guard let conflict = try replica.conflicts(for: user, uuid: nil).first(where: { $0.id == id }) else {
            throw SyncCommandError.failure("no conflict \(id) (todo conflicts lists them)")
        }
        guard taking else {
            try replica.dismissConflict(id: id, for: user)
            return "dismissed conflict \(id)"
        }
        guard let memoID = try replica.memoIDs(uuids: [conflict.uuid], for: user)[conflict.uuid] else {
            throw SyncCommandError.failure("the memo of conflict \(id) is deleted; undo or sync may bring it back")
        }
        let memo = try replica.memo(id: memoID, for: user)
        switch conflict.subject {
        case .deletion:
            _ = try replica.delete(ids: [memoID], for: user)
        case .field(.done):
            _ = try replica.setDone(conflict.lost.isDone, ids: [memoID], timeZone: .system, for: user)
        case .field(let field):
            var patch = MemoPatch(taking: field, from: conflict.lost, onto: memo)
            if field == .depends {
                let ids = try replica.memoIDs(uuids: conflict.lost.depends, for: user)
                patch.clearsDependencies = true
                patch.addedDependencyIDs = conflict.lost.depends.compactMap { ids[$0] }
            }
            _ = try replica.modify(ids: [memoID], with: patch, as: .modify, for: user)
        case .extra(let name):
            let patch = MemoPatch(takingExtra: name, from: conflict.lost, onto: memo)
            _ = try replica.modify(ids: [memoID], with: patch, as: .modify, for: user)
        }
        try replica.dismissConflict(id: id, for: user)
        return "took the losing \(conflict.subjectName) of #\(memoID)"
    }
}
