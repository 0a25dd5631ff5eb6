import MemoStore

/// How the PostgreSQL store keeps what `MemoWrites` decides: a shared memo is a row of its
/// owner's user, reached through the shares and written within what they allow
/// (`writableOwners`, `writable`); a history entry copies the memos it saves from their rows
/// before they change, and names the memos its command created besides (`created_by_change`),
/// whoever owns them. Marks of done and open are one set-based `UPDATE` however many memos.
final class PostgresMemoWriteStorage: MemoWriteStorage {
    init(_ repository: PostgresMemoRepository) {
        self.repository = repository
    }

    func inOneWrite(for user: User, _ body: () throws -> Void) throws {
        try repository.write(for: user, body)
    }

    func memosToWrite(ids: [Int64], deleting: Bool, for user: User) throws -> [Memo] {
        try repository.existingMemos(ids: ids, for: user, deleting: deleting)
    }

    /// Nothing checked here: for a granted role the policies check the owner's row as changed
    /// (`todo_shared_update`, `PostgresSchemaVersion12`); the one-role setup, where `--user`
    /// is a label, lets a writer move a shared memo out of the project, as it always has.
    func checkShared(_ olds: [Memo], changingTo news: [Memo], for user: User) throws {}

    func dependencies(for user: User) -> DependencyResolver {
        repository.dependencies(for: user)
    }

    func newUUID() -> String {
        repository.uuids.next()
    }

    func ownerOfNew(inProject project: String, for user: User) throws -> String? {
        guard let owner = try repository.sharedOwner(ofNewIn: project, for: user) else { return nil }
        newMemoOwner = owner
        return owner.name
    }

    func insert(_ memo: Memo, owner: String?, for user: User) throws -> Memo {
        try repository.insert(memo, for: try ownerUser(owner, of: memo, for: user))
    }

    func series(_ series: RecurrenceSeries, hasOpenMemoOr uuid: String, owner: String?, for user: User) throws -> Bool {
        let range = series.uuidRange
        let rows = owner == nil ? user : try ownerUser(owner, of: nil, for: user)
        return try repository.connection.execute(
            "SELECT 1 FROM memos WHERE user_id = $1 AND uuid BETWEEN $2 AND $3 AND (NOT done OR uuid = $4) LIMIT 1",
            [String(rows.id), range.lowest, range.highest, uuid]).rowCount > 0
    }

    func replace(_ olds: [Memo], with news: [Memo], for user: User) throws {
        if olds.indices.allSatisfy({ Self.onlyMarks(olds[$0], news[$0]) }) {
            try repository.storeMarks(news, for: user)
            return
        }
        for memo in news {
            try repository.update(memo, for: repository.sharedOwners[memo.id] ?? user)
        }
    }

    /// The user's own memos only: a shared one is its owner's to delete (`memosToWrite`).
    func remove(_ memos: [Memo], for user: User) throws {
        try repository.connection.execute(
            "DELETE FROM memos WHERE user_id = $1 AND id = ANY($2::int8[])",
            [String(user.id), PostgresMemoRepository.idArray(memos.map(\.id))])
    }

    /// Before `writes`, so the memos saved are copied from their rows as they were.
    func record(_ entry: MemoHistoryEntry, for user: User, around writes: () throws -> [Memo]) throws {
        let change = try repository.record(
            entry.kind, count: entry.count, first: entry.first, for: user, saving: entry.saved, added: entry.added)
        for memo in try writes() {
            try repository.connection.execute(
                "INSERT INTO change_memos(change_id, memo_id, created_by_change) VALUES ($1, $2, true)",
                [String(change), String(memo.id)])
        }
    }

    // MARK: - Private

    /// The store written (its history too: `+History`).
    let repository: PostgresMemoRepository
    /// The owner `ownerOfNew` found for the memo being created.
    private var newMemoOwner: User?

    /// The user whose rows hold the memos of `owner`: the user's own for `nil`, else the owner
    /// of a shared memo the write read or of the project a new memo goes to, else as the
    /// shares name it (`memo`'s project shared no more: `.notShared`).
    private func ownerUser(_ owner: String?, of memo: Memo?, for user: User) throws -> User {
        guard let owner else { return user }
        if let found = newMemoOwner.flatMap({ $0.name == owner ? $0 : nil })
            ?? repository.sharedOwners.values.first(where: { $0.name == owner }) {
            return found
        }
        if let found = try repository.received(for: user).first(where: { $0.share.owner == owner }) {
            return found.owner
        }
        throw ShareError.notShared(project: memo?.project ?? "", grantee: user.name)
    }

    /// Whether `new` is `old` marked done or open and changed in nothing else.
    private static func onlyMarks(_ old: Memo, _ new: Memo) -> Bool {
        var unmarked = new
        unmarked.isDone = old.isDone
        unmarked.updated = old.updated
        unmarked.start = old.start
        unmarked.end = old.end
        return unmarked == old
    }
}
