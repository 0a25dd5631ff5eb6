import MemoInterchange
import MemoStore
import MemoSync

/// One sync of a replica's user with a CalDAV task collection: each memo is one resource
/// holding one VTODO (`VTodo`), and every memo either side changed since they last met is
/// merged against the copy both last agreed on by the pass a hub sync makes (`MergePass`, over
/// `CollectionMemos`), then written where it differs.
///
/// Order of work, for "nothing half-applied": the server is asked what changed (one REPORT
/// with the collection's sync-token when it keeps one; a PROPFIND of every ETag when it does
/// not), the changed resources are read, everything is merged, then every write goes to the
/// server (PUT with If-Match / If-None-Match, DELETE with If-Match), and only then does the
/// replica commit, in one transaction, the merged memos, their bases, the resources' ETags and
/// the new sync-token. A failure before that commit leaves the replica as it was; what
/// already reached the server reads back at the next sync as what this one merged, so the
/// merge there agrees and writes nothing twice. Before the first write the replica keeps what
/// it sends (its outbox, emptied by that commit), so the next sync takes a field the server
/// holds as sent for this replica's own write, with the stamp it was sent with, and only what
/// differs from it for a phone's. The replica is not held while the server
/// works (a slow server must not lock out `todo add`): a memo changed here meanwhile is left
/// for the next sync.
///
/// A sync with nothing to do is one REPORT. Its own writes come back in the next sync's
/// REPORT with the ETags it recorded, so they are not read again.
public final class CalDAVSession {
    /// Prepares a sync of `user` of `replica` with the collection at `address`, remembered by
    /// the replica as `remote`. `caFile` is a CA bundle to trust instead of the system's.
    /// - throws: `CalDAVError.libraryMissing` when libcurl or libxml2 cannot be loaded.
    public init(
        replica: any SyncReplica & SyncResourceIndex & MemoRepository, address: CalDAVAddress, caFile: String?,
        remote: SyncRemote, user: User, timeZone: LocalTimeZone
    ) throws(CalDAVError) {
        self.replica = replica
        collection = try CalDAVCollection(address: address, caFile: caFile)
        self.remote = remote
        self.user = user
        self.timeZone = timeZone
    }

    /// Runs the sync at `now`.
    /// - throws: `CalDAVError` for the server's refusals, the stores' errors otherwise; the
    ///   replica keeps nothing of a sync that throws.
    public func run(at now: Timestamp) throws -> SyncReport {
        var report = SyncReport()
        let known = try replica.resources(for: remote)
        let unrecorded = try sentUnrecorded()
        let changes = try serverChanges(known: known)
        let server = try read(changes, known: known, into: &report, at: now)
        let plan = try merge(server, known: known, changes: changes, sent: unrecorded, into: &report, at: now)
        if !plan.sent.isEmpty {
            try replica.syncTransaction(with: remote) { try replica.keep(Array(plan.sent.values), overEarlier: true, for: remote) }
        }
        var written: [String: SyncResource] = [:]
        var deleted: Set<String> = []
        for write in plan.writes {
            if let text = write.text {
                let href = write.resource?.href ?? collection.href(forNew: write.uuid)
                let etag = try collection.put(text, at: href, over: write.resource?.etag)
                written[write.uuid] = SyncResource(uuid: write.uuid, href: href, etag: etag)
            } else if let resource = write.resource {
                try collection.delete(resource.href, over: resource.etag)
                deleted.insert(write.uuid)
            }
            report.sent += 1
        }
        try beforeCommit?()
        try replica.syncTransaction(with: remote) {
            // The replica was not held while the server was asked and written: a memo changed
            // here meanwhile keeps its change and stays pending, and its resource is read again
            // next time (its ETag and the sync-token stay as they were), so that sync merges it.
            let outcomes = plan.merge.outcomes
            let current = try replica.entries(uuids: outcomes.map(\.uuid), for: remote, user: user)
            let unchanged = outcomes.filter { (current[$0.uuid] ?? .unknown) == $0.entry }
            let applied = Set(unchanged.map(\.uuid))
            var start = 0
            while start < unchanged.count {
                try replica.apply(Array(unchanged[start..<min(start + MergePass.pageSize, unchanged.count)]), for: remote, user: user)
                start += MergePass.pageSize
            }
            try replica.record(plan.merge.conflicts.filter { applied.contains($0.uuid) }, for: user)
            var lostParents = LostParents()
            lostParents.note(unchanged)
            let lost = try lostParents.conflicts(in: replica, for: remote, user: user, at: now)
            try replica.record(lost, for: user)
            report.conflicts += lost.count
            var resources = server.resources.merging(written) { _, new in new }.filter { applied.contains($0.key) }
            resources = resources.filter { !deleted.contains($0.key) }
            let removed = Set(plan.gone).union(deleted).filter { applied.contains($0) }
            try replica.setResources(Array(resources.values), removing: Array(removed), for: remote)
            if applied.count == outcomes.count && server.unread.isEmpty { try replica.setCollectionToken(changes.token, for: remote) }
            if !unrecorded.isEmpty || !plan.sent.isEmpty {
                // Recorded now, but for a memo changed here meanwhile: its write is read again next time.
                let sent = unrecorded.merging(plan.sent) { _, new in new }.values.filter { !applied.contains($0.uuid) }
                try replica.settle(remote, seenThrough: 0)
                try replica.keep(sent.sorted { $0.uuid < $1.uuid }, overEarlier: false, for: remote)
            }
            try replica.noteSynced(remote, at: now)
            report.received = plan.merge.received.filter { applied.contains($0) }.count
        }
        return report
    }

