/// How a change that arrived by sync carries into the undo history's snapshots of a memo, so
/// `undo` takes back the user's own command and leaves what came from elsewhere.
public enum MemoRebase {
    /// `snapshot` (the memo before a command of this user) with the sync's change from `local`
    /// to `merged` applied: each field the sync changed takes its new value, except that tags,
    /// dependencies, annotations and extra fields take only what the sync added and removed.
    public static func rebase(_ snapshot: Memo, from local: Memo, to merged: Memo) -> Memo {
        var result = snapshot
        for field in MemoField.allCases {
            let (old, new) = (local[field], merged[field])
            switch field.mergeRule {
            case .value:
                if old != new { result[field] = new }
            case .set:
                result[field] = moved(result[field], from: old, to: new)
            case .keyed:
                var map = result[field].extraValue
                let (oldMap, newMap) = (old.extraValue, new.extraValue)
                for name in Set(oldMap.keys).union(newMap.keys) where oldMap[name] != newMap[name] {
                    map[name] = newMap[name]
                }
                result[field] = .extra(map)
            }
        }
        result.tags = MemoTags.normalized(result.tags)
        result.depends.sort()
        result.annotations.sort { $0.entry < $1.entry }
        if result.due == nil { result.recur = nil }
        return result
    }

    /// The fields a command (`snapshot`: the memo before it) changed here that the sync's change
    /// from `local` to `merged` overrode, because they changed elsewhere since: undo leaves
    /// them as the sync left them, and says so. Fields that merge as one value only.
    public static func overridden(_ snapshot: Memo, from local: Memo, to merged: Memo) -> [MemoField] {
        MemoField.allCases.filter { field in
            field.mergeRule == .value && snapshot[field] != local[field] && local[field] != merged[field]
        }
    }

    /// `names` (a history snapshot's stored list, space separated) with `fields` added, in
    /// `MemoField.allCases` order.
    public static func leftAlone(_ names: String, adding fields: [MemoField]) -> String {
        let all = Set(names.split(separator: " ").map(String.init)).union(fields.map(\.name))
        return MemoField.allCases.map(\.name).filter(all.contains).joined(separator: " ")
    }

    /// The fields a stored list names (`leftAlone(_:adding:)`'s), once each, in `MemoField.allCases` order.
    public static func fields(leftAlone names: String) -> [MemoField] {
        leftAlone(names, adding: []).split(separator: " ").compactMap { MemoField(name: String($0)) }
    }

    private static func moved(_ values: MemoFieldContent, from old: MemoFieldContent, to new: MemoFieldContent) -> MemoFieldContent {
        switch values {
        case .names(let names): return .names(moved(names, from: old.namesValue, to: new.namesValue))
        case .annotations(let notes): return .annotations(moved(notes, from: old.annotationsValue, to: new.annotationsValue))
        default: preconditionFailure("\(values) does not merge as a set")
        }
    }

    private static func moved<Element: Hashable>(_ values: [Element], from old: [Element], to new: [Element]) -> [Element] {
        let removed = Set(old).subtracting(new)
        let kept = values.filter { !removed.contains($0) }
        let present = Set(kept)
        return kept + new.filter { !Set(old).contains($0) && !present.contains($0) }
    }
}
