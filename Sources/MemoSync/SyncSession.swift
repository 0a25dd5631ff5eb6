import MemoStore

/// One sync of a replica's user with a hub: every memo either side changed since they last
/// met is merged (`MergePass`, over the hub's memos) and written where it differs, then the
/// contexts.
///
/// The replica's write transaction begins once the hub's transaction holds the user's lock
/// (so nothing writing the replica waits while the sync waits for the hub), and the hub
/// commits first. Under the lock the sync reads the hub, merges and writes the hub; what the
/// replica takes is written here after the hub has committed and let go of the lock
/// (`HeldOutcomes`), in the one local transaction that also moves the replica's bases, its
/// pending marks and the number it has seen through. So the user's other replicas wait for
/// this one's merge, not for its disk.
/// - Killed before the hub commits: nothing happened on either side.
/// - Killed after, before the replica commits: the hub holds this sync's writes, and the
///   replica everything it had, pending against its old bases. The next sync merges that again
///   with the hub's copy, which already holds these changes with their stamps: it sends nothing
///   twice, takes what others did meanwhile, and a conflict found again has the key the hub
///   keeps it under (`MemoMerge`'s derived keys), so it is kept once.
/// - An outbox an earlier version kept (its replica committed first) whose token the hub never
///   recorded is written again first, merged against what the hub has now; it is emptied as
///   the sync commits here.
/// Replicas syncing at the same moment take turns on the user's lock.
///
/// Conflicts travel after the memos, in the same hub transaction: the hub learns the ones
/// found here and the ones resolved here, and the replica then lists what the hub keeps. Each
/// step is idempotent by the conflict's key, so a sync killed between them only repeats it.
///
/// The memos of projects other users share with the user travel first, in the same
/// transactions (`SharedPass`), only for a user who has or had shares: the shares ride on
/// `syncPosition`, so a user with none pays no more than before, and a sync that finds them
/// unchanged, nothing moved and no shared memo waiting to be merged again is still quiet.
/// In that transaction too the replica names itself at the hub (`MachineName`), and what it
/// takes is named by the machines that made it (`ArrivalMachines`) in its history.
///
/// Memory stays flat: uuids are read in pages of `MergePass.pageSize`, each page merged and
/// written to the hub before the next is read, and at most `HeldOutcomes.limit` merged memos
/// wait for the hub's commit (shared memos excepted: their numbers are read whole).
public final class SyncSession {
    /// Prepares a sync of `user` of `replica` with `hub`, remembered by the replica as `remote`,
    /// on the machine called `machine` (what history names its changes by, here and elsewhere).
    public init(
        replica: any SyncReplica & MemoRepository, hub: any SyncHub & MemoRepository, remote: SyncRemote, user: User,
        machine: String = MachineName.current
    ) {
        self.replica = replica
        self.hub = hub
        self.remote = remote
        self.user = user
        self.machine = machine
    }

    /// How much the hub's clock may seem to move against this machine's before a sync with
    /// nothing else to do writes the offset again (it must not write for the noise of measuring
    /// it); any other sync keeps what it measured.
    public static let clockOffsetSlack: Int64 = 1_000

    /// How lately the hub must have noted the replica for a sync with nothing to do to skip
    /// noting it again: one noted longer ago holds back the compaction of tombstones no more.
    public static let quietNoteAge: Int64 = 24 * 60 * 60

