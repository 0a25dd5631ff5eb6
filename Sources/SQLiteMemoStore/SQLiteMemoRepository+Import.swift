import MemoStore

/// Inserting drafts: one by one (`add`, recurrences) or a whole import in one transaction.
extension SQLiteMemoRepository {
    public func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary {
        // A larger page cache for one big transaction: fewer pages spilled to the WAL twice.
        try connection.execute("PRAGMA cache_size = -\(Self.importCacheKiB)")
        defer { try? connection.execute("PRAGMA cache_size = -2000") }
        return try connection.transaction {
            // Into a store without memos, the large secondary indexes are built once at the
            // end (a sort) instead of entry by entry at random places (`liveIndexes` stay).
            let deferredIndexes = try deferIndexesIfEmpty()
            let suspendedTriggers = try suspendInsertTriggersIfNoMemos(of: user)
            // Memos without a creation time were created by this command, at one time.
            let now = Timestamp.now()
            var summary = ImportSummary(added: 0, skipped: 0)
            var first: Memo?
            var last: Int64?
            var index = 0
            var doneAdded = 0
            let batch = try SQLiteImportBatch(
                connection: connection, user: user, withoutTriggers: !suspendedTriggers.isEmpty,
                deferredUUIDIndex: deferredIndexes.first { $0.name == Self.uuidIndex }?.sql)
            let firstNewID = batch.nextID
            // Into a store being made, its full-text index is built aside meanwhile.
            let storeHadNoMemos = !deferredIndexes.isEmpty
            let wordsAside = isBeingMade && storeHadNoMemos
                ? FullTextIndexAside(copying: Self.wordsTable, of: connection, user: user) : nil
            // Stored memos a newer record replaced, as they were: what undo puts back.
            var replaced: [Memo] = []
            // The stored uuids met so far: only the first record of one counts, as for new ones.
            var metUUIDs: Set<String> = []
            var firstReplacement: Memo?
            while let draft = try next() {
                index += 1
                try MemoImportRules.check(draft, record: index)
                if let uuid = draft.uuid, try batch.isKnown(uuid) {
                    // Only the first record of a uuid counts; a memo added by this import is not replaced.
                    if metUUIDs.insert(uuid).inserted, let old = try batch.storedMemo(uuid, before: firstNewID),
                       let new = MemoImportRules.replacement(of: old, by: draft) {
                        try write(new, replacing: old, for: user)
                        replaced.append(old)
                        firstReplacement = firstReplacement ?? new
                        summary.updated += 1
                    } else {
                        summary.skipped += 1
                    }
                    continue
                }
                let memo = Memo(draft, id: batch.nextID, uuid: draft.uuid ?? UUIDGenerator.next(), now: now)
                wordsAside?.add(memo)
                summary.added += 1
                doneAdded += memo.isDone ? 1 : 0
                // Not `first ?? memo`: that copied the first memo again for every one added.
                if first == nil { first = memo }
                last = memo.id
                // Last: the batch keeps the memo itself, not a copy.
                try batch.add(memo, uuidGiven: draft.uuid != nil)
            }
            try sortingOnTwoThreads { try batch.flush() }
            try resumeInsertTriggers(suspendedTriggers, forMemosOf: user, from: first?.id, to: last)
            try sortingOnTwoThreads {
                for index in deferredIndexes where index.name != Self.uuidIndex {
                    try connection.execute(index.sql)
                }
            }
            let wordsIndexed = try wordsAside?.finish(into: connection) ?? false
            if let first, let last {
                try didAdd(ofUser: user, idsFrom: first.id, to: last, open: summary.added - doneAdded, done: doneAdded,
                           wordsIndexed: wordsIndexed)
            }
            if let named = first ?? firstReplacement {
                // One undo step takes back what was added and what was replaced.
                try record(.import, count: summary.added + summary.updated, first: named, for: user,
                           added: first.flatMap { first in last.map { (first.id, $0) } }, before: replaced)
            }
            return summary
        }
    }

