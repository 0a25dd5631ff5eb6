/// What a replica keeps of a CalDAV collection besides what every remote has (`SyncReplica`):
/// each memo's resource and its ETag, and the collection's sync-token, so a sync asks the
/// server only for what changed and writes only over what it last saw.
public protocol SyncResourceIndex: AnyObject {
    /// Every resource the replica knows in `remote`, by uuid.
    func resources(for remote: SyncRemote) throws -> [String: SyncResource]

    /// Records `resources` (over what was known of their uuids) and forgets the resources of
    /// `removed` uuids, in the sync's transaction.
    func setResources(_ resources: [SyncResource], removing removed: [String], for remote: SyncRemote) throws

    /// The collection's sync-token as last seen; `nil` before the first sync, or when the
    /// server offers none.
    func collectionToken(for remote: SyncRemote) throws -> String?

    /// Records the collection's sync-token (`nil`: none), in the sync's transaction.
    func setCollectionToken(_ token: String?, for remote: SyncRemote) throws

    /// Notes a sync with `remote` that completed at `time`, leaving the memos still pending
    /// for it pending (a sync that did not hold the replica meanwhile).
    func noteSynced(_ remote: SyncRemote, at time: Timestamp) throws
}
