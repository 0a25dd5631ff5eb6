import MemoStore

/// The three-way merge of one memo: what a replica has, what the hub has, and what both last
/// agreed on (the base), field by field.
///
/// - A field only one side changed since the base takes that side's value.
/// - A field both sides changed to different values goes to the side whose memo changed later
///   (`updated`); at the same second, to the greater value (its description, byte by byte).
///   The losing value is kept as a `SyncConflict`.
/// - Tags, dependencies and annotations merge as sets: whatever either side added stays, and a
///   removal removes only what that side had seen.
/// - Extra fields merge key by key, as fields of their own.
/// - A deletion against a change keeps the memo, changed (a change is something typed; a
///   deletion can be done again); the deletion is the conflict's losing side.
/// - `created` is the earlier of the two, `updated` the later.
///
/// The result does not depend on which side is which, so every replica that meets the hub
/// comes to the same memo.
public struct MemoMerge: Sendable {
    /// The merged memo; `nil` when it is deleted. Its `id` is the local memo's (else the hub's).
    public let merged: Memo?
    /// What lost, to be kept.
    public let conflicts: [SyncConflict]

    /// Merges `local` and `hub` against `base` (`nil` for "absent" in each), at `time` (the
    /// conflicts' time).
    public init(base: Memo?, local: Memo?, hub: Memo?, at time: Timestamp) {
        switch (local, hub) {
        case (nil, nil):
            (merged, conflicts) = (nil, [])
        case (let local?, nil):
            // The hub deleted it (or never had it): a deletion wins unless the replica changed it since.
            if let base, Self.sameFields(base, local) {
                (merged, conflicts) = (nil, [])
            } else if let base {
                (merged, conflicts) = (local, [SyncConflict(uuid: local.uuid, subject: .deletion, lost: base, time: time)])
            } else {
                (merged, conflicts) = (local, [])
            }
        case (nil, let hub?):
            if let base, Self.sameFields(base, hub) {
                (merged, conflicts) = (nil, [])
            } else if let base {
                (merged, conflicts) = (hub, [SyncConflict(uuid: hub.uuid, subject: .deletion, lost: base, time: time)])
            } else {
                (merged, conflicts) = (hub, [])
            }
        case (let local?, let hub?):
            var fields = FieldMerge(base: base, local: local, hub: hub, time: time)
            (merged, conflicts) = (fields.merged(), fields.conflicts)
        }
    }

    /// Whether two memos hold the same fields, ids aside (a replica's ids are its own).
    public static func sameFields(_ a: Memo?, _ b: Memo?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.withID(0) == b.withID(0)
        default: return false
        }
    }
}

/// The field-by-field part of `MemoMerge`, for a memo both sides have.
private struct FieldMerge {
    let base: Memo?
    let local: Memo
    let hub: Memo
    let time: Timestamp
    var conflicts: [SyncConflict] = []

    init(base: Memo?, local: Memo, hub: Memo, time: Timestamp) {
        self.base = base
        self.local = local
        self.hub = hub
        self.time = time
    }

    /// Whether the local side wins a field both changed, with `localValue` against `hubValue`.
    func localWins(_ localValue: String, _ hubValue: String) -> Bool {
        if local.updated != hub.updated { return local.updated > hub.updated }
        return Array(localValue.utf8).lexicographicallyPrecedes(Array(hubValue.utf8)) == false
    }

    /// The merged value of a field that merges as one value (`MemoField.MergeRule.value`).
    mutating func pick(_ field: MemoField) -> MemoFieldContent {
        let (mine, theirs) = (local[field], hub[field])
        if mine == theirs { return mine }
        if let base {
            if base[field] == mine { return theirs }
            if base[field] == theirs { return mine }
        }
        let localWon = localWins(mine.tieBreakText, theirs.tieBreakText)
        conflicts.append(SyncConflict(uuid: local.uuid, subject: .field(field), lost: localWon ? hub : local, time: time))
        return localWon ? mine : theirs
    }

    /// The merged value of a field that merges as a set (`MemoField.MergeRule.set`).
    func union(_ field: MemoField) -> MemoFieldContent {
        switch (local[field], hub[field]) {
        case (.names(let mine), .names(let theirs)):
            return .names(Self.union(mine, theirs, base: base.map { $0[field].namesValue }))
        case (.annotations(let mine), .annotations(let theirs)):
            return .annotations(Self.union(mine, theirs, base: base.map { $0[field].annotationsValue }))
        case (let content, _):
            preconditionFailure("\(field) holds \(content), which does not merge as a set")
        }
    }

    static func union<Element: Hashable>(_ mine: [Element], _ theirs: [Element], base: [Element]?) -> [Element] {
        if mine == theirs { return mine }
        let seen = Set(base ?? [])
        let (mineSet, theirSet) = (Set(mine), Set(theirs))
        // Kept, once each: what both still have, and what either added since the base.
        var kept = Set<Element>()
        return (mine + theirs).filter { element in
            ((mineSet.contains(element) && theirSet.contains(element)) || !seen.contains(element)) && kept.insert(element).inserted
        }
    }

    /// The merged value of a field whose keys merge as fields of their own (`MemoField.MergeRule.keyed`).
    mutating func mergedByKey(_ field: MemoField) -> MemoFieldContent {
        let (localMap, hubMap, baseMap) = (local[field].extraValue, hub[field].extraValue, base?[field].extraValue)
        if localMap == hubMap { return .extra(localMap) }
        var result: [String: String] = [:]
        for name in Set(localMap.keys).union(hubMap.keys).sorted() {
            let (mine, theirs, was) = (localMap[name], hubMap[name], baseMap?[name])
            let value: String?
            if mine == theirs {
                value = mine
            } else if base != nil, was == mine {
                value = theirs
            } else if base != nil, was == theirs {
                value = mine
            } else {
                let localWon = localWins(mine ?? "", theirs ?? "")
                conflicts.append(SyncConflict(uuid: local.uuid, subject: .extra(name), lost: localWon ? hub : local, time: time))
                value = localWon ? mine : theirs
            }
            if let value { result[name] = value }
        }
        return .extra(result)
    }

    mutating func merged() -> Memo {
        var memo = Memo(
            id: local.id, uuid: local.uuid, title: local.title, body: local.body, isDone: local.isDone,
            created: min(local.created, hub.created), updated: max(local.updated, hub.updated))
        for field in MemoField.allCases {
            switch field.mergeRule {
            case .value: memo[field] = field == .end ? pickEnd() : pick(field)
            case .set: memo[field] = union(field)
            case .keyed: memo[field] = mergedByKey(field)
            }
        }
        // Sets in the order a memo keeps them; then each side's memo kept the store's rules, so their mix must too.
        memo.tags = MemoTags.normalized(memo.tags)
        memo.depends.sort()
        memo.annotations.sort { a, b in
            a.entry != b.entry ? a.entry < b.entry : Array(a.description.utf8).lexicographicallyPrecedes(Array(b.description.utf8))
        }
        if memo.due == nil { memo.recur = nil }
        if memo.isDone { memo.start = nil }
        return memo
    }

    /// The merged completion time: a memo both sides finished was finished first at the earlier
    /// time, which no replica needs to be asked about; else as any value merges.
    mutating func pickEnd() -> MemoFieldContent {
        if let mine = local.end, let theirs = hub.end { return .moment(min(mine, theirs)) }
        return pick(.end)
    }
}