    /// Runs the sync at `now` (the replica's clock). One that finds nothing changed on either
    /// side since the last returns an empty report having written nothing anywhere.
    ///
    /// It measures how far the hub's clock is ahead of this machine's (`HubClockReading`) and
    /// keeps it (`SyncRemote.clockOffset`): changes made here are stamped by the hub's clock
    /// from then on, so a machine whose clock is off still has its later change win.
    /// - throws: the stores' errors, with nothing kept.
    public func run(at now: Timestamp) throws -> SyncReport {
        let clock = try HubClockReading.measure {
            let asked = Timestamp.millisecondsNow()
            let hubMilliseconds = try hub.clockMilliseconds()
            return (asked, hubMilliseconds, Timestamp.millisecondsNow())
        }
        let offset = clock.offset(over: remote.clockOffset)
        let hubNow = Timestamp(secondsSince1970: clock.hubMilliseconds / 1000)
        let hubUser = try hub.logIn(userName: user.name)
        if try nothingChanged(hubUser: hubUser, hubNow: hubNow) {
            if remote.clockOffset.map({ abs($0 - offset) > Self.clockOffsetSlack }) ?? true {
                try replica.noteClockOffset(offset, for: remote)
            }
            return SyncReport()
        }
        var report = SyncReport()
        let token = "\(remote.replica)/\(now.secondsSince1970)/\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
        let pass = MergePass(replica: replica, remote: remote, user: user, at: now)
        let side = HubMemos(hub: hub, user: hubUser)
        try replica.syncTransaction(with: remote, beginningWhen: { beginHere in
            var end: Int64 = 0
            var agreedContexts: [MemoContext]?
            var shared: (unshared: [SyncConflict], resolved: [String]) = ([], [])
            var heldConflicts: [SyncConflict] = []
            try hub.syncTransaction(for: hubUser) {
                try beginHere()
                if let previous = try replica.outboxToken(for: remote), try hub.replicaToken(remote.replica, for: hubUser) != previous {
                    try replica.record(try writeOutboxAgain(hubUser: hubUser, at: now, into: &report), for: user)
                }
                let position = try hub.syncPosition(for: hubUser)
                carriesShares = !position.shares.isEmpty || !remote.shares.isEmpty
                var after = remote.seenThrough
                if after < position.compactedThrough {
                    // The hub forgot deletions this replica has not seen: compare every memo.
                    try replica.markAllPending(for: remote, user: user)
                    after = 0
                }
                if carriesShares {
                    // First: a memo the hub would not take as another's is the user's own by the pass below.
                    try SharedPass(replica: replica, hub: hub, remote: remote, user: user, hubUser: hubUser, time: now)
                        .run(shares: position.shares, into: &report)
                }
                while true {
                    let page = try hub.changes(for: hubUser, after: after, through: position.current, limit: MergePass.pageSize)
                    guard let last = page.last else { break }
                    var seen = Set<String>()
                    try merge(page.map(\.uuid).filter { seen.insert($0).inserted && !held.contains($0) }, by: pass, with: side, into: &report)
                    after = last.number
                    if page.count < MergePass.pageSize { break }
                }
                try pass.forEachPendingPage { uuids in try merge(uuids.filter { !held.contains($0) }, by: pass, with: side, into: &report) }
                // Lost parents are looked for in the replica as merged: rare, and then written first.
                if !lostParents.isEmpty { try held.write(to: replica, for: remote, user: user) }
                let lost = try lostParents.conflicts(in: replica, for: remote, user: user, at: now)
                try replica.record(lost, for: user)
                report.conflicts += lost.count
                // Conflicts, this sync's too: the hub keeps them for every replica; sent again
                // after a crash, one already kept stays as it is.
                shared = try replica.conflictsToShare(for: user)
                heldConflicts = try hub.exchangeConflicts(adding: shared.unshared, resolving: shared.resolved, for: hubUser)
                end = try hub.syncPosition(for: hubUser).current
                try hub.nameReplica(remote.replica, as: machine, for: hubUser)
                try hub.noteReplica(remote.replica, seenThrough: end, token: token, for: hubUser)
                agreedContexts = try mergeContexts(hubUser: hubUser, into: &report)
            }
            // The hub has committed and let go of the user's lock.
            try held.write(to: replica, for: remote, user: user)
            try replica.noteClockOffset(offset, for: remote)
            try replica.finish(remote, seenThrough: end, at: now)
            if let agreedContexts { try replica.setContextBase(agreedContexts, for: remote) }
            try replica.noteConflictsShared(heldConflicts, sent: shared.unshared.map(\.key), resolved: shared.resolved, for: user)
        })
        return report
    }

    // MARK: - Private