    /// Inserts a validated memo under a new id (its own is ignored) and returns it as stored;
    /// derived data is the caller's. A uuid the user already has fails on the unique index.
    func insert(_ memo: Memo, for user: User) throws -> Memo {
        let statement = try connection.cached(Self.insertMemo)
        try connection.storeErrors {
            statement.rewind()
            try statement.bind(user.id, at: 1)
            try statement.bind(memo.uuid, at: 2)
            try SQLiteMemoRow.bindFields(of: memo, to: statement, from: 3)
            try statement.run()
        }
        return memo.withID(connection.lastInsertedRowID)
    }

    /// Puts `memo` back with its own id (undo of a delete); derived data is the caller's.
    func insertRow(_ memo: Memo, for user: User) throws {
        try connection.run(
            "INSERT INTO memos(id, user_id, uuid, \(SQLiteMemoRow.fieldColumns)) VALUES (?, ?, ?, \(SQLiteMemoRow.fieldPlaceholders))",
            [.integer(memo.id), .integer(user.id), .text(memo.uuid)] + SQLiteMemoRow.fieldValues(memo))
    }

    // MARK: - Private

    /// When no user has any memo, drops the secondary indexes of `memos` but `liveIndexes`
    /// and returns their names and `CREATE INDEX` statements, as stored, to run after the
    /// inserts; otherwise drops nothing. Inside the import's transaction, so nobody ever sees
    /// the store without them.
    private func deferIndexesIfEmpty() throws -> [(name: String, sql: String)] {
        guard try connection.firstRow("SELECT 1 FROM memos LIMIT 1", [], { _ in true }) == nil else { return [] }
        return try dropMemosSchemaObjects("INDEX", listed: Self.liveIndexes, dropListed: false)
    }

    /// Runs `body`, whose index builds sort with SQLite's sorter on a second thread: the sort
    /// is most of an index build, and the other core is idle meanwhile (a million memos: 0.3
    /// to 0.5 s less). A smaller cache meanwhile keeps the threads' sort buffers within the
    /// import's memory. One auxiliary thread (`PRAGMA threads` counts those beside the
    /// statement's own): with two, three sort buffers filled at once on two cores, which took
    /// 2–3 MiB more at the peak and no less time.
    private func sortingOnTwoThreads(_ body: () throws -> Void) throws {
        try connection.execute("PRAGMA threads = 1; PRAGMA cache_size = -\(Self.importCacheKiB / 2)")
        defer { try? connection.execute("PRAGMA threads = 0; PRAGMA cache_size = -\(Self.importCacheKiB)") }
        try body()
    }

    /// The indexes an import into an empty store keeps up row by row. Building an index
    /// afterwards reads every row and sorts; these are cheaper kept: ids by status grow at two
    /// ends only (one user, ids rising), and the partial ones hold only the few memos with a
    /// rare field, so a few pages that stay cached. (Measured by instructions at 100,000
    /// memos: 0.65 G less than building them.) The uuid index is not among them: the uuids
    /// records give land at random pages, which at a million memos missed the cache once a
    /// row; `SQLiteImportBatch` builds it after the rows, a filter standing in meanwhile.
    static let liveIndexes = [
        "memos_by_user_done_id", "memos_by_wait", "memos_by_start", "memos_by_scheduled",
        "memos_by_until", "memos_by_depends", "memos_by_parent", "memos_blocking", "memos_by_urgency_scheduled",
    ]
    private static let importCacheKiB = 4 * 1024
    private static let uuidIndex = "memos_by_user_uuid"
    private static let wordsTable = "memo_words"
    private static let insertMemo =
        "INSERT INTO memos(user_id, uuid, \(SQLiteMemoRow.fieldColumns)) VALUES (?, ?, \(SQLiteMemoRow.fieldPlaceholders))"
}
