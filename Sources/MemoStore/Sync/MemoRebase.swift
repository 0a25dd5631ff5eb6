/// How a change that arrived by sync carries into the undo history's snapshots of a memo, so
/// `undo` takes back the user's own command and leaves what came from elsewhere.
public enum MemoRebase {
    /// `snapshot` (the memo before a command of this user) with the sync's change from `local`
    /// to `merged` applied: each field the sync changed takes its new value, except that tags,
    /// dependencies, annotations and extra fields take only what the sync added and removed.
    public static func rebase(_ snapshot: Memo, from local: Memo, to merged: Memo) -> Memo {
        var result = snapshot
        func carry<Value: Equatable>(_ path: WritableKeyPath<Memo, Value>) {
            if local[keyPath: path] != merged[keyPath: path] { result[keyPath: path] = merged[keyPath: path] }
        }
        carry(\.title)
        carry(\.body)
        carry(\.isDone)
        carry(\.due)
        carry(\.wait)
        carry(\.priority)
        carry(\.project)
        carry(\.recur)
        carry(\.start)
        carry(\.scheduled)
        carry(\.until)
        result.tags = MemoTags.normalized(moved(result.tags, from: local.tags, to: merged.tags))
        result.depends = moved(result.depends, from: local.depends, to: merged.depends).sorted()
        result.annotations = moved(result.annotations, from: local.annotations, to: merged.annotations)
            .sorted { $0.entry < $1.entry }
        for name in Set(local.extra.keys).union(merged.extra.keys) where local.extra[name] != merged.extra[name] {
            result.extra[name] = merged.extra[name]
        }
        if result.due == nil { result.recur = nil }
        return result
    }

    private static func moved<Element: Hashable>(_ values: [Element], from old: [Element], to new: [Element]) -> [Element] {
        let removed = Set(old).subtracting(new)
        let kept = values.filter { !removed.contains($0) }
        let present = Set(kept)
        return kept + new.filter { !Set(old).contains($0) && !present.contains($0) }
    }
}
