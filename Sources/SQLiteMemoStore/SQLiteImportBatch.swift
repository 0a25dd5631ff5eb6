import MemoStore

/// The rows of an import written a batch at a time: memos and their tag rows go in with one
/// multi-row `INSERT` per `size` rows instead of one statement each, since a statement's own
/// work (the AUTOINCREMENT counter read and written back, the statement's start and end) cost
/// more than the row it added.
///
/// Memos get explicit ids from `nextID` on, in input order, exactly as AUTOINCREMENT would give
/// them (SQLite moves `sqlite_sequence` past explicit ids). A uuid the user already has is
/// found before the memo joins a batch, so skipping leaves no gap; a generated uuid is new.
/// Must live inside one write transaction.
final class SQLiteImportBatch {
    /// Memos per multi-row statement. Each statement journals the pages it changes that
    /// existed before it (to undo it alone: the foreign key on `user_id` may fail midway), so
    /// the pages every batch changes (the table's last page, the growing end of each index
    /// kept up) cost once per batch: fewer, larger batches write less.
    static let size = 200
    /// Tag rows per multi-row statement; the last few go one by one.
    static let tagSize = 50
    /// Bytes of tag rows held (`ImportTagRows`) before they are written; nothing reads
    /// `memo_tags` during an import, so they wait for `flush()` unless there are more.
    static let tagBytesHeld = 2 << 20

    /// The id the next memo added gets.
    private(set) var nextID: Int64

    /// Bits of the filter that stands in for the deferred uuid index: 2 MiB, enough for about
    /// half a million given uuids before a false "perhaps" builds the index early.
    static let uuidFilterBits = 1 << 24

    /// A batch for `user` on `connection`, inside its write transaction: ids continue after
    /// every id `memos` ever held. `withoutTriggers`: no insert trigger of `memos` is there
    /// (`suspendInsertTriggersIfNoMemos`). `deferredUUIDIndex`: the `CREATE` statement of the
    /// (user, uuid) index, dropped because `memos` was empty; the batch builds it again, by
    /// `flush()` at the latest.
    init(connection: SQLiteConnection, user: User, withoutTriggers: Bool, deferredUUIDIndex: String? = nil,
         uuidFilterBits: Int = SQLiteImportBatch.uuidFilterBits, tagBytesHeld: Int = SQLiteImportBatch.tagBytesHeld) throws {
        self.connection = connection
        self.user = user
        self.tagBytesHeld = tagBytesHeld
        self.deferredUUIDIndex = deferredUUIDIndex
        givenUUIDs = deferredUUIDIndex == nil ? nil : BloomFilter(bitCount: uuidFilterBits, probes: 7)
        // OR FAIL: a failing row fails the import, which rolls back whole, so SQLite need not
        // journal the tag rows' pages (scattered by tag) to undo the statement alone, which
        // spilled to a temporary file at every batch; nor the memos' where no foreign key is
        // checked row by row (`SQLiteNewStore`). Not with triggers there: an outer OR FAIL
        // overrides their own OR IGNORE, and a pending uuid kept would fail the import.
        memoInsert = RowInsert(rows: Self.size, columns: Self.memoColumns, into: "memos", orFail: withoutTriggers)
        tagInsert = RowInsert(rows: Self.tagSize, columns: Self.tagColumns, into: "memo_tags", orFail: true)
        nextID = try connection.firstRow(
            """
            SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'memos'), 0),
                       coalesce((SELECT max(id) FROM memos), 0)) + 1
            """, [], { $0.int64(0) }) ?? 1
    }

    /// Whether the user already has a memo with `uuid`, stored or waiting in this batch. A uuid
    /// not known is taken to be added next.
    ///
    /// While the uuid index is deferred, the store held no memo before this import, so a uuid
    /// can only be known from an earlier record: the filter of given uuids answers, and only
    /// its "perhaps" (a repeat, or by chance) builds the index to look the uuid up for certain.
    func isKnown(_ uuid: String) throws -> Bool {
        if pendingUUIDs.contains(uuid) { return true }
        if let givenUUIDs {
            guard givenUUIDs.mayContain(uuid) else {
                givenUUIDs.insert(uuid)
                return false
            }
            try buildUUIDIndex()
        }
        return try connection.firstRow(
            "SELECT 1 FROM memos WHERE user_id = ? AND uuid = ?", [.integer(user.id), .text(uuid)], { _ in true }) ?? false
    }

    /// The user's memo with `uuid` stored before this batch began (`before` is the batch's
    /// first id): the memo a record of it may replace (`MemoImportRules.replacement`). Read
    /// only for a uuid `isKnown`, so an import of new memos never pays for it.
    func storedMemo(_ uuid: String, before firstID: Int64) throws -> Memo? {
        try connection.firstRow(
            "SELECT \(SQLiteMemoRow.columns) FROM memos WHERE user_id = ? AND uuid = ? AND id < ?",
            [.integer(user.id), .text(uuid), .integer(firstID)], SQLiteMemoRow.read)
    }

    /// Queues `memo`, which must have the id `nextID` (made with it: giving a memo another id
    /// copies it whole). `uuidGiven`: its uuid came from its record, and later records may
    /// repeat it; a generated one is new, as for the filter.
    func add(_ memo: consuming Memo, uuidGiven: Bool = true) throws {
        assert(memo.id == nextID, "a memo added to an import batch has the batch's next id")
        nextID += 1
        if uuidGiven { pendingUUIDs.insert(memo.uuid) }
        pending.append(memo)
        if pending.count == Self.size {
            try writeMemos()
        }
    }

