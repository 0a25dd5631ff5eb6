import MemoStore

/// How the SQLite store keeps what `MemoWrites` decides: rows of `memos` written one by one,
/// what derives from them redone in the same transaction (`+Indexing`), shared memos as rows
/// of the user's with an `owner`, checked against the shares the hub last told of
/// (`+SharedReplica`), and history entries holding their memos as values.
struct SQLiteMemoWriteStorage: MemoWriteStorage {
    /// The store written: held only for one write.
    let repository: SQLiteMemoRepository

    func inOneWrite(for user: User, _ body: () throws -> Void) throws {
        try repository.connection.transaction { try body() }
    }

    func memosToWrite(ids: [Int64], deleting: Bool, for user: User) throws -> [Memo] {
        let memos = try repository.memos(ids: ids, for: user)
        try repository.checkSharedChange(of: memos, deleting: deleting, for: user)
        return memos
    }

    func checkShared(_ olds: [Memo], changingTo news: [Memo], for user: User) throws {
        try repository.checkSharedChange(of: olds, to: news, deleting: false, for: user)
    }

    func dependencies(for user: User) -> DependencyResolver {
        repository.dependencies(for: user)
    }

    func newUUID() -> String {
        UUIDGenerator.next()
    }

    func ownerOfNew(inProject project: String, for user: User) throws -> String? {
        try repository.sharedOwner(ofNewIn: project, for: user)
    }

    func insert(_ memo: Memo, owner: String?, for user: User) throws -> Memo {
        let stored = try repository.insert(memo, for: user)
        try repository.didAdd(stored, for: user)
        if let owner { try repository.setOwner(owner, ofMemo: stored.id) }
        return stored
    }

    /// The user's rows only: a shared memo is one of them, with its `owner`.
    func series(_ series: RecurrenceSeries, hasOpenMemoOr uuid: String, owner: String?, for user: User) throws -> Bool {
        let range = series.uuidRange
        return try repository.connection.firstRow(
            "SELECT 1 FROM memos WHERE user_id = ? AND uuid BETWEEN ? AND ? AND (done = 0 OR uuid = ?) LIMIT 1",
            [.integer(user.id), .text(range.lowest), .text(range.highest), .text(uuid)]) { _ in true } ?? false
    }

    func replace(_ olds: [Memo], with news: [Memo], for user: User) throws {
        for index in olds.indices {
            try repository.write(news[index], replacing: olds[index], for: user)
        }
    }

    func remove(_ memos: [Memo], for user: User) throws {
        for memo in memos {
            try repository.connection.run("DELETE FROM memos WHERE id = ? AND user_id = ?", [.integer(memo.id), .integer(user.id)])
            try repository.didRemove(memo, for: user)
        }
    }

    /// After `writes`: the entry holds what they created as the range of ids it added (one
    /// transaction, one writer).
    func record(_ entry: MemoHistoryEntry, for user: User, around writes: () throws -> [Memo]) throws {
        let created = try writes()
        let added = entry.added ?? created.first.map { ($0.id, created[created.count - 1].id) }
        try repository.record(entry.kind, count: entry.count, first: entry.first, for: user, added: added, before: entry.saved)
    }
}
