import MemoStore

/// A hub as a merge pass sees it (`MergeRemote`): the user's memos there, each written as it is;
/// or, `shared`, the memos of projects other users share with the user (`SharedPass`).
struct HubMemos: MergeRemote {
    let hub: any SyncHub
    let user: User
    var shared = false

    func held(_ uuids: [String], entries: [String: SyncEntry], into report: inout SyncReport) throws -> [String: RemoteMemo] {
        let memos = shared ? try hub.sharedMemos(uuids: uuids, for: user) : try hub.stampedMemos(uuids: uuids, for: user)
        var held: [String: RemoteMemo] = [:]
        for uuid in uuids {
            let memo = memos[uuid]?.memo
            if let memo, let problem = MemoRules.problem(inArriving: memo) {
                // A memo on the hub that `import` would refuse is not taken, and never stops the
                // sync: it is named, both sides keep theirs, and a change made here merges the
                // next time the hub's memo changes to one todo can take.
                report.noteUnreadable(Self.shortName(uuid), problem.description)
                continue
            }
            // A memo of the user's own with the same uuid is never overwritten by another's.
            if shared, let local = entries[uuid]?.local, local.owner == nil {
                report.noteUnreadable(Self.shortName(uuid), "a memo of yours has the same uuid")
                continue
            }
            held[uuid] = RemoteMemo(held: memo, stamps: memos[uuid]?.stamps ?? MemoStamps())
        }
        return held
    }

    /// The hub keeps a stamp for every field a replica or a command there changed; one it lacks
    /// was changed on the hub before stamps were kept.
    var identity: String { "hub" }

    func form(of memo: Memo) -> (memo: Memo, written: Memo) {
        (memo, memo)
    }

    /// A uuid as a report names it: cut short, since a hub's may be any text of any length.
    static func shortName(_ uuid: String) -> String {
        uuid.count > 40 ? String(uuid.prefix(40)) + "…" : uuid
    }
}
