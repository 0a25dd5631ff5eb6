import CalDAVSync
import MemoStore
import MemoSync
import PostgresMemoStore
import SQLiteMemoStore

// MARK: - Sync

/// Sync with hubs and CalDAV collections, and the conflicts syncs keep, on the replica
/// connection the service already holds: the one place that opens a remote. libpq is loaded
/// only when a sync with a hub runs, libcurl and libxml2 only when one with a collection does.
extension MemoService {
    /// Syncs the user's memos with `hub` (remembering it), or with every remote remembered
    /// when `nil`, each in turn whatever became of the ones before; one `RemoteSync` for each
    /// remote.
    /// - throws: `MemoServiceError.cannotSync` on a store that is no replica; `SyncCommandError`
    ///   when the one remote failed (nothing half-applied on either side), or `.incomplete`
    ///   with one line for each remote that failed when there were several.
    func sync(hub: String?, for user: User) throws -> [RemoteSync] {
        let address = try hub.map(SyncAddress.init)
        let replica = try syncReplica()
        // Refused before any hub is asked: a sync must be able to keep what it merges.
        guard !replica.isReadOnly else { throw MemoStoreError.readOnly(path: replica.path) }
        if let address {
            let (target, list) = try taskList(at: address, of: replica, for: user)
            var synced = try sync(replica, with: target, as: try replica.remember(url: target.remembered, for: user), user: user)
            synced.foundList = list
            return [synced]
        }
        let remotes = try replica.remotes(for: user)
        guard !remotes.isEmpty else { throw SyncCommandError.noHub }
        // One remote that fails does not keep the others from syncing: the phone's collection
        // still syncs while the hub is out of reach.
        var synced: [RemoteSync] = []
        var failures: [String] = []
        for remote in remotes {
            do {
                synced.append(try sync(replica, with: try SyncAddress(remote.url), as: remote, user: user))
            } catch let error as SyncCommandError {
                failures.append(error.description)
            } catch {
                failures.append("sync with \(remote.url) failed: \(error)")
            }
        }
        guard failures.isEmpty else {
            guard remotes.count > 1 else { throw SyncCommandError.failure(failures[0]) }
            throw SyncCommandError.incomplete(synced: synced, failures: failures)
        }
        return synced
    }

    /// The user's conflicts, oldest first, each with its memo as it is now (`nil`: deleted).
    func conflicts(for user: User) throws -> [ListedConflict] {
        let replica = try syncReplica()
        return try replica.reading {
            let conflicts = try replica.conflicts(for: user, uuid: nil)
            let ids = try replica.memoIDs(uuids: conflicts.map(\.uuid), for: user)
            var memos: [String: Memo] = [:]
            for (uuid, id) in ids { memos[uuid] = try replica.memo(id: id, for: user) }
            return conflicts.map { ListedConflict(conflict: $0, memo: memos[$0.uuid]) }
        }
    }

    /// Gives the memo of the user's conflict `id` the value that lost (`taking`: an ordinary
    /// change, which undo takes back and the next sync carries), or only forgets the conflict.
    /// - throws: a runtime failure when the user has no such conflict, or its memo is deleted.
    func resolveConflict(id: Int64, taking: Bool, for user: User) throws -> ConflictResolution {
        let replica = try syncReplica()
        guard let conflict = try replica.conflicts(for: user, uuid: nil).first(where: { $0.id == id }) else {
            throw SyncCommandError.failure("no conflict \(id) (todo conflicts lists them)")
        }
        guard taking else {
            try replica.dismissConflict(id: id, for: user)
            return .dismissed(id: id)
        }
        guard let memoID = try replica.memoIDs(uuids: [conflict.uuid], for: user)[conflict.uuid] else {
            throw SyncCommandError.failure("the memo of conflict \(id) is deleted; undo or sync may bring it back")
        }
        let memo = try replica.memo(id: memoID, for: user)
        switch conflict.subject {
        case .deletion:
            _ = try replica.delete(ids: [memoID], for: user)
        case .field(.done):
            _ = try replica.setDone(conflict.lost.isDone, ids: [memoID], timeZone: timeZone, for: user)
        case .field(let field):
            var patch = MemoPatch(taking: field, from: conflict.lost, onto: memo)
            if field == .depends {
                let ids = try replica.memoIDs(uuids: conflict.lost.depends, for: user)
                patch.clearsDependencies = true
                patch.addedDependencies = conflict.lost.depends.compactMap { ids[$0] }.map(MemoIdentifier.id)
            }
            _ = try replica.modify(ids: [memoID], with: patch, as: .take, for: user)
        case .extra(let name):
            let patch = MemoPatch(takingExtra: name, from: conflict.lost, onto: memo)
            _ = try replica.modify(ids: [memoID], with: patch, as: .take, for: user)
        }
        try replica.dismissConflict(id: id, for: user)
        return .took(subjectName: conflict.subjectName, memoID: memoID)
    }

