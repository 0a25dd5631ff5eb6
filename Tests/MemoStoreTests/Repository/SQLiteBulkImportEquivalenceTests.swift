@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Whatever an import does for speed (a new store filled aside, indexes built afterwards,
/// triggers' work done in bulk, rows in batches), the store it leaves holds what the ordinary
/// path leaves: the same memos added one by one by `create`.
final class SQLiteBulkImportEquivalenceTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    func test_aNewStoreImportedInBulk_holdsWhatCreatingTheMemosOneByOneHolds() throws {
        // given the same drafts, more than one batch of them, imported into a new store and created one by one
        let drafts = Self.drafts(count: SQLiteImportBatch.size * 2 + 37)
        let bulkPath = directory.file("bulk.sqlite")
        let newStore = try SQLiteNewStore(at: bulkPath)
        let importer = try newStore.repository.logIn(userName: "alice")
        let summary = try newStore.repository.asOneCommand(.import, for: importer) {
            try newStore.repository.importMemos(for: importer, from: draftFeed(drafts))
        }
        XCTAssertEqual(summary.added, drafts.count)
        try newStore.publish()
        let bulk = try SQLiteMemoRepository(path: bulkPath)
        let ordinary = try directory.openSQLite("ordinary.sqlite")
        let user = try ordinary.logIn(userName: "alice")
        for draft in drafts { _ = try ordinary.create(draft, for: user) }
        // then every row, derived row, word indexed, index and trigger is the same
        for query in try Self.comparedRows(in: ordinary) {
            XCTAssertEqual(try rows(query, in: bulk), try rows(query, in: ordinary), query)
        }
        // and each index holds exactly the rows of its table, the full-text index is sound
        XCTAssertEqual(try rows("PRAGMA integrity_check", in: bulk), ["ok"])
        XCTAssertNoThrow(try bulk.connection.execute("INSERT INTO memo_words(memo_words) VALUES ('integrity-check')"))
        // and the drafts reach every kind of derived row, or the comparison would prove little
        XCTAssertEqual(try rows("SELECT (count(*) > 100) || (sum(blocked) > 0) || (sum(blocking) > 0) FROM memos", in: bulk), ["111"])
        XCTAssertEqual(try rows("SELECT count(*) > 100 FROM memo_tags", in: bulk), ["1"])
        XCTAssertEqual(try rows("SELECT count(*) > 10 FROM memo_waits", in: bulk), ["1"])
    }

    // MARK: - Private

    /// Every column of every row of the tables a memo's insert writes, the full-text index
    /// word by word (`fts5vocab`) and its settings, the users' counts, the memos' id counter,
    /// the schema, and the order in which the triggers of each event on `memos` fire.
    private static func comparedRows(in store: SQLiteMemoRepository) throws -> [String] {
        try store.connection.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.words USING fts5vocab(main, memo_words, instance)")
        var queries = [
            "SELECT term || ' ' || doc || ' ' || col || ' ' || \"offset\" FROM temp.words ORDER BY term, doc, \"offset\"",
            "SELECT name || ' ' || open_count || ' ' || done_count FROM users ORDER BY id",
            "SELECT type || ' ' || name || ' ' || tbl_name || ' ' || coalesce(sql, '') FROM sqlite_master WHERE name NOT LIKE 'sqlite_autoindex%' ORDER BY name",
            "SELECT k || ' ' || v FROM memo_words_config ORDER BY k",
            "SELECT name || ' ' || seq FROM sqlite_sequence WHERE name = 'memos'",
        ]
        for event in ["INSERT", "UPDATE", "DELETE"] {
            queries.append("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'memos' "
                + " AND (sql LIKE '% \(event) ON memos%' OR sql LIKE '% \(event) OF %') ORDER BY rowid")
        }
        for (table, order) in [("memos", "id"), ("memo_tags", "user_id, tag, memo_id"), ("memo_waits", "user_id, uuid, memo_id"),
                               ("memo_stamps", "memo_id, field"), ("sync_pending", "hub_id, uuid")] {
            let columns = try store.connection.rows("SELECT name FROM pragma_table_info('\(table)') ORDER BY cid") { $0.string(0) }
            queries.append("SELECT \(columns.map { "quote(\($0))" }.joined(separator: " || '|' || ")) FROM \(table) ORDER BY \(order)")
        }
        return queries
    }

    private func rows(_ query: String, in store: SQLiteMemoRepository) throws -> [String] {
        try store.connection.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.words USING fts5vocab(main, memo_words, instance)")
        return try store.connection.rows(query) { $0.string(0) }
    }

    /// Drafts with their own times and uuids (so both stores give the same), every field used,
    /// some waiting on memos before and after them, some of those done.
    private static func drafts(count: Int) -> [MemoDraft] {
        let uuids = (0..<count).map { String(format: "00000000-0000-4000-8000-%012d", $0) }
        return (0..<count).map { index in
            var draft = MemoDraft(uuid: uuids[index], title: "memo \(index) about \(["milk", "bread", "tax"][index % 3])",
                                  body: "body \(index)", isDone: index % 4 == 0)
            let moment = Timestamp(secondsSince1970: 1_790_000_000 + Int64(index) * 600)
            draft.created = moment
            draft.updated = Timestamp(secondsSince1970: moment.secondsSince1970 + 60)
            if index % 3 == 1 { draft.due = Timestamp(secondsSince1970: 1_800_000_000 + Int64(index % 50) * 3600) }
            if index % 5 == 2 { draft.project = "p\(index % 7)" }
            // An odd number of tag rows per batch, so some wait for the next one.
            if index % 2 == 0 { draft.tags = ["even", "t\(index % 9)"] + (index % 7 == 0 ? ["seventh"] : []) }
            if index % 6 == 3 { draft.priority = [.high, .medium, .low][index % 3] }
            if index % 9 == 4 { draft.wait = Timestamp(secondsSince1970: 1_850_000_000) }
            if index % 11 == 5 { draft.start = moment }
            if index % 13 == 6 { draft.scheduled = moment }
            if index % 17 == 7 { draft.until = Timestamp(secondsSince1970: 1_900_000_000) }
            if index % 10 == 5 { draft.depends = [uuids[(index + 7) % count], uuids[index / 2]] }
            if index % 19 == 8 { draft.parent = uuids[index - 1] }
            if index % 23 == 9 { draft.annotations = [MemoAnnotation(entry: moment, description: "note \(index)")] }
            if index % 29 == 10 { draft.extra = ["uda": "\"\(index)\""] }
            return draft
        }
    }
}
