/// What the history rules (`MemoUndo`: undo, and several writes as one command) ask of an
/// engine: how entries and the snapshots they keep are read, joined and dropped, and how a
/// memo is put back, never which or why. Each engine implements it with its own SQL and its
/// own row security. Used from one thread at a time, inside `inOneWrite` for every operation
/// (inside the engine's own write of the user, for `asOneCommand`).
public protocol MemoHistoryStorage {
    /// Runs `body` as one write of `user`: one transaction, all or nothing; the user's lock
    /// taken first, so an entry read inside is not taken back by another process meanwhile.
    func inOneWrite(for user: User, _ body: () throws -> Void) throws

    /// Where the repository notes the entries it records (`MemoCommandEntries.note`).
    var commandEntries: MemoCommandEntries { get }

    /// The user's entries after the entry `id`, oldest first (joining: all of them are the
    /// user's own).
    func entries(after id: Int64, for user: User) throws -> [MemoStoredEntry]

    /// Makes `entries` (oldest first) one new entry: a copy of the entry `named` counting
    /// `count` memos and adding `added`, holding each memo as the earliest of `entries` saved
    /// it, and holding what each names as created besides; `entries` are then dropped.
    func join(_ entries: [Int64], as named: Int64, count: Int, added: (Int64, Int64)?, for user: User) throws

    /// The user's latest entry; with `ownOnly`, the latest of the user's own commands (no
    /// `origin`: not arrived by sync). `nil` when there is none.
    func latestEntry(ownOnly: Bool, for user: User) throws -> MemoStoredEntry?

    /// The origins of the user's entries after the entry `id`, oldest first (each arrived by sync).
    func origins(after id: Int64, for user: User) throws -> [String]

    /// Refuses the undo of the entry `id` when another user wrote one of the memos it saved
    /// since (`ShareError.changedSince`): undo takes back only the user's own changes. An
    /// engine where no other user writes the user's memos checks nothing.
    func refuseChangedByOthers(savedBy id: Int64, for user: User) throws

    /// The memos the entry `id` saved as they were before its command (not those it created).
    func savedMemos(of id: Int64, for user: User) throws -> [Memo]

    /// The memo of `saved`'s id as it is now, when the user may write it; `nil` when it is gone
    /// (or one the user may not write).
    func currentMemo(of saved: Memo, for user: User) throws -> Memo?

    /// The snapshots of memo `memoID` that the user's entries after the entry `id` keep, oldest
    /// first, each with its entry's id.
    func laterSnapshots(of memoID: Int64, after id: Int64, for user: User) throws -> [(entry: Int64, memo: Memo)]

    /// Stores `memo` as the snapshot the entry `entry` keeps of it (the same id).
    func replaceSnapshot(in entry: Int64, with memo: Memo, for user: User) throws

    /// Stores `memo` over `current` (as `currentMemo` read it), keeping what derives from it.
    func restore(_ memo: Memo, over current: Memo, for user: User) throws

    /// Whether `memo` cannot be put back: the user has a memo of its uuid, or a memo has its id.
    func isTaken(_ memo: Memo, for user: User) throws -> Bool

    /// Puts `memo` back with its own id and uuid as the user's, keeping what derives from it.
    func reinsert(_ memo: Memo, for user: User) throws

    /// Deletes the memos `entry`'s command created (its `added` range and the memos it names as
    /// created besides) with what derives from them, and what later entries kept of them.
    func removeCreated(by entry: MemoStoredEntry, for user: User) throws

    /// The fields the snapshots of the entry `id` name as left alone, space separated.
    func leftAlone(of id: Int64) throws -> String

    /// Drops the entry `id` and what it keeps.
    func deleteEntry(_ id: Int64) throws
}
