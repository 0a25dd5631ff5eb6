/// A store's side of sync as a replica: the memos it changed since it last met a remote, and
/// what both sides last agreed on, read and written by uuid outside the user's history.
///
/// The store keeps, per user and remote, a set of pending uuids (every memo written since the
/// last sync, whatever wrote it) and a base copy of each memo as last synced. Writes made
/// through `apply` while a sync runs are not marked pending for that remote, only for others.
public protocol SyncReplica: AnyObject {
    /// The remotes the user's replica remembers, in the order they were first given.
    func remotes(for user: User) throws -> [SyncRemote]

    /// The remote at `url`, remembered now if it was not: then every memo of the user is
    /// pending for it, so the first sync offers all of them.
    func remember(url: String, for user: User) throws -> SyncRemote

    /// Forgets `remote`: its pending uuids, bases and outbox go too (a hub never reached).
    func forget(_ remote: SyncRemote) throws

    /// Runs `body`, which calls `begin` once it holds what it waits for (the hub's user lock):
    /// the replica's one write transaction begins there, so nothing writing the replica waits
    /// while the sync waits for the hub. It commits when `body` returns and rolls back when it
    /// throws. Inside it `remote` is marked as syncing, so the replica's own `apply` writes are
    /// not pending for it.
    func syncTransaction<T>(with remote: SyncRemote, beginningWhen body: (_ begin: () throws -> Void) throws -> T) throws -> T

    /// Up to `limit` of the uuids pending for `remote`, in byte order, after `uuid` (from the
    /// first when `nil`).
    func pendingUUIDs(for remote: SyncRemote, after uuid: String?, limit: Int) throws -> [String]

    /// What the replica knows of each of `uuids` for `remote`.
    func entries(uuids: [String], for remote: SyncRemote, user: User) throws -> [String: SyncEntry]

    /// Makes each memo of `page` the merged one (`nil`: deleted), keeping its id, or the id it
    /// had before it was deleted, and stores the merged memo as the new base; none of them is
    /// pending for `remote` any more.
    func apply(_ page: [SyncOutcome], for remote: SyncRemote, user: User) throws

    /// Keeps `conflicts` for the user.
    func record(_ conflicts: [SyncConflict], for user: User) throws

    /// Ends a sync's local part, inside its transaction, once the hub has committed: nothing is
    /// pending for `remote` any more, it has been seen through `seenThrough`, at `time`, and the
    /// outbox is empty.
    func finish(_ remote: SyncRemote, seenThrough: Int64, at time: Timestamp) throws

    /// Keeps the writes a CalDAV sync is about to send in the outbox, in a transaction of its
    /// own before the first, so the next sync knows them for its own if this one stops after
    /// them. With `overEarlier` (the outbox held writes never recorded), an entry for a uuid
    /// the outbox holds already keeps its `before`, which is what the server last agreed.
    func keep(_ entries: [SyncOutboxEntry], overEarlier: Bool, for remote: SyncRemote) throws

    /// The writes were recorded: the outbox is emptied and `remote` seen through at least
    /// `seenThrough`.
    func settle(_ remote: SyncRemote, seenThrough: Int64) throws

    /// The sync whose hub writes the outbox holds, or `nil` when it is empty. Only an earlier
    /// version kept one (its replica committed before the hub); a sync now empties it.
    func outboxToken(for remote: SyncRemote) throws -> String?

    /// Up to `limit` outbox entries, by uuid, after `uuid` (from the first when `nil`).
    func outbox(for remote: SyncRemote, after uuid: String?, limit: Int) throws -> [SyncOutboxEntry]

    /// Makes every memo the replica has a base of pending for `remote` (a full comparison).
    func markAllPending(for remote: SyncRemote, user: User) throws

    /// The contexts as the replica and `remote` last agreed on them.
    func contextBase(for remote: SyncRemote) throws -> [MemoContext]

    /// Stores the contexts both sides now agree on.
    func setContextBase(_ contexts: [MemoContext], for remote: SyncRemote) throws

    /// The user's conflicts, oldest first; only those of the memo `uuid` when it is given.
    func conflicts(for user: User, uuid: String?) throws -> [SyncConflict]

    /// What the hub should learn of the user's conflicts: those it may not have yet, and the
    /// keys of those resolved here since the last sync.
    func conflictsToShare(for user: User) throws -> (unshared: [SyncConflict], resolved: [String])

    /// Notes what a hub holds after it took `sent` (keys) and dropped `resolved` (keys): the
    /// conflicts it holds (`held`) are listed here from now on, and one it had that it no
    /// longer holds was resolved elsewhere and is forgotten.
    func noteConflictsShared(_ held: [SyncConflict], sent: [String], resolved: [String], for user: User) throws

    /// Forgets the user's conflict `id`, and at the next sync the hub forgets it too.
    /// - throws: `MemoStoreError.invalidField("conflict", …)` when the user has no such conflict.
    func dismissConflict(id: Int64, for user: User) throws

    /// The shared memos the replica holds from `remote` (`SyncHub.sharedVersions`): each one's
    /// owner and the hub's number for it when last taken (0: merge it again), by uuid.
    func sharedVersions(for remote: SyncRemote) throws -> [String: (owner: String, number: Int64)]

    /// Whether a shared memo from `remote` waits to be merged again (its number is 0).
    func sharedAwaitingMerge(for remote: SyncRemote) throws -> Bool

    /// Of `uuids`, those of memos of other users: held from `remote`, or added here into a
    /// project shared with the user.
    func sharedUUIDs(among uuids: [String], for remote: SyncRemote, user: User) throws -> Set<String>

    /// Notes the hub's numbers for the shared memos of `versions` (each memo applied already)
    /// and, for those in `bases`, the base to merge against next time (`nil`: none).
    func noteShared(_ versions: [String: (owner: String, number: Int64)], bases: [String: (memo: Memo?, stamps: MemoStamps)], for remote: SyncRemote) throws

    /// Takes the shared memos of `uuids` out of the replica (they left what is shared), with
    /// their bases and numbers, outside the user's history; returns them as they were.
    func dropShared(_ uuids: [String], for remote: SyncRemote, user: User) throws -> [Memo]

    /// Makes the memos of `uuids` the user's own (the hub would not take them as another's),
    /// pending for `remote`'s next sync.
    func disown(_ uuids: [String], for remote: SyncRemote, user: User) throws

    /// Keeps the shares the hub told of (`SyncRemote.shares` from then on).
    func setShares(_ shares: [ProjectShare], for remote: SyncRemote) throws

    /// Keeps how far the hub's clock is ahead of this machine's (`SyncRemote.clockOffset`),
    /// which stamps every change made here from then on.
    func noteClockOffset(_ milliseconds: Int64, for remote: SyncRemote) throws
}

extension SyncReplica {
    /// Runs `body` in one write transaction of the replica, begun at once
    /// (`syncTransaction(with:beginningWhen:)`).
    public func syncTransaction<T>(with remote: SyncRemote, _ body: () throws -> T) throws -> T {
        try syncTransaction(with: remote, beginningWhen: { begin in
            try begin()
            return try body()
        })
    }
}
