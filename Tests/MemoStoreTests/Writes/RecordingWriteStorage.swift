import MemoStore

/// A `MemoWriteStorage` in memory that records what the write rules asked of it: the quick
/// tier proves the rules here, without an engine (the both-engine suites prove the engines).
final class RecordingWriteStorage: MemoWriteStorage {
    var memos: [Int64: Memo] = [:]
    /// The owner `ownerOfNew` answers for every project (`nil`: the user's).
    var sharedOwner: String?
    private(set) var entries: [(entry: MemoHistoryEntry, created: [Memo])] = []
    private(set) var replaced: [Memo] = []
    private(set) var inserted: [(memo: Memo, owner: String?)] = []
    private var nextID: Int64 = 100

    func inOneWrite(for user: User, _ body: () throws -> Void) throws {
        try body()
    }

    func memosToWrite(ids: [Int64], deleting: Bool, for user: User) throws -> [Memo] {
        try ids.map { id in
            guard let memo = memos[id] else { throw MemoStoreError.memoNotFound(id: id) }
            return memo
        }
    }

    func checkShared(_ olds: [Memo], changingTo news: [Memo], for user: User) throws {}

    func dependencies(for user: User) -> DependencyResolver {
        DependencyResolver(
            memoWithID: { [unowned self] id in
                guard let memo = memos[id] else { throw MemoStoreError.memoNotFound(id: id) }
                return memo
            },
            nodes: { _ in [:] })
    }

    func newUUID() -> String {
        "0f8fad5b-d9cb-469f-a165-70867728950e"
    }

    func ownerOfNew(inProject project: String, for user: User) throws -> String? {
        sharedOwner
    }

    func insert(_ memo: Memo, owner: String?, for user: User) throws -> Memo {
        nextID += 1
        let stored = memo.withID(nextID)
        memos[stored.id] = stored
        inserted.append((stored, owner))
        return stored
    }

    func series(_ series: RecurrenceSeries, hasOpenMemoOr uuid: String, owner: String?, for user: User) throws -> Bool {
        memos.values.contains { RecurrenceSeries(memoUUID: $0.uuid) == series && (!$0.isDone || $0.uuid == uuid) }
    }

    func replace(_ olds: [Memo], with news: [Memo], for user: User) throws {
        for memo in news { memos[memo.id] = memo }
        replaced += news
    }

    func remove(_ memos: [Memo], for user: User) throws {
        for memo in memos { self.memos[memo.id] = nil }
    }

    func record(_ entry: MemoHistoryEntry, for user: User, around writes: () throws -> [Memo]) throws {
        entries.append((entry, try writes()))
    }
}