    /// Runs after the server's writes, before the replica's commit (tests change the replica
    /// there, as another command would).
    var beforeCommit: (() throws -> Void)?

    // MARK: - Private

    private let replica: any SyncReplica & SyncResourceIndex & MemoRepository
    private let collection: CalDAVCollection
    private let remote: SyncRemote
    private let user: User
    private let timeZone: LocalTimeZone

    /// How many parts of a truncated sync-collection answer one sync reads.
    private static let maximumParts = 100
    /// How many tasks' stored times one sync asks for one by one (`storedTimes`); the rest
    /// are stamped with their LAST-MODIFIED.
    private static let maximumTimeQueries = 200

    /// The tasks read from the server: by uuid, with the resource each came from, and the
    /// changed resources that gave no task todo can merge (unreadable, or gone before they were
    /// read): their memos wait, and the sync-token stays, so the next sync reads them again.
    private struct ServerTasks {
        var tasks: [String: CalDAVTask] = [:]
        var resources: [String: SyncResource] = [:]
        var unread: Set<String> = []
        /// When the server stored each task's resource, by uuid, where it says.
        var stored: [String: Timestamp] = [:]
    }

    /// What a sync decided: the merge pass's plan (with the next memos of series done over
    /// there), the server's writes (`text` `nil`: a deletion), and the uuids whose resources
    /// are gone.
    private struct Plan {
        var merge = MergePlan<String>()
        var writes: [(uuid: String, text: String?, resource: SyncResource?)] = []
        var gone: [String] = []
        /// What each write of a task sends, by uuid, kept before it goes.
        var sent: [String: SyncOutboxEntry] = [:]
    }

    /// What earlier syncs wrote to the server and never recorded, by uuid.
    private func sentUnrecorded() throws -> [String: SyncOutboxEntry] {
        var entries: [String: SyncOutboxEntry] = [:]
        var cursor: String?
        while true {
            let page = try replica.outbox(for: remote, after: cursor, limit: MergePass.pageSize)
            for entry in page { entries[entry.uuid] = entry }
            guard let last = page.last, page.count == MergePass.pageSize else { return entries }
            cursor = last.uuid
        }
    }

    /// What changed on the server since the last sync, without the resources whose ETags the
    /// replica already has (its own writes).
    private func serverChanges(known: [String: SyncResource]) throws -> CollectionChanges {
        let token = try replica.collectionToken(for: remote)
        var changes = try collection.changes(since: token ?? "") ?? collection.members()
        var parts = 1
        while changes.isTruncated, let next = changes.token, parts < Self.maximumParts {
            guard let more = try collection.changes(since: next) else { break }
            changes.append(more)
            parts += 1
        }
        if changes.isTruncated {
            // Still cut short: what is known is merged, and the token stays where it was.
            changes.token = token
        }
        let etagByHref = Dictionary(known.values.map { ($0.href, $0.etag) }, uniquingKeysWith: { first, _ in first })
        if changes.listsEverything {
            changes.removed = etagByHref.keys.filter { changes.changed[$0] == nil }
        }
        changes.changed = changes.changed.filter { href, etag in etag.isEmpty || etagByHref[href] != etag }
        return changes
    }

