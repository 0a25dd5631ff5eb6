/// Several writes as one command: one write of the user, and the history entries they record
/// joined into one, so undo takes back the whole.
extension MemoUndo {
    /// `MemoRepository.asOneCommand`: `body` in one write; when it recorded more than one
    /// entry, they become one, named as the first of `kind` (else the first), counting the
    /// memos of the entries of that kind, adding every id they added, and holding each memo as
    /// the earliest of them saved it. Inside another, that one joins what `body` records.
    public func asOneCommand(_ kind: MemoChangeKind, for user: User, running body: () throws -> Void) throws {
        try storage.inOneWrite(for: user) {
            let recorded = storage.commandEntries
            guard recorded.ids == nil else { return try body() }
            recorded.ids = []
            defer { recorded.ids = nil }
            try body()
            guard let ids = recorded.ids, ids.count > 1, let first = ids.min() else { return }
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

    /// `asOneCommand(_:for:running:)` returning what `body` returns: inlined into the engine
    /// that calls it, so no generic value crosses the module.
    @inlinable
    public func asOneCommand<T>(_ kind: MemoChangeKind, for user: User, _ body: () throws -> T) throws -> T {
        var result: T?
        try asOneCommand(kind, for: user, running: { result = try body() })
        // `body` ran and returned, or the command threw.
        return result!
    }
}
