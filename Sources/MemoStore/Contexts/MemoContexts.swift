/// The rules of the user's contexts, written once for every engine over `MemoContextStorage`:
/// a context is checked before anything is stored, and only one the user has can be deleted
/// or selected. The engines' `MemoRepository` methods (and the hub's `storeContexts`) are these.
public struct MemoContexts {
    /// The context rules on `storage`.
    public init(_ storage: any MemoContextStorage) {
        self.storage = storage
    }

    /// `MemoRepository.defineContext`: `context` checked (`MemoValidation`), then stored,
    /// replacing one of the same name.
    public func define(_ context: MemoContext, for user: User) throws {
        try MemoValidation.check(context)
        try storage.inOneWrite(for: user) { try storage.storeContext(context, for: user) }
    }

    /// `MemoRepository.deleteContext`: the context deleted, and unselected when selected.
    /// - throws: `MemoStoreError.contextNotFound` when the user has no such context.
    public func delete(named name: String, for user: User) throws {
        try storage.inOneWrite(for: user) {
            guard try storage.dropContext(named: name, for: user) else { throw MemoStoreError.contextNotFound(name: name) }
        }
    }

    /// `MemoRepository.selectContext`: the context `name` selected, or none.
    /// - throws: `MemoStoreError.contextNotFound` when the user has no such context.
    public func select(named name: String?, for user: User) throws {
        try storage.inOneWrite(for: user) {
            if let name, try !storage.hasContext(named: name, for: user) { throw MemoStoreError.contextNotFound(name: name) }
            try storage.storeSelection(name, for: user)
        }
    }

    /// `SyncHub.storeContexts`: every context checked before any is stored, then stored, and
    /// those named in `deletions` deleted where the user has them, in the caller's transaction.
    public func store(_ contexts: [MemoContext], deleting deletions: [String], for user: User) throws {
        for context in contexts { try MemoValidation.check(context) }
        for context in contexts { try storage.storeContext(context, for: user) }
        for name in deletions { _ = try storage.dropContext(named: name, for: user) }
    }

    // MARK: - Private

    private let storage: any MemoContextStorage
}