    private func read(
        _ changes: CollectionChanges, known: [String: SyncResource], into report: inout SyncReport, at now: Timestamp
    ) throws -> ServerTasks {
        var read = ServerTasks()
        var refused = changes.refused
        let fetchedByHref = try collection.fetch(changes.changed.keys.sorted(), refused: &refused)
        read.unread = Set(changes.changed.keys.filter { fetchedByHref[$0] == nil })
        // One task todo cannot read must not stop every later sync: it stays on the server as
        // it is, the line names it, and its memo here waits for it to become readable.
        for (href, reason) in refused.sorted(by: { $0.key < $1.key }) {
            report.noteUnreadable(href, reason)
            read.unread.insert(CalDAVCollection.normalized(href))
        }
        var hrefByUUID: [String: String] = [:]
        let removed = Set(changes.removed)
        for (href, fetched) in fetchedByHref.sorted(by: { $0.key < $1.key }) {
            let task: CalDAVTask?
            do {
                task = try CalDAVTask.read(fetched.data, timeZone: timeZone, now: now)
            } catch {
                report.noteUnreadable(href, Self.reason(error))
                read.unread.insert(href)
                continue
            }
            guard let task else { continue }
            let uuid = task.memo.uuid
            if let knownHref = known[uuid]?.href, knownHref != href, changes.changed[knownHref] == nil,
               !removed.contains(knownHref) {
                // The resource this replica syncs the memo with is still there, unchanged.
                report.noteUnreadable(href, "the same UID as \(knownHref)")
                read.unread.insert(href)
                continue
            }
            if let other = hrefByUUID[uuid] {
                // Two resources, one UID: the one this replica already syncs with (else the
                // first by href) stays the memo's; the other is named and left as it is.
                let keepsThis = known[uuid]?.href == href
                report.noteUnreadable(keepsThis ? other : href, "the same UID as \(keepsThis ? href : other)")
                read.unread.insert(keepsThis ? other : href)
                guard keepsThis else { continue }
            }
            hrefByUUID[uuid] = href
            read.tasks[uuid] = task
            read.resources[uuid] = SyncResource(uuid: uuid, href: href, etag: fetched.etag)
            read.stored[uuid] = fetched.stored
        }
        // A change to a task both sides had is decided by when the server stored it: asked
        // for where the answer left it out, for a bounded number of tasks a sync.
        let unstamped = read.tasks.keys.filter { known[$0] != nil && read.stored[$0] == nil }.sorted().prefix(Self.maximumTimeQueries)
        let times = try collection.storedTimes(of: unstamped.compactMap { read.resources[$0]?.href })
        for uuid in unstamped { read.stored[uuid] = read.resources[uuid].flatMap { times[$0.href] } }
        return read
    }

    /// What is wrong with a task, without the import's "nothing was imported".
    private static func reason(_ error: Error) -> String {
        guard let error = error as? InterchangeError else { return "\(error)" }
        switch error {
        case .invalidRecord(let reason): return reason
        case .invalidLine(let line, let reason): return "line \(line): \(reason)"
        }
    }

    private func merge(
        _ server: ServerTasks, known: [String: SyncResource], changes: CollectionChanges, sent: [String: SyncOutboxEntry],
        into report: inout SyncReport, at now: Timestamp
    ) throws -> Plan {
        let removedHrefs = Set(changes.removed)
        let gone = known.values.filter { removedHrefs.contains($0.href) && server.tasks[$0.uuid] == nil }.map(\.uuid)
        // A memo whose resource changed but could not be read waits: written over the ETag
        // last seen, it would only be refused (412).
        let waiting = Set(known.values.filter { server.unread.contains($0.href) }.map(\.uuid))
        let pass = MergePass(replica: replica, remote: remote, user: user, at: now)
        var uuids = Set(server.tasks.keys).union(gone)
        try pass.forEachPendingPage { uuids.formUnion($0) }
        uuids.subtract(waiting)
        let side = CollectionMemos(
            tasks: server.tasks, known: known, gone: Set(gone), timeZone: timeZone, identity: FieldStamp.collectionIdentity(remote.url), stored: server.stored,
            sent: sent)
        var plan = Plan(gone: gone)
        let ordered = uuids.sorted()
        var start = 0
        while start < ordered.count {
            try pass.plan(Array(ordered[start..<min(start + MergePass.pageSize, ordered.count)]), with: side, into: &plan.merge, report: &report)
            start += MergePass.pageSize
        }
        for send in plan.merge.sends {
            plan.writes.append((send.uuid, send.written, server.resources[send.uuid] ?? (side.gone.contains(send.uuid) ? nil : known[send.uuid])))
            if let merged = send.merged { plan.sent[send.uuid] = SyncOutboxEntry(uuid: send.uuid, before: nil, merged: merged, mergedStamps: send.stamps) }
        }
        // Done over there: the next memo of the series is made here, as `done` makes it.
        var next: [(memo: Memo, written: String)] = []
        for outcome in plan.merge.outcomes {
            if let merged = outcome.merged, merged.isDone, outcome.entry.base?.isDone == false, outcome.entry.local?.isDone == false,
               let following = merged.nextOccurrence(at: now, in: timeZone).map(side.form), !uuids.contains(following.memo.uuid) {
                next.append(following)
            }
        }
        let existing = try replica.entries(uuids: next.map(\.memo.uuid), for: remote, user: user)
        for (memo, text) in next where existing[memo.uuid] == nil {
            plan.merge.outcomes.append(SyncOutcome(uuid: memo.uuid, merged: memo, entry: .unknown, stamps: side.occurrenceStamps()))
            plan.sent[memo.uuid] = SyncOutboxEntry(uuid: memo.uuid, before: nil, merged: memo, mergedStamps: side.occurrenceStamps())
            plan.writes.append((memo.uuid, text, nil))
            plan.merge.received.append(memo.uuid)
        }
        return plan
    }
}
