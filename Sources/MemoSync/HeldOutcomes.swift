import MemoStore

/// The merged pages a sync holds back from the replica until the hub has committed
/// (`SyncSession`): written here once the hub has let go of the user's lock, so the user's other
/// replicas do not wait for this one's disk. Bounded: when more than `limit` outcomes are held,
/// they are written at once (under the lock), so memory stays flat however many memos move.
struct HeldOutcomes {
    /// How many merged memos may wait for the hub's commit.
    static let limit = 4 * MergePass.pageSize

    /// Whether the memo `uuid` was merged by this sync and waits to be written here: it is
    /// still pending on the replica, and must not be merged again.
    func contains(_ uuid: String) -> Bool {
        uuids.contains(uuid)
    }

    /// Holds one merged page (`SyncReplica.apply`'s order); writes all that is held when that
    /// makes more than `limit`.
    mutating func hold(_ page: [SyncOutcome], in replica: any SyncReplica, for remote: SyncRemote, user: User) throws {
        pages.append(page)
        count += page.count
        uuids.formUnion(page.map(\.uuid))
        if count > Self.limit { try write(to: replica, for: remote, user: user) }
    }

    /// Writes every held page into the replica, in the order merged, and holds nothing more.
    mutating func write(to replica: any SyncReplica, for remote: SyncRemote, user: User) throws {
        for page in pages { try replica.apply(page, for: remote, user: user) }
        (pages, uuids, count) = ([], [], 0)
    }

    // MARK: - Private

    private var pages: [[SyncOutcome]] = []
    private var uuids = Set<String>()
    private var count = 0
}
