import MemoStore

/// The merge of a replica with one remote, the same for every kind of remote: for each memo,
/// what the replica knows (its copy and the base both sides last agreed on) and what the
/// remote holds (`MergeRemote`) are merged (`MemoMerge`); the merged memo, in the remote's
/// form, is sent where it differs from the remote's and taken where it differs from the
/// replica's. The pass only plans: it writes nothing, so each session keeps its own commit
/// protocol (`SyncSession`'s outbox under the hub's lock, `CalDAVSession`'s server first).
public struct MergePass {
    /// How many memos one page merges (and one read of pending uuids returns).
    public static let pageSize = 500

    /// A pass of `user` of `replica` with `remote` (as the replica remembers it), at `time`
    /// (the conflicts' time).
    public init(replica: any SyncReplica, remote: SyncRemote, user: User, at time: Timestamp) {
        self.replica = replica
        self.remote = remote
        self.user = user
        self.time = time
    }

    /// Calls `body` with each page of the uuids pending for the remote, in byte order; the
    /// next page is read after `body` returns, from after the last uuid it was given.
    public func forEachPendingPage(_ body: ([String]) throws -> Void) throws {
        var cursor: String?
        while true {
            let uuids = try replica.pendingUUIDs(for: remote, after: cursor, limit: Self.pageSize)
            guard let last = uuids.last else { return }
            try body(uuids)
            cursor = last
            if uuids.count < Self.pageSize { return }
        }
    }

    /// Merges the memos of `uuids` (one page, no uuid twice) with what `side` holds of them,
    /// adding to `plan` in the order of `uuids`; the conflicts found are counted in `report`.
    /// A uuid `side` leaves out is not merged and stays as it is on both sides.
    public func plan<Side: MergeRemote>(
        _ uuids: [String], with side: Side, into plan: inout MergePlan<Side.Written>, report: inout SyncReport
    ) throws {
        let entries = try replica.entries(uuids: uuids, for: remote, user: user)
        let held = try side.held(uuids, entries: entries, into: &report)
        for uuid in uuids {
            guard let there = held[uuid] else { continue }
            let entry = entries[uuid] ?? .unknown
            let stamps = MergeStamps(
                base: entry.baseStamps, local: entry.localStamps, hub: there.stamps ?? MemoStamps(),
                localReplica: remote.replica, hubReplica: side.identity)
            let merge = MemoMerge(base: entry.base, local: entry.local, hub: there.arriving, at: time, stamps: stamps)
            let form = merge.merged.map(side.form)
            plan.conflicts += merge.conflicts
            report.conflicts += merge.conflicts.count
            if !MemoMerge.sameFields(form?.memo, there.held) {
                plan.sends.append(MergePlan.Send(
                    uuid: uuid, merged: form?.memo, written: form?.written, held: there.held, stamps: merge.stamps, heldStamps: there.stamps ?? MemoStamps()))
            }
            if !MemoMerge.sameFields(form?.memo, entry.local) { plan.received.append(uuid) }
            plan.outcomes.append(SyncOutcome(uuid: uuid, merged: form?.memo, entry: entry, stamps: merge.stamps))
        }
    }

    // MARK: - Private

    private let replica: any SyncReplica
    private let remote: SyncRemote
    private let user: User
    private let time: Timestamp
}
