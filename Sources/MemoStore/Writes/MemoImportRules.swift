/// The rules of an import, written once for every engine: which record is refused, and what
/// a record of a uuid the user already has does to that memo, as Taskwarrior's `task import`
/// updates by uuid. (A new record becomes `Memo(_:id:uuid:now:)`.)
public enum MemoImportRules {
    /// Checks the record `index` (1-based) as `MemoRepository.importMemos` requires.
    /// - throws: `MemoStoreError.invalidRecord(index:reason:)` naming the record and the rule it broke.
    public static func check(_ draft: MemoDraft, record index: Int) throws {
        do {
            try MemoValidation.check(draft)
        } catch let error as MemoStoreError {
            throw MemoStoreError.invalidRecord(index: index, reason: error.description)
        }
    }

    /// What the stored memo `old` becomes from `draft`, the first record of its uuid: the
    /// record with `old`'s id, uuid and (when the record has none) `created`, when the record
    /// changed since (its `updated`, else `created`, is later than `old.updated`) or changed
    /// within the same second (as recent, and a field differs). `nil`: the record is skipped,
    /// as is one without a time of its own, which cannot say when it changed.
    public static func replacement(of old: Memo, by draft: MemoDraft) -> Memo? {
        guard let changed = draft.updated ?? draft.created, old.updated <= changed else { return nil }
        var new = Memo(draft, id: old.id, uuid: old.uuid, now: changed)
        if draft.created == nil { new.created = old.created }
        return old.updated < changed || MemoField.allCases.contains(where: { new[$0] != old[$0] }) ? new : nil
    }
}
