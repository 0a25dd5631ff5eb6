import MemoStore

/// The three-way merge of one memo: what a replica has, what the hub has, and what both last
/// agreed on (the base), field by field.
///
/// - A field only one side changed since the base takes that side's value.
/// - A field both sides changed to different values goes to the side whose change of that field
///   is later (`FieldStamp`: its time, then at the same second the greater replica identity;
///   never the value). The losing value is kept as a `SyncConflict`.
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
    /// The merged memo's field stamps: for each field, the stamp of the change it holds.
    public let stamps: MemoStamps

    /// Merges `local` and `hub` against `base` (`nil` for "absent" in each), at `time` (the
    /// conflicts' time), deciding a field both changed by `stamps`.
    public init(base: Memo?, local: Memo?, hub: Memo?, at time: Timestamp, stamps: MergeStamps = MergeStamps()) {
        switch (local, hub) {
        case (nil, nil):
            (merged, conflicts, self.stamps) = (nil, [], MemoStamps())
        case (let local?, nil):
            // The hub deleted it (or never had it): a deletion wins unless the replica changed it since.
            if let base, Self.sameFields(base, local) {
                (merged, conflicts, self.stamps) = (nil, [], MemoStamps())
            } else if let base {
                (merged, conflicts) = (local, [SyncConflict(uuid: local.uuid, subject: .deletion, lost: base, time: time, key: Self.deletionKey(base))])
                self.stamps = stamps.local
            } else {
                (merged, conflicts, self.stamps) = (local, [], stamps.local)
            }
        case (nil, let hub?):
            if let base, Self.sameFields(base, hub) {
                (merged, conflicts, self.stamps) = (nil, [], MemoStamps())
            } else if let base {
                (merged, conflicts) = (hub, [SyncConflict(uuid: hub.uuid, subject: .deletion, lost: base, time: time, key: Self.deletionKey(base))])
                self.stamps = stamps.hub
            } else {
                (merged, conflicts, self.stamps) = (hub, [], stamps.hub)
            }
        case (let local?, let hub?):
            var fields = FieldMerge(base: base, local: local, hub: hub, time: time, stamps: stamps)
            (merged, conflicts, self.stamps) = (fields.merged(), fields.conflicts, fields.mergedStamps)
        }
    }

    /// The key of the conflict that the change `lost` (its stamp) lost on `subject` of the memo
    /// `uuid`: derived, not random, so the same conflict found again (a sync merged once more
    /// after its replica died before committing) is the one the hub already keeps.
    static func key(_ subject: SyncConflict.Subject, of uuid: String, lost: FieldStamp) -> String {
        "merge/\(SyncConflict.name(of: subject))/\(uuid)/\(lost.time.secondsSince1970)/\(lost.replica)"
    }

    /// The key of the conflict of a deletion that lost against a change of the memo `base` was
    /// when both sides last agreed (`key(_:of:lost:)`).
    static func deletionKey(_ base: Memo) -> String {
        "merge/deleted/\(base.uuid)/\(base.updated.secondsSince1970)"
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
    let stamps: MergeStamps
    var conflicts: [SyncConflict] = []
    var mergedStamps = MemoStamps()

    init(base: Memo?, local: Memo, hub: Memo, time: Timestamp, stamps: MergeStamps) {
        self.base = base
        self.local = local
        self.hub = hub
        self.time = time
        self.stamps = stamps
    }

    /// Whether one side (`local`, else the hub) still holds the base's value of `field`. Read
    /// once a field and passed on as `kept`: comparing field contents is what a merge costs.
    func keptBase(_ field: MemoField, local isLocal: Bool) -> Bool {
        guard let base else { return false }
        return base[field] == (isLocal ? local : hub)[field]
    }

    /// The stamp of `field` on one side (`local`, else the hub's), as far as it is known: its
    /// own, else the base's when the side still holds the base's value (`kept`).
    func knownStamp(_ field: MemoField, local isLocal: Bool, kept: Bool) -> FieldStamp? {
        if let stamp = (isLocal ? stamps.local : stamps.hub)[field] { return stamp }
        return kept ? stamps.base[field] : nil
    }

    /// The stamp of `field` on one side: as known, else the side's memo's `updated` at its identity.
    func stamp(_ field: MemoField, local isLocal: Bool, kept: Bool) -> FieldStamp {
        knownStamp(field, local: isLocal, kept: kept)
            ?? (isLocal ? FieldStamp(time: local.updated, replica: stamps.localReplica) : FieldStamp(time: hub.updated, replica: stamps.hubReplica))
    }

    /// The stamp `field` carries on one side into the merge: a change since the base always has
    /// one; a value the side kept from the base has the base's, if any.
    func carried(_ field: MemoField, local isLocal: Bool, kept: Bool) -> FieldStamp? {
        kept ? knownStamp(field, local: isLocal, kept: true) : stamp(field, local: isLocal, kept: false)
    }

    /// The later of two stamps, either of which may be missing.
    static func later(_ a: FieldStamp?, _ b: FieldStamp?) -> FieldStamp? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
    }

    /// The merged value of a field that merges as one value (`MemoField.MergeRule.value`).
    mutating func pick(_ field: MemoField) -> MemoFieldContent {
        let (mine, theirs, was) = (local[field], hub[field], base?[field])
        let (keptLocal, keptHub) = (was == mine, was == theirs)
        if mine == theirs {
            mergedStamps[field] = Self.later(carried(field, local: true, kept: keptLocal), carried(field, local: false, kept: keptHub))
            return mine
        }
        if base != nil {
            if keptLocal {
                mergedStamps[field] = carried(field, local: false, kept: keptHub)
                return theirs
            }
            if keptHub {
                mergedStamps[field] = carried(field, local: true, kept: keptLocal)
                return mine
            }
        }
        // Both changed it: the later change wins.
        let (localStamp, hubStamp) = (stamp(field, local: true, kept: keptLocal), stamp(field, local: false, kept: keptHub))
        let localWon = localStamp > hubStamp
        conflicts.append(SyncConflict(
            uuid: local.uuid, subject: .field(field), lost: localWon ? hub : local, time: time,
            key: MemoMerge.key(.field(field), of: local.uuid, lost: localWon ? hubStamp : localStamp)))
        mergedStamps[field] = localWon ? localStamp : hubStamp
        return localWon ? mine : theirs
    }

    /// Stamps a field that merges element by element with the later of the two sides' stamps.
    mutating func stampBoth(_ field: MemoField) {
        mergedStamps[field] = Self.later(
            carried(field, local: true, kept: keptBase(field, local: true)), carried(field, local: false, kept: keptBase(field, local: false)))
    }

    /// The merged value of a field that merges as a set (`MemoField.MergeRule.set`).
    mutating func union(_ field: MemoField) -> MemoFieldContent {
        stampBoth(field)
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
        stampBoth(field)
        if localMap == hubMap { return .extra(localMap) }
        // One stamp covers every key: a key both changed goes to the later change of the map.
        let localStamp = stamp(field, local: true, kept: keptBase(field, local: true))
        let hubStamp = stamp(field, local: false, kept: keptBase(field, local: false))
        let localWon = localStamp > hubStamp
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
                conflicts.append(SyncConflict(
                    uuid: local.uuid, subject: .extra(name), lost: localWon ? hub : local, time: time,
                    key: MemoMerge.key(.extra(name), of: local.uuid, lost: localWon ? hubStamp : localStamp)))
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
        if let mine = local.end, let theirs = hub.end {
            stampBoth(.end)
            return .moment(min(mine, theirs))
        }
        return pick(.end)
    }
}
