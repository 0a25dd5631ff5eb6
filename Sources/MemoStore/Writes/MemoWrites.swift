/// The rules of the writes that make, change and delete memos, written once for every engine
/// over `MemoWriteStorage`: which memos change and how, what a shared project does to a new
/// memo, and the one history entry each command leaves (its kind, count and first memo, as the
/// command left it). The engines' `MemoRepository` methods are these, so both keep the
/// contract that `MemoRepository` states for them, all or nothing, in one write.
public struct MemoWrites {
    /// The writes on `storage`.
    public init(_ storage: any MemoWriteStorage) {
        self.storage = storage
    }

    /// `MemoRepository.create`: the draft checked before anything is written, its dependencies
    /// and parent resolved, stored as the user's with an `add` entry, or, in a project shared
    /// with the user as writer, as the owner's at once with no entry: only the owner deletes
    /// it, so the user's undo has nothing to take back.
    public func create(_ draft: MemoDraft, for user: User) throws -> Memo {
        try MemoValidation.check(draft)
        var created: Memo?
        try storage.inOneWrite(for: user) {
            let resolved = try storage.dependencies(for: user).resolved(draft)
            let memo = Memo(resolved, id: 0, uuid: draft.uuid ?? storage.newUUID(), now: .now())
            let owner = try memo.project.flatMap { try storage.ownerOfNew(inProject: $0, for: user) }
            var stored = try storage.insert(memo, owner: owner, for: user)
            stored.owner = owner
            created = stored
            guard owner == nil else { return }
            try storage.record(
                MemoHistoryEntry(kind: .add, count: 1, first: stored, saved: [], added: (stored.id, stored.id)), for: user, around: { [] })
        }
        // The write returned, so it stored the memo.
        return created!
    }

    /// `MemoRepository.modify`: `patch` applied to each memo, only the memos it changes written
    /// (`updated` now), one entry of the kind the command asked (`MemoPatch.changeKind`) naming
    /// the first memo as the command left it; nothing when no memo changes.
    public func modify(ids: [Int64], with patch: MemoPatch, as kind: MemoChangeKind, for user: User) throws -> [Memo] {
        var changed: [Memo] = []
        try storage.inOneWrite(for: user) {
            let before = try storage.memosToWrite(ids: ids, deleting: false, for: user)
            let changes = try patch.changes(to: before, at: .now(), dependencies: storage.dependencies(for: user))
            var olds: [Memo] = []
            var news: [Memo] = []
            for index in changes.indices {
                olds.append(changes[index].old)
                news.append(changes[index].new)
            }
            try storage.checkShared(olds, changingTo: news, for: user)
            guard let first = news.first else { return }
            let entry = MemoHistoryEntry(kind: patch.changeKind(askedAs: kind), count: news.count, first: first, saved: olds)
            try storage.record(entry, for: user) {
                try storage.replace(olds, with: news, for: user)
                return []
            }
            changed = news
        }
        return changed
    }

    /// `MemoRepository.delete`: every memo of `ids` deleted, one `rm` entry holding them as
    /// they were (the first of them named); nothing for no ids.
    public func delete(ids: [Int64], for user: User) throws -> [Memo] {
        var deleted: [Memo] = []
        try storage.inOneWrite(for: user) {
            let before = try storage.memosToWrite(ids: ids, deleting: true, for: user)
            guard let first = before.first else { return }
            try storage.record(MemoHistoryEntry(kind: .rm, count: before.count, first: first, saved: before), for: user) {
                try storage.remove(before, for: user)
                return []
            }
            deleted = before
        }
        return deleted
    }

    // MARK: - Internal

    let storage: any MemoWriteStorage
}
