import MemoStore

/// The memos a sync leaves without their parent (deleted on one machine while a child was
/// added under it on another), or in a cycle (two moves, one on each side): each child
/// survives, keeping the link, and the lost or circular link is kept as a conflict on its
/// parent field, so nothing is lost, or circular, without a trace.
///
/// Only children whose memo the sync merged a change of (since both sides last agreed), and
/// the children of the memos it deleted here, are looked at, and only once every page is merged, so a parent that arrives in a later page is
/// no loss and a child already reported is not reported again at the next sync.
public struct LostParents {
    /// Nothing noted yet.
    public init() {}

    /// Whether nothing was noted: no merged child with a parent, no memo deleted here.
    public var isEmpty: Bool {
        children.isEmpty && deleted.isEmpty
    }

    /// Notes the children among `outcomes` (a merged page) that changed since their base,
    /// and the memos the page deletes here, whose children are looked at too.
    public mutating func note(_ outcomes: [SyncOutcome]) {
        for outcome in outcomes {
            if outcome.merged == nil, outcome.entry.local != nil { deleted.append(outcome.uuid) }
            guard let merged = outcome.merged, let parent = merged.parent, !MemoMerge.sameFields(merged, outcome.entry.base) else { continue }
            children[outcome.uuid] = parent
            // A memo both sides knew, moved: two moves merged may close a cycle through it.
            if let base = outcome.entry.base, base.parent != parent { moved.append(outcome.uuid) }
        }
    }

    /// The conflicts of the children noted whose parent `replica` no longer holds, each with
    /// the child as the replica holds it now (the link to the lost parent in it), at `time`.
    public func conflicts(
        in replica: any SyncReplica & MemoRepository, for remote: SyncRemote, user: User, at time: Timestamp
    ) throws -> [SyncConflict] {
        var children = self.children
        try forEachPage(of: deleted) { parents in
            for child in try replica.children(of: parents, for: user) { children[child.uuid] = child.parent }
        }
        var missing = Set<String>()
        try forEachPage(of: Array(Set(children.values)).sorted()) { parents in
            let entries = try replica.entries(uuids: parents, for: remote, user: user)
            missing.formUnion(parents.filter { entries[$0]?.local == nil })
        }
        var conflicts = try cycles(in: replica, for: remote, user: user, at: time)
        try forEachPage(of: children.filter { missing.contains($0.value) }.keys.sorted()) { orphans in
            let entries = try replica.entries(uuids: orphans, for: remote, user: user)
            for uuid in orphans {
                guard let child = entries[uuid]?.local else { continue }
                conflicts.append(SyncConflict(uuid: uuid, subject: .field(.parent), lost: child, time: time, key: Self.key(uuid, child.parent)))
            }
        }
        return conflicts
    }

    // MARK: - Private

    /// The parent of each child noted, by the child's uuid.
    private var children: [String: String] = [:]
    /// The memos the sync deleted here.
    private var deleted: [String] = []
    /// The memos both sides knew whose parent the sync changed.
    private var moved: [String] = []

    /// A conflict on each moved memo whose ancestors lead back to it: two moves, one on each
    /// side, that together make a cycle. The cycle stays (every listing shows each memo once)
    /// and is seen; `modify ID parent:` breaks it.
    private func cycles(in replica: any SyncReplica, for remote: SyncRemote, user: User, at time: Timestamp) throws -> [SyncConflict] {
        var conflicts: [SyncConflict] = []
        for uuid in moved {
            guard let memo = try replica.entries(uuids: [uuid], for: remote, user: user)[uuid]?.local else { continue }
            var seen: Set<String> = [uuid]
            var above = memo.parent
            while let at = above, seen.insert(at).inserted {
                above = try replica.entries(uuids: [at], for: remote, user: user)[at]?.local?.parent
            }
            if above == uuid {
                conflicts.append(SyncConflict(uuid: uuid, subject: .field(.parent), lost: memo, time: time, key: Self.key(uuid, memo.parent)))
            }
        }
        return conflicts
    }

    /// The key of the conflict on `child`'s link to `parent`: derived, not random, so every
    /// replica that finds the same lost or circular link names one conflict, which the hub
    /// then keeps once.
    private static func key(_ child: String, _ parent: String?) -> String {
        "parent/\(child)/\(parent ?? "")"
    }

        private func forEachPage(of uuids: [String], _ body: ([String]) throws -> Void) throws {
        var start = 0
        while start < uuids.count {
            try body(Array(uuids[start..<min(start + MergePass.pageSize, uuids.count)]))
            start += MergePass.pageSize
        }
    }
}