    // MARK: - Private

    /// The store as a replica: only a SQLite store syncs (a PostgreSQL store is a hub itself).
    private func syncReplica() throws -> SQLiteMemoRepository {
        guard let replica = repository as? SQLiteMemoRepository else { throw MemoServiceError.cannotSync }
        return replica
    }

    /// Where a sync given `address` goes: a hub, a collection synced before, or a URL that is a
    /// task list itself as given; else the one task list of the account or home it names (with
    /// its name).
    /// - throws: `SyncCommandError.severalLists` when it has several (nothing is remembered);
    ///   a usage error for a calendar without tasks; a failure when there is none or the server
    ///   could not be asked.
    private func taskList(at address: SyncAddress, of replica: SQLiteMemoRepository, for user: User) throws -> (SyncAddress, String?) {
        guard case .collection(let given) = address,
              try !replica.remotes(for: user).contains(where: { $0.url == given.remembered && $0.lastSync != nil })
        else { return (address, nil) }
        let found: CalDAVDiscovery.Found
        do {
            found = try CalDAVDiscovery(address: given, caFile: syncCAFile).find()
        } catch .notTaskList(let name) {
            throw SyncCommandError.usage(CalDAVError.notTaskList(name).description)
        } catch {
            throw SyncCommandError.failure("sync with \(given.remembered) failed: \(error)")
        }
        switch found {
        case .collection: return (address, nil)
        case .lists(let lists) where lists.count == 1: return (.collection(lists[0].address), lists[0].name)
        case .lists(let lists):
            throw SyncCommandError.severalLists(given: given.remembered, lists: lists.map { ($0.name, $0.address.remembered) })
        }
    }

    /// Syncs with one remote and says how it went.
    /// - throws: `SyncCommandError.failure` naming the remote when the sync failed.
    private func sync(_ replica: SQLiteMemoRepository, with address: SyncAddress, as remote: SyncRemote, user: User) throws -> RemoteSync {
        let report: SyncReport
        do {
            switch address {
            case .hub(let hubAddress):
                let hub = try PostgresMemoRepository(connectionString: hubAddress.connection, timeouts: .sync)
                defer { hub.close() }
                report = try SyncSession(replica: replica, hub: hub, remote: remote, user: user).run(at: clock.now())
            case .collection(let collection):
                let session = try CalDAVSession(
                    replica: replica, address: collection, caFile: syncCAFile, remote: remote, user: user, timeZone: timeZone)
                report = try session.run(at: clock.now())
            }
        } catch {
            // A remote never reached is not kept: a mistyped URL must not stay in the way.
            if remote.lastSync == nil { try? replica.forget(remote) }
            // The line names the remote as remembered; whoever shows the error shows it safely.
            let shown = remote.url
            switch error {
            case let error as MemoStoreError: throw SyncCommandError.failure("sync with \(shown) failed: \(error)")
            case let error as CalDAVError: throw SyncCommandError.failure("sync with \(shown) failed: \(error)")
            default: throw error
            }
        }
        let kind: RemoteSync.Kind
        if case .hub = address { kind = .hub } else { kind = .collection }
        var sync = RemoteSync(
            remote: remote.url, kind: kind, sent: report.sent, received: report.received,
            conflicts: report.conflicts, unreadable: report.unreadable, unreadableNames: report.unreadableNames)
        sync.left = report.left
        return sync
    }
}
