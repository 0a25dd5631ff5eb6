/// Several writes as one command: one write of the user, and the history entries they record
/// joined into one, so undo takes back the whole.
extension MemoUndo {
    /// `MemoRepository.asOneCommand`, run inside the engine's one write of the user: `body`;
    /// when it recorded more than one entry, they become one, named as the first of `kind`
    /// (else the first), counting the memos of the entries of that kind, adding every id they
    /// added, and holding each memo as the earliest of them saved it. Inside another, that one
    /// joins what `body` records. Inlined into the engine, so `T` needs no generic box.
    @inlinable
    public func asOneCommand<T>(_ kind: MemoChangeKind, for user: User, _ body: () throws -> T) throws -> T {
        guard beginCommand() else { return try body() }
        defer { endCommand() }
        let result = try body()
        try joinCommand(as: kind, for: user)
        return result
    }

    // MARK: - Internal

    /// Starts collecting the entries recorded; `false` inside a command already collecting.
    @usableFromInline
    func beginCommand() -> Bool {
        let recorded = storage.commandEntries
        guard recorded.ids == nil else { return false }
        recorded.ids = []
        return true
    }

    /// Stops collecting.
    @usableFromInline
    func endCommand() {
        storage.commandEntries.ids = nil
    }

    /// Joins the entries recorded since `beginCommand` when there are more than one.
    @usableFromInline
    func joinCommand(as kind: MemoChangeKind, for user: User) throws {
        guard let ids = storage.commandEntries.ids, ids.count > 1, let first = ids.min() else { return }
        let entries = try storage.entries(after: first - 1, for: user)
        guard entries.count > 1, let named = entries.first(where: { $0.change.kind == kind }) ?? entries.first else { return }
        let count = entries.reduce(0) { $0 + ($1.change.kind == named.change.kind ? $1.change.memoCount : 0) }
        let firstAdded = entries.compactMap { $0.added?.0 }.min()
        let lastAdded = entries.compactMap { $0.added?.1 }.max()
        try storage.join(
            entries.map(\.change.id), as: named.change.id, count: count,
            added: firstAdded.flatMap { first in lastAdded.map { (first, $0) } }, for: user)
    }
}