    private let replica: any SyncReplica & MemoRepository
    private let hub: any SyncHub & MemoRepository
    private let remote: SyncRemote
    private let user: User
    private let machine: String
    /// The merged memos waiting for the hub's commit to be written here.
    private var held = HeldOutcomes()
    /// Whether the user has projects shared with them, or had at the last sync: then the
    /// memos pending here may be others' (`SharedPass`), which the user's own pass leaves out.
    private var carriesShares = false
    /// The children merged so far, to find those left without their parent.
    private var lostParents = LostParents()

    /// Whether a sync would find nothing to do: nothing pending, in the outbox or waiting to be
    /// shared on the replica, and the hub still where this replica last left it. Read outside
    /// the hub's transaction, so such a sync writes and commits nothing on either side. Every
    /// hub write of a memo takes a number before it commits, so a position still at the one the
    /// replica saw through means none has even begun; conflicts and contexts take none, so they
    /// are compared as they are.
    private func nothingChanged(hubUser: User, hubNow: Timestamp) throws -> Bool {
        guard remote.lastSync != nil, try replica.outboxToken(for: remote) == nil,
              try replica.pendingUUIDs(for: remote, after: nil, limit: 1).isEmpty,
              try remote.shares.isEmpty || !replica.sharedAwaitingMerge(for: remote)
        else { return false }
        let toShare = try replica.conflictsToShare(for: user)
        let base = Set(try replica.contextBase(for: remote))
        guard toShare.unshared.isEmpty, toShare.resolved.isEmpty, Set(try replica.contexts(for: user).all) == base else { return false }
        let position = try hub.syncPosition(for: hubUser)
        guard position.current == remote.seenThrough, position.compactedThrough <= remote.seenThrough,
              ProjectShare.text(of: position.shares) == ProjectShare.text(of: remote.shares),
              let seen = try hub.replicaSeen(remote.replica, for: hubUser), seen.seenThrough == remote.seenThrough,
              hubNow.secondsSince1970 - seen.at.secondsSince1970 < Self.quietNoteAge,
              Set(try hub.contexts(for: hubUser).all) == base
        else { return false }
        let held = try hub.exchangeConflicts(adding: [], resolving: [], for: hubUser)
        return Set(held.map(\.key)) == Set(try replica.conflicts(for: user, uuid: nil).map(\.key))
    }

    /// Merges one page: writes the hub (in its open transaction) and holds what the replica
    /// takes until the hub has committed (`HeldOutcomes`).
    private func merge(_ uuids: [String], by pass: MergePass, with side: HubMemos, into report: inout SyncReport) throws {
        var uuids = uuids
        if carriesShares {
            let shared = try replica.sharedUUIDs(among: uuids, for: remote, user: user)
            uuids.removeAll { shared.contains($0) }
        }
        var plan = MergePlan<Memo>()
        try pass.plan(uuids, with: side, into: &plan, report: &report)
        let named = try ArrivalAuthors.named(try ArrivalMachines.named(plan.outcomes, at: hub, for: side.user), at: hub, for: side.user)
        try held.hold(named, in: replica, for: remote, user: user)
        lostParents.note(plan.outcomes)
        try hub.store(
            plan.sends.compactMap(\.written), stamps: Dictionary(plan.sends.map { ($0.uuid, $0.stamps) }, uniquingKeysWith: { a, _ in a }),
            deleting: plan.sends.filter { $0.merged == nil }.map(\.uuid), from: machine, for: side.user)
        try replica.record(plan.conflicts, for: user)
        report.sent += plan.sends.count
        report.received += plan.received.count
    }

