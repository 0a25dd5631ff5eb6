/// A store's side of sync as a hub: an ordinary store whose every write of a memo takes the
/// next number of one change sequence (a deletion leaves a numbered tombstone), so a replica
/// asks for what changed after the last number it saw.
///
/// Every write of a user holds that user's lock until it commits, so the numbers a user's
/// memos carry grow in commit order: a replica that read through number N inside
/// `syncTransaction` never later finds a memo of that user numbered N or below that it missed.
public protocol SyncHub: AnyObject {
    /// The hub's clock, now, in milliseconds since 1970: the clock every replica stamps its
    /// changes by (`SyncRemote.clockOffset`).
    func clockMilliseconds() throws -> Int64

    /// Returns the hub's user with this name, creating it on first use.
    func logIn(userName: String) throws -> User

    /// Runs `body` in one transaction holding the user's lock: no other write of the user's
    /// interleaves, and nothing of it is kept unless `body` returns.
    func syncTransaction<T>(for user: User, _ body: () throws -> T) throws -> T

    /// The last number given in the change sequence, the number through which tombstones
    /// have been compacted for the user (a replica that saw less must compare everything), and
    /// the projects other users share with the user (`ProjectShare.text(of:)`'s order).
    func syncPosition(for user: User) throws -> (current: Int64, compactedThrough: Int64, shares: [ProjectShare])

    /// Every memo of a project shared with the user (`shares` is not empty): its uuid, its
    /// owner's name and its number, by uuid. A uuid two owners share with the user is one's.
    func sharedVersions(for user: User) throws -> [String: (owner: String, number: Int64)]

    /// The memos of `uuids` that lie in projects shared with the user, each with its field
    /// stamps and its `owner`, by uuid.
    func sharedMemos(uuids: [String], for user: User) throws -> [String: (memo: Memo, stamps: MemoStamps)]

    /// Writes each memo of `memos` (its `owner` set) over the owner's memo of its uuid, or as a
    /// new memo of the owner's, with the stamps `stamps` holds for its uuid, outside every
    /// history. Nothing moves out of what is shared.
    /// - throws: `ShareError.refused` when the user may not write one of them (not shared
    ///   with the user as writer, before or after), with nothing written.
    func storeShared(_ memos: [Memo], stamps: [String: MemoStamps], for user: User) throws

    /// Up to `limit` uuids of the user's memos written or deleted with a number in
    /// (`after`, `through`], by number, each with its number.
    func changes(for user: User, after: Int64, through: Int64, limit: Int) throws -> [(uuid: String, number: Int64)]

    /// The user's memos with these uuids, by uuid; a deleted or unknown uuid is left out.
    func memos(uuids: [String], for user: User) throws -> [String: Memo]

    /// The user's memos with these uuids, each with its field stamps, by uuid; a deleted or
    /// unknown uuid is left out.
    func stampedMemos(uuids: [String], for user: User) throws -> [String: (memo: Memo, stamps: MemoStamps)]

    /// Stores every memo of `memos` by uuid (over the one with its uuid, else as a new memo),
    /// with the stamps `stamps` holds for its uuid (none: the hub stamps the fields that
    /// changed as its own), and deletes the memos of `deletions`. Not a command of the user's:
    /// where it changes or deletes memos the user's history holds, it is an entry of its own
    /// there (`MemoChangeKind.sync`), naming `origin`, the machine the sync came from.
    func store(_ memos: [Memo], stamps: [String: MemoStamps], deleting deletions: [String], from origin: String, for user: User) throws

    /// Keeps the conflicts `adding` (by key: one kept already stays as it is), forgets those
    /// of the keys `resolving`, and returns every conflict the user's hub keeps, oldest first.
    func exchangeConflicts(adding: [SyncConflict], resolving: [String], for user: User) throws -> [SyncConflict]

    /// Notes, in the sync's transaction, that `replica` has seen everything through `number`
    /// in its sync `token`, and drops the tombstones every replica seen lately has seen.
    func noteReplica(_ replica: String, seenThrough number: Int64, token: String, for user: User) throws

    /// The token of `replica`'s last sync that committed here, or `nil`.
    func replicaToken(_ replica: String, for user: User) throws -> String?
    /// The number `replica` was last noted as having seen through (`noteReplica`), and when,
    /// by the hub's clock; `nil` when it never was.
    func replicaSeen(_ replica: String, for user: User) throws -> (seenThrough: Int64, at: Timestamp)?

    /// Records, in the sync's transaction, that `replica` calls itself `name` (the machine's
    /// name, `from laptop` in the history of the replicas that receive its changes).
    func nameReplica(_ replica: String, as name: String, for user: User) throws

    /// The names the user's replicas of `replicas` gave themselves (`nameReplica`), by replica;
    /// one that never gave one is left out.
    func replicaNames(_ replicas: [String], for user: User) throws -> [String: String]

    /// The other users who last wrote the memos of `uuids` the user may read (the user's own,
    /// and those of projects shared with the user), by name, by uuid; a memo the user wrote
    /// last, or whose writer the hub does not name to the user, is left out.
    func lastWriters(of uuids: [String], for user: User) throws -> [String: String]

    /// Stores `contexts` (each replacing the one of its name) and deletes the contexts named in
    /// `deletions` (unselecting them), in the sync's transaction: they commit with its memos.
    func storeContexts(_ contexts: [MemoContext], deleting deletions: [String], for user: User) throws
}

extension SyncHub {
    /// Stores `memos` and deletes `deletions` as `store(_:stamps:deleting:from:for:)` does,
    /// without stamps, from a machine named `origin`.
    public func store(_ memos: [Memo], deleting deletions: [String], from origin: String = "a replica", for user: User) throws {
        try store(memos, stamps: [:], deleting: deletions, from: origin, for: user)
    }
}
