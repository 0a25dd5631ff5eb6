import MemoStore

/// The part of a hub sync that carries the memos other users share with the replica's user
/// (issue 34), inside `SyncSession`'s transactions.
///
/// What the hub shows through the user's shares is compared with what the replica holds, by
/// the hub's number for each memo: one that is new or whose number moved, or that changed
/// here, is merged as the user's own are (`MergePass`, field by field against the base); one
/// the hub no longer shows (taken back, moved out of the project, deleted by its owner) leaves
/// the replica. What the merge would write to the hub is written only where a share as writer
/// covers the memo before and after (the hub checks again, and its policies bind a granted
/// role): anything else is refused, the memo takes the hub's values, and what was changed here
/// is kept as a conflict (`todo conflicts`), so nothing is lost. A memo added here into a
/// shared project that the hub refuses becomes the user's own.
///
/// A write to the hub keeps the base at what the hub had and the memo's number at 0, so the
/// next sync merges it again: had the hub's transaction not committed, the change is sent
/// again; had it, the merge finds both sides agree. No outbox is needed for them, and a sync
/// is not quiet while such a memo waits (`SyncReplica.sharedAwaitingMerge`).
struct SharedPass {
    let replica: any SyncReplica
    let hub: any SyncHub
    let remote: SyncRemote
    let user: User
    let hubUser: User
    let time: Timestamp

    /// Runs the pass with the hub's shares `shares`; what left is counted in `report` by share.
    func run(shares: [ProjectShare], into report: inout SyncReport) throws {
        let theirs = try hub.sharedVersions(for: hubUser)
        let mine = try replica.sharedVersions(for: remote)
        var pending: [String] = []
        try MergePass(replica: replica, remote: remote, user: user, at: time).forEachPendingPage { uuids in
            pending += try replica.sharedUUIDs(among: uuids, for: remote, user: user)
        }
        var toMerge = Set(theirs.filter { mine[$0.key]?.number != $0.value.number }.map(\.key))
        toMerge.formUnion(pending.filter { theirs[$0] != nil || mine[$0] == nil })
        let gone = mine.keys.filter { theirs[$0] == nil }.sorted()
        let ordered = toMerge.sorted()
        for start in stride(from: 0, to: ordered.count, by: MergePass.pageSize) {
            let page = Array(ordered[start..<min(ordered.count, start + MergePass.pageSize)])
            try merge(page, versions: theirs, shares: shares, into: &report)
        }
        let pendingSet = Set(pending)
        let left = try replica.dropShared(gone, for: remote, user: user)
        // A change made here to a memo that left is kept, as the deletion it met.
        try replica.record(left.filter { pendingSet.contains($0.uuid) }.map {
            SyncConflict(uuid: $0.uuid, subject: .deletion, lost: $0, time: time)
        }, for: user)
        for memo in left {
            guard let owner = memo.owner,
                  let share = remote.shares.first(where: { $0.owner == owner && $0.covers(project: memo.project) }),
                  !shares.contains(where: { $0.owner == owner && $0.covers(project: memo.project) })
            else { continue }
            report.noteLeft(owner: owner, project: share.project)
        }
        try replica.setShares(shares, for: remote)
    }

    // MARK: - Private

    private func merge(
        _ uuids: [String], versions: [String: (owner: String, number: Int64)], shares: [ProjectShare], into report: inout SyncReport
    ) throws {
        var plan = MergePlan<Memo>()
        let side = HubMemos(hub: hub, user: hubUser, shared: true)
        try MergePass(replica: replica, remote: remote, user: user, at: time).plan(uuids, with: side, into: &plan, report: &report)
        let entries = Dictionary(plan.outcomes.map { ($0.uuid, $0.entry) }, uniquingKeysWith: { a, _ in a })
        var outcomes: [String: SyncOutcome] = [:]
        for outcome in plan.outcomes {
            let owner = versions[outcome.uuid]?.owner ?? outcome.entry.local?.owner
            outcomes[outcome.uuid] = SyncOutcome(uuid: outcome.uuid, merged: outcome.merged.map { Self.owned($0, by: owner) },
                                                 entry: outcome.entry, stamps: outcome.stamps)
        }
        var (writes, stamps, disowned) = ([Memo](), [String: MemoStamps](), [String]())
        var bases: [String: (memo: Memo?, stamps: MemoStamps)] = [:]
        // What the hub refused: the replica takes the hub's memo back, one change received each.
        var refused = Set<String>()
        for send in plan.sends {
            guard let entry = entries[send.uuid], let owner = versions[send.uuid]?.owner ?? entry.local?.owner else { continue }
            let held = send.held.map { Self.owned($0, by: owner) }
            if let merged = send.merged, Self.writable(held, merged, owner: owner, in: shares) {
                writes.append(Self.owned(merged, by: owner))
                stamps[send.uuid] = send.stamps
                bases[send.uuid] = (held?.withID(entry.localID ?? 0), send.heldStamps)
                report.sent += 1
                continue
            }
            guard let held else {
                // Added here to a project the hub does not take it into: the user's own.
                disowned.append(send.uuid)
                outcomes[send.uuid] = nil
                continue
            }
            // Refused: the hub's memo stands, and what was changed here is kept.
            let lost = send.merged ?? entry.local ?? held
            let kept = MemoFieldDifference.between(held, send.merged).map { difference in
                SyncConflict(uuid: send.uuid, subject: difference.extraName.map { .extra($0) } ?? .field(difference.field), lost: lost, time: time)
            }
            try replica.record(send.merged == nil ? [SyncConflict(uuid: send.uuid, subject: .deletion, lost: lost, time: time)] : kept, for: user)
            report.conflicts += send.merged == nil ? 1 : kept.count
            refused.insert(send.uuid)
            outcomes[send.uuid] = SyncOutcome(uuid: send.uuid, merged: held, entry: entry, stamps: send.heldStamps)
        }
        try replica.apply(try ArrivalAuthors.named(uuids.compactMap { outcomes[$0] }, at: hub, for: hubUser), for: remote, user: user)
        try hub.storeShared(writes, stamps: stamps, for: hubUser)
        try replica.record(plan.conflicts, for: user)
        try replica.disown(disowned, for: remote, user: user)
        var noted: [String: (owner: String, number: Int64)] = [:]
        for uuid in uuids where outcomes[uuid] != nil {
            guard let owner = versions[uuid]?.owner ?? entries[uuid]?.local?.owner else { continue }
            noted[uuid] = (owner, bases[uuid] != nil ? 0 : versions[uuid]?.number ?? 0)
        }
        try replica.noteShared(noted, bases: bases, for: remote)
        report.received += plan.received.filter { outcomes[$0] != nil && !refused.contains($0) }.count + refused.count
    }

    /// Whether the user may write `merged` over `held` (`nil`: as a new memo) into `owner`'s
    /// memos: a share as writer covers both.
    private static func writable(_ held: Memo?, _ merged: Memo, owner: String, in shares: [ProjectShare]) -> Bool {
        guard ProjectShare.role(in: shares, owner: owner, project: merged.project) == .writer else { return false }
        return held.map { ProjectShare.role(in: shares, owner: owner, project: $0.project) == .writer } ?? true
    }

    private static func owned(_ memo: Memo, by owner: String?) -> Memo {
        var memo = memo
        memo.owner = owner
        return memo
    }
}
