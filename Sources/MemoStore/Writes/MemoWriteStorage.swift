/// What the write rules (`MemoWrites`) ask of an engine: how memos are read, stored and
/// recorded, never what changes. Each engine implements it with its own SQL, its own row
/// security and its own way of keeping derived data; every rule of create, modify, done and
/// delete is `MemoWrites`'s, so it exists once. Used from one thread at a time, inside
/// `inOneWrite` for every operation but `newUUID` and `dependencies`.
public protocol MemoWriteStorage {
    /// Runs `body` as one write of `user`: one transaction, all or nothing.
    func inOneWrite(for user: User, _ body: () throws -> Void) throws

    /// The user's memos of `ids`, duplicates once, in the order of `ids`, that the user may
    /// change (or, `deleting`, delete): the user's own, and another user's shared with the user
    /// where the share allows it, carrying that `owner`.
    /// - throws: `MemoStoreError.memoNotFound` for the first id of no such memo,
    ///   `ShareError.refused` for a shared memo the share does not let the user change so.
    func memosToWrite(ids: [Int64], deleting: Bool, for user: User) throws -> [Memo]

    /// Refuses changes of shared memos (`olds` to `news`, in the same order) that the share
    /// would not allow of the memo as changed (moved out of the project shared as writer). An
    /// engine whose server enforces this itself checks nothing.
    /// - throws: `ShareError.refused`.
    func checkShared(_ olds: [Memo], changingTo news: [Memo], for user: User) throws

    /// The user's memos as the dependency rules see them.
    func dependencies(for user: User) -> DependencyResolver

    /// A new random uuid for a memo, in lower case.
    func newUUID() -> String

    /// The owner a new memo in `project` goes to: the owner of a project shared with `user` as
    /// writer that holds it, when `user` has no memo of their own in it; `nil`: the user's.
    /// - throws: `ShareError.readOnlyProject` when that project is shared with `user` as reader.
    func ownerOfNew(inProject project: String, for user: User) throws -> String?

    /// Stores a validated memo under a new id (its own is ignored) as `owner`'s (`nil`: the
    /// user's), keeping what derives from it, and returns it as stored.
    func insert(_ memo: Memo, owner: String?, for user: User) throws -> Memo

    /// Whether the memos of `owner` (`nil`: the user's) hold an open memo of `series`, or the
    /// memo `uuid` of it, done or not.
    func series(_ series: RecurrenceSeries, hasOpenMemoOr uuid: String, owner: String?, for user: User) throws -> Bool

    /// Stores each of `news` over the memo of `olds` at the same place (the same id, as
    /// `memosToWrite` read it), keeping what derives from it.
    func replace(_ olds: [Memo], with news: [Memo], for user: User) throws

    /// Deletes `memos` (as `memosToWrite` read them) and what derives from them.
    func remove(_ memos: [Memo], for user: User) throws

    /// Runs `writes` once and records `entry` as the user's, with the memos `writes` returns
    /// (created besides, ids ascending), which undo deletes too. The engine stores the entry
    /// before `writes` (when it copies `entry.saved` from its rows, still as they were) or after.
    func record(_ entry: MemoHistoryEntry, for user: User, around writes: () throws -> [Memo]) throws
}