    /// Writes the outbox an earlier version kept of a sync whose hub transaction never
    /// committed: each entry as it was merged when the hub still has what the merge started
    /// from, else merged again with what the hub has now. The replica's bases are already the merged memos, so the merge that
    /// follows brings the hub's newer changes back to the replica. Returns the conflicts found.
    private func writeOutboxAgain(hubUser: User, at now: Timestamp, into report: inout SyncReport) throws -> [SyncConflict] {
        var conflicts: [SyncConflict] = []
        var cursor: String?
        while true {
            let entries = try replica.outbox(for: remote, after: cursor, limit: MergePass.pageSize)
            guard let last = entries.last else { break }
            let current = try hub.stampedMemos(uuids: entries.map(\.uuid), for: hubUser)
            var upserts: [Memo] = []
            var stamps: [String: MemoStamps] = [:]
            var deletions: [String] = []
            for entry in entries {
                let hubMemo = current[entry.uuid]?.memo
                // Not taken (see `merge`): the hub keeps it, and the merge after names it.
                if let hubMemo, MemoRules.problem(inArriving: hubMemo) != nil { continue }
                var (target, targetStamps) = (entry.merged, entry.mergedStamps)
                if !MemoMerge.sameFields(hubMemo, entry.before) {
                    let merge = MemoMerge(
                        base: entry.before, local: entry.merged, hub: hubMemo, at: now,
                        stamps: MergeStamps(
                            base: entry.beforeStamps, local: entry.mergedStamps, hub: current[entry.uuid]?.stamps ?? MemoStamps(),
                            localReplica: remote.replica, hubReplica: HubMemos(hub: hub, user: hubUser).identity))
                    (target, targetStamps) = (merge.merged, merge.stamps)
                    conflicts += merge.conflicts
                }
                let stampsHeld = target == nil || targetStamps == current[entry.uuid]?.stamps
                guard !MemoMerge.sameFields(target, hubMemo) || !stampsHeld else { continue }
                if let target {
                    upserts.append(target)
                    stamps[entry.uuid] = targetStamps
                } else {
                    deletions.append(entry.uuid)
                }
                report.sent += 1
            }
            try hub.store(upserts, stamps: stamps, deleting: deletions, from: machine, for: hubUser)
            cursor = last.uuid
        }
        report.conflicts += conflicts.count
        return conflicts
    }

    /// Contexts merge by name as fields do, against the ones both sides last agreed on; the
    /// same name defined differently on both goes to the longer (then greater) filter. Run
    /// in the hub's transaction, under the user's lock, so no other replica's contexts
    /// interleave; the hub's side commits with the memos. Returns the contexts both sides now
    /// agree on when they differ from the last agreed ones, to keep only once the hub has
    /// committed: until then the merge is idempotent, so an interrupted one completes at the
    /// next sync.
    private func mergeContexts(hubUser: User, into report: inout SyncReport) throws -> [MemoContext]? {
        let base = Dictionary(try replica.contextBase(for: remote).map { ($0.name, $0.filterWords) }, uniquingKeysWith: { a, _ in a })
        let mine = Dictionary(try replica.contexts(for: user).all.map { ($0.name, $0.filterWords) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(try hub.contexts(for: hubUser).all.map { ($0.name, $0.filterWords) }, uniquingKeysWith: { a, _ in a })
        var merged: [MemoContext] = []
        var (hubDefines, hubDeletes): ([MemoContext], [String]) = ([], [])
        for name in Set(mine.keys).union(theirs.keys).union(base.keys).sorted() {
            let (was, local, remote) = (base[name], mine[name], theirs[name])
            let value: [String]?
            if local == remote {
                value = local
            } else if was == local {
                value = remote
            } else if was == remote {
                value = local
            } else {
                value = [local, remote].compactMap { $0 }.max { Self.filterOrder($0, $1) }
            }
            if local != value {
                if let value { try replica.defineContext(MemoContext(name: name, filterWords: value), for: user) } else {
                    try replica.deleteContext(named: name, for: user)
                }
                report.received += 1
            }
            if remote != value {
                if let value { hubDefines.append(MemoContext(name: name, filterWords: value)) } else { hubDeletes.append(name) }
                report.sent += 1
            }
            if let value { merged.append(MemoContext(name: name, filterWords: value)) }
        }
        try hub.storeContexts(hubDefines, deleting: hubDeletes, for: hubUser)
        let changed = merged.map(\.name) != base.keys.sorted() || merged.contains(where: { base[$0.name] != $0.filterWords })
        return changed ? merged : nil
    }

    private static func filterOrder(_ a: [String], _ b: [String]) -> Bool {
        let (x, y) = (a.joined(separator: " "), b.joined(separator: " "))
        return x.utf8.count != y.utf8.count ? x.utf8.count < y.utf8.count : Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8))
    }
}