    /// Writes every memo queued and every tag row held, and builds the uuid index if it was
    /// deferred.
    func flush() throws {
        try writeMemos()
        try writeTags()
        try buildUUIDIndex()
    }

    // MARK: - Private

    private static let memoColumns = ["id", "user_id", "uuid"]
        + SQLiteMemoRow.fieldColumns.split(separator: ",").map { String($0.drop { $0 == " " }) }
    private static let tagColumns = ["user_id", "tag", "memo_id"]

    private let connection: SQLiteConnection
    private let user: User
    /// The uuid index's `CREATE` statement until it is built; nil once it exists.
    private var deferredUUIDIndex: String?
    /// The uuids records gave, while the uuid index is deferred (generated ones are new).
    private var givenUUIDs: BloomFilter?
    private var pending: [Memo] = []
    /// The uuids of `pending`: a record's uuid is looked up here, not compared with each.
    private var pendingUUIDs: Set<String> = []
    /// The tag rows of the memos written, not yet written themselves.
    private var tagRows = ImportTagRows()
    private let tagBytesHeld: Int
    private var memoInsert: RowInsert
    private var tagInsert: RowInsert

    /// Builds the deferred uuid index over the memos written so far (the queued ones first);
    /// from then on SQLite keeps it up row by row and `isKnown` looks uuids up in it.
    private func buildUUIDIndex() throws {
        guard let index = deferredUUIDIndex else { return }
        try writeMemos()
        // The filter is asked no more: its 2 MiB go before the build's sort takes memory.
        givenUUIDs = nil
        try connection.execute(index)
        deferredUUIDIndex = nil
    }

    /// Writes the queued memos (bound in place, not copied) and holds their tag rows.
    private func writeMemos() throws {
        guard !pending.isEmpty else { return }
        defer {
            pending.removeAll(keepingCapacity: true)
            pendingUUIDs.removeAll(keepingCapacity: true)
        }
        let userID = user.id
        try pending.withUnsafeBufferPointer { memos in
            try write(memos.count, with: &memoInsert) { statement, row, first in
                try statement.bind(memos[row].id, at: first)
                try statement.bind(userID, at: first + 1)
                try statement.bind(memos[row].uuid, at: first + 2)
                try SQLiteMemoRow.bindFields(of: memos[row], to: statement, from: first + 3)
            }
            for row in memos.indices {
                for tag in memos[row].tags { tagRows.add(tag, memo: memos[row].id) }
            }
        }
        if tagRows.byteCount > tagBytesHeld {
            try writeTags()
        }
    }

    /// Writes the tag rows held, in the table's order, a statement's worth at a time.
    private func writeTags() throws {
        guard !tagRows.isEmpty else { return }
        var rows: [(tag: String, memo: Int64)] = []
        rows.reserveCapacity(tagInsert.rows)
        let userID = user.id
        func writeRows() throws {
            try rows.withUnsafeBufferPointer { rows in
                try write(rows.count, with: &tagInsert) { statement, row, first in
                    try statement.bind(userID, at: first)
                    try statement.bind(rows[row].tag, at: first + 1)
                    try statement.bind(rows[row].memo, at: first + 2)
                }
            }
            rows.removeAll(keepingCapacity: true)
        }
        try tagRows.forEachInOrder { tag, memo in
            rows.append((tag, memo))
            if rows.count == tagInsert.rows { try writeRows() }
        }
        try writeRows()
        tagRows.removeAll()
    }

    /// Inserts `count` rows: whole statements of `insert.rows` rows, the rest with the one-row
    /// statement. `bind` binds row `row` from parameter `first` on.
    private func write(_ count: Int, with insert: inout RowInsert, bind: (SQLiteStatement, Int, Int32) throws -> Void) throws {
        var row = 0
        while row < count {
            let rows = count - row >= insert.rows ? insert.rows : 1
            let statement = try insert.statement(rows: rows, on: connection)
            try connection.storeErrors {
                statement.rewind()
                for offset in 0..<rows {
                    try bind(statement, row + offset, Int32(offset * insert.columns + 1))
                }
                try statement.run()
            }
            row += rows
        }
    }
}

/// A multi-row `INSERT` and its one-row form, each prepared on first use and then held, so a
/// batch does not look its statement up by its text (thousands of characters) every time.
private struct RowInsert {
    let rows: Int
    let columns: Int
    private let sql: (batch: String, one: String)
    private var prepared: (batch: SQLiteStatement?, one: SQLiteStatement?) = (nil, nil)

    init(rows: Int, columns: [String], into table: String, orFail: Bool) {
        self.rows = rows
        self.columns = columns.count
        sql = (Self.insert(rows, of: columns, into: table, orFail: orFail), Self.insert(1, of: columns, into: table, orFail: orFail))
    }

    /// The statement inserting `rows` rows: `self.rows` or 1.
    mutating func statement(rows: Int, on connection: SQLiteConnection) throws -> SQLiteStatement {
        if rows == 1 {
            if let one = prepared.one { return one }
            let one = try connection.cached(sql.one)
            prepared.one = one
            return one
        }
        if let batch = prepared.batch { return batch }
        let batch = try connection.cached(sql.batch)
        prepared.batch = batch
        return batch
    }

    private static func insert(_ rows: Int, of columns: [String], into table: String, orFail: Bool) -> String {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        return "INSERT \(orFail ? "OR FAIL " : "")INTO \(table)(\(columns.joined(separator: ", "))) VALUES "
            + Array(repeating: row, count: rows).joined(separator: ", ")
    }
}
