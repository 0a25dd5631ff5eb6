/// The rules of the undo history, written once for every engine over `MemoHistoryStorage`:
/// which entry undo takes back, what it puts back and what it leaves as it arrived since (the
/// user's own command only, over what came by sync), and which writes make one command
/// (`asOneCommand`). The engines' `MemoRepository` methods are these.
public struct MemoUndo {
    /// The history rules on `storage`.
    public init(_ storage: any MemoHistoryStorage) {
        self.storage = storage
    }

    /// `MemoRepository.undoLastChange`: the user's latest own entry taken back whole in one
    /// write. Each memo it saved that is still there goes back as it was, but for the fields a
    /// sync changed since (`MemoRebase`), which stay as they arrived and are named; a memo it
    /// saved that is gone comes back when the command deleted it (an `rm`, or nothing arrived
    /// since) and neither its uuid nor its id is taken again; an `rm`'s memo still there while
    /// something arrived since stays as it is. The memos it created go, and so does the entry.
    /// - throws: `.nothingToUndo` with no entry, `.onlyArrivals` with only arrived ones,
    ///   `ShareError.changedSince` when another user wrote a memo it saved since.
    public func undoLastChange(for user: User) throws -> MemoChange {
        var undone: MemoChange?
        try storage.inOneWrite(for: user) {
            // Only the user's own commands are taken back: what arrived by sync is another machine's.
            guard let entry = try storage.latestEntry(ownOnly: true, for: user) else {
                let origin = try storage.latestEntry(ownOnly: false, for: user)?.change.origin
                throw origin.map { MemoStoreError.onlyArrivals(origin: $0) } ?? MemoStoreError.nothingToUndo
            }
            let change = entry.change
            let arrivals = try storage.origins(after: change.id, for: user)
            if change.kind != .rm { try storage.refuseChangedByOthers(savedBy: change.id, for: user) }
            var overridden: [MemoField] = []
            for saved in try storage.savedMemos(of: change.id, for: user) {
                let current = try storage.currentMemo(of: saved, for: user)
                // An `rm`'s memo there while nothing arrived since was kept, not deleted (a
                // child `rm --keep-children` moved up a level): it goes back as it was.
                if let current, current.uuid == saved.uuid, change.kind != .rm || arrivals.isEmpty {
                    overridden += try restore(saved, over: current, after: change.id, for: user)
                } else if change.kind == .rm || arrivals.isEmpty, try !storage.isTaken(saved, for: user) {
                    // Deleted by the command (an import removes what its file says was deleted);
                    // one a sync deleted since stays deleted, one it brought back is there.
                    try storage.reinsert(saved, for: user)
                }
            }
            // What the command created: added or imported memos, next occurrences of recurring ones.
            try storage.removeCreated(by: entry, for: user)
            // Fields a sync of an older store folded into the snapshots are named there.
            let leftAlone = MemoRebase.leftAlone(try storage.leftAlone(of: change.id), adding: overridden)
            try storage.deleteEntry(change.id)
            undone = change.leaving(
                MemoRebase.fields(leftAlone: leftAlone), keeping: arrivals.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        }
        // The write returned, so it took the entry back.
        return undone!
    }

    // MARK: - Internal

    @usableFromInline
    let storage: any MemoHistoryStorage

    // MARK: - Private

    /// Takes the memo `current` back to `saved` (as it was before the entry `change`) but for
    /// what arrived by sync after it (`MemoRebase`), and takes the command out of the snapshots
    /// of those arrivals, so each still shows only what arrived. Returns the fields the command
    /// changed that an arrival changed again, left as they arrived.
    private func restore(_ saved: Memo, over current: Memo, after change: Int64, for user: User) throws -> [MemoField] {
        // Every entry after the user's latest command arrived by sync: the first that holds the
        // memo found it as the command left it.
        let later = try storage.laterSnapshots(of: current.id, after: change, for: user)
        let left = later.first?.memo ?? current
        let target = MemoRebase.rebase(saved, from: left, to: current)
        if target != current { try storage.restore(target, over: current, for: user) }
        for arrival in later {
            let rebased = MemoRebase.rebase(saved, from: left, to: arrival.memo)
            guard rebased != arrival.memo else { continue }
            try storage.replaceSnapshot(in: arrival.entry, with: rebased, for: user)
        }
        return MemoRebase.overridden(saved, from: left, to: current)
    }
}
