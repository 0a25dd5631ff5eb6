@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// What the SQLite import does for speed without changing what it stores: secondary indexes
/// rebuilt after an import into an empty store, rows written in batches with explicit ids.
final class SQLiteBulkImportTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: SQLiteMemoRepository!
    private var user: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        store = try directory.openSQLite()
        user = try store.logIn(userName: "alice")
    }

    override func tearDownWithError() throws {
        store = nil
        directory = nil
        try super.tearDownWithError()
    }

    func test_importIntoEmptyStore_leavesEveryIndexAsTheSchemaDefinesIt() throws {
        let before = try indexes()
        XCTAssertEqual(try store.importMemos(for: user, from: feed(drafts(count: 120))), ImportSummary(added: 120, skipped: 0))
        XCTAssertEqual(try indexes(), before)
        XCTAssertEqual(try store.connection.firstRow("PRAGMA integrity_check") { $0.string(0) }, "ok")
        // the rebuilt indexes answer queries: dated memos come from memos_by_due
        let due = try store.page(MemoPageRequest(sort: .due, limit: 200), for: user).memos.filter { $0.due != nil }
        XCTAssertEqual(due.count, 40)
    }

    func test_importIntoEmptyStore_keepsTheLiveIndexesAndBuildsTheOthersAfterwards() throws {
        // given memos whose rare fields fill the partial indexes kept row by row
        let uuids = (0..<120).map { String(format: "00000000-0000-4000-8000-%012d", $0) }
        let drafts = drafts(count: 120).enumerated().map { index, draft in
            var draft = draft
            draft.uuid = uuids[index]
            let moment = Timestamp(secondsSince1970: 1_800_000_000 - Int64(index) * 60)
            if index % 6 == 0 { draft.wait = moment }
            if index % 7 == 0 { draft.start = moment }
            if index % 8 == 0 { draft.scheduled = moment }
            if index % 9 == 0 { draft.until = moment }
            if index % 10 == 5 { draft.depends = [uuids[index - 5]] }
            if index % 11 == 1 { draft.parent = uuids[index - 1] }
            return draft
        }
        let before = try indexRows()
        // when
        _ = try store.importMemos(for: user, from: feed(drafts))
        // then the live indexes are the same schema rows, every other one was made again
        let after = try indexRows()
        for (name, row) in before {
            XCTAssertEqual(after[name] == row, SQLiteMemoRepository.liveIndexes.contains(name), name)
        }
        XCTAssertEqual(try store.connection.firstRow("PRAGMA integrity_check") { $0.string(0) }, "ok")
        // and what the suspended insert triggers do was done: blocked by an open memo
        let blocked = try store.connection.rows("SELECT uuid FROM memos WHERE blocked = 1 ORDER BY uuid") { $0.string(0) }
        let waitingOnOpen = drafts.filter { draft in draft.depends.contains { uuid in drafts.contains { $0.uuid == uuid && !$0.isDone } } }
        XCTAssertEqual(blocked, waitingOnOpen.compactMap(\.uuid))
        XCTAssertFalse(blocked.isEmpty)
        let waits = try store.connection.rows("SELECT uuid || ' ' || memo_id FROM memo_waits ORDER BY memo_id") { $0.string(0) }
        XCTAssertEqual(waits, drafts.indices.filter { !drafts[$0].depends.isEmpty }.map { "\(drafts[$0].depends[0]) \($0 + 1)" })
        let blocking = try store.connection.rows("SELECT uuid FROM memos WHERE blocking = 1 ORDER BY uuid") { $0.string(0) }
        XCTAssertEqual(blocking, Set(drafts.filter { !$0.isDone }.flatMap(\.depends)).sorted())
    }

    func test_importAcrossBatches_numbersAfterEveryIdEverUsed_withoutGapsForSkippedUUIDs() throws {
        // given memos 1 to 3, the last deleted: AUTOINCREMENT never gives 3 again
        for title in ["one", "two", "three"] { _ = try store.create(MemoDraft(uuid: title, title: title), for: user) }
        _ = try store.delete(id: 3, for: user)
        // a known uuid and a repeated one on both sides of a batch boundary
        let boundary = SQLiteImportBatch.size
        let count = boundary + 70
        var drafts = drafts(count: count)
        drafts[boundary - 1].uuid = "one"
        drafts[boundary].uuid = "twice"
        drafts[boundary + 1].uuid = "twice"
        // when
        XCTAssertEqual(try store.importMemos(for: user, from: feed(drafts)), ImportSummary(added: count - 2, skipped: 2))
        // then
        let imported = try allMemos().filter { $0.id > 2 }
        XCTAssertEqual(imported.map(\.id), Array(4...Int64(count + 1)))
        XCTAssertEqual(
            imported.map(\.title),
            drafts.enumerated().filter { $0.offset != boundary - 1 && $0.offset != boundary + 1 }.map(\.element.title))
        XCTAssertEqual(try store.create(MemoDraft(title: "after"), for: user).id, Int64(count + 2))
        let tagRows = try store.connection.firstRow("SELECT count(*) FROM memo_tags WHERE user_id = ?", [.integer(user.id)]) {
            $0.int64(0)
        }
        XCTAssertEqual(tagRows, Int64(imported.map(\.tags.count).reduce(0, +)))
        let even = try XCTUnwrap(try store.tags(for: user).first { $0.name == "even" })
        XCTAssertEqual(even.open + even.done, imported.filter { $0.tags.contains("even") }.count)
    }

    func test_importIntoEmptyStore_skipsRepeatedUUIDs_whileTheUUIDIndexIsDeferred() throws {
        // given records with their own uuids, repeated in the same batch and batches apart
        let count = SQLiteImportBatch.size * 3 + 11
        var drafts = drafts(count: count).enumerated().map { index, draft in
            var draft = draft
            draft.uuid = String(format: "00000000-0000-4000-8000-%012d", index)
            return draft
        }
        let repeats = [(SQLiteImportBatch.size * 2 + 5, 3), (SQLiteImportBatch.size * 3, SQLiteImportBatch.size * 3 - 2)]
        for (index, original) in repeats { drafts[index].uuid = drafts[original].uuid }
        let before = try indexes()
        // when
        XCTAssertEqual(try store.importMemos(for: user, from: feed(drafts)), ImportSummary(added: count - 2, skipped: 2))
        // then only each uuid's first record is stored, numbered without gaps, and the uuid index is back
        let kept = drafts.indices.filter { index in !repeats.contains { $0.0 == index } }
        XCTAssertEqual(try allMemos().map(\.title), kept.map { drafts[$0].title })
        XCTAssertEqual(try allMemos().map(\.id), Array(1...Int64(count - 2)))
        XCTAssertEqual(try indexes(), before)
        XCTAssertEqual(try store.connection.firstRow("PRAGMA integrity_check") { $0.string(0) }, "ok")
        XCTAssertEqual(try store.memos(uuids: [drafts[3].uuid ?? ""], for: user).values.map(\.title), [drafts[3].title])
    }

    func test_aFilterThatAnswersPerhaps_buildsTheUUIDIndexEarly_andSkipsOnlyRealRepeats() throws {
        // given an empty store whose uuid index was dropped, and a filter too small to tell uuids apart
        let index = try XCTUnwrap(try store.connection.firstRow(
            "SELECT sql FROM sqlite_master WHERE name = 'memos_by_user_uuid'") { $0.string(0) })
        let uuids = (0..<(SQLiteImportBatch.size + 30)).map { String(format: "00000000-0000-4000-8000-%012d", $0) }
        var answers: [Bool] = []
        try store.connection.transaction {
            try store.connection.execute("DROP INDEX memos_by_user_uuid")
            let batch = try SQLiteImportBatch(connection: store.connection, user: user, withoutTriggers: false,
                                              deferredUUIDIndex: index, uuidFilterBits: 64)
            // when every uuid is offered once, then the first ones again
            for uuid in uuids + uuids.prefix(3) {
                let known = try batch.isKnown(uuid)
                answers.append(known)
                if !known {
                    try batch.add(Memo(MemoDraft(uuid: uuid, title: uuid), id: batch.nextID, uuid: uuid, now: Timestamp(secondsSince1970: 0)))
                }
            }
            try batch.flush()
        }
        // then only the repeats were known, and every memo is stored once, under its index
        XCTAssertEqual(answers, Array(repeating: false, count: uuids.count) + [true, true, true])
        XCTAssertEqual(try allMemos().map(\.uuid), uuids)
        XCTAssertEqual(try indexes().filter { $0.hasPrefix("memos_by_user_uuid:") }, ["memos_by_user_uuid: \(index)"])
        XCTAssertEqual(try store.connection.firstRow("PRAGMA integrity_check") { $0.string(0) }, "ok")
    }

    func test_tagRowsHeldPastTheirBytes_areWrittenEarly_andAllArriveOnce() throws {
        // given tagged memos in batches, with room held for the tag rows of about one batch
        let memos = drafts(count: SQLiteImportBatch.size * 3 + 7).enumerated().map { index, draft in
            Memo(draft, id: Int64(index + 1), uuid: "u\(index)", now: Timestamp(secondsSince1970: 0))
        }
        var written: [Int] = []
        try store.connection.transaction {
            let batch = try SQLiteImportBatch(connection: store.connection, user: user, withoutTriggers: false, tagBytesHeld: 500)
            // when the memos are added: tag rows are written before the end
            for memo in memos {
                try batch.add(memo)
                written.append(try store.connection.firstRow("SELECT count(*) FROM memo_tags") { Int($0.int64(0)) } ?? 0)
            }
            try batch.flush()
        }
        XCTAssertTrue(written.contains { $0 > 0 }, "rows past the bytes held were written early")
        // then every tag row is there once
        let rows = try store.connection.rows("SELECT tag || ' ' || memo_id FROM memo_tags ORDER BY memo_id, tag") { $0.string(0) }
        XCTAssertEqual(rows, memos.flatMap { memo in memo.tags.sorted().map { "\($0) \(memo.id)" } })
    }

    func test_importThenUndo_inAStoreThatHadMemos_leavesItAsItWas() throws {
        _ = try store.create(MemoDraft(title: "kept", tags: ["even"]), for: user)
        let before = try allMemos()
        _ = try store.importMemos(for: user, from: feed(drafts(count: 75)))
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try allMemos(), before)
        XCTAssertEqual(try store.tags(for: user).map(\.name), ["even"])
        XCTAssertEqual(try store.search("bulk", limit: 10, for: user), [])
    }

    func test_emptyText_bindsAsText_runAfterRun() throws {
        try store.connection.execute("CREATE TEMP TABLE bound (value)")
        for value in ["", "x", ""] {
            try store.connection.run("INSERT INTO bound VALUES (?)", [.text(value)])
        }
        let rows = try store.connection.rows("SELECT typeof(value) || ':' || value FROM bound ORDER BY rowid") { $0.string(0) }
        XCTAssertEqual(rows, ["text:", "text:x", "text:"])
    }

    // MARK: - Private

    private func drafts(count: Int) -> [MemoDraft] {
        (0..<count).map { index in
            var draft = MemoDraft(title: "bulk \(index)", body: "body \(index)", isDone: index % 3 == 0)
            if index % 3 == 1 { draft.due = Timestamp(secondsSince1970: 1_800_000_000 + Int64(index) * 3600) }
            if index % 4 == 0 { draft.project = "p\(index % 5)" }
            if index % 2 == 0 { draft.tags = ["even", "t\(index % 7)"] }
            if index % 5 == 0 { draft.priority = .high }
            return draft
        }
    }

    private func feed(_ drafts: [MemoDraft]) -> () -> MemoDraft? {
        var remaining = drafts[...]
        return { remaining.popFirst() }
    }

    private func allMemos() throws -> [Memo] {
        var memos: [Memo] = []
        try store.exportMemos(for: user) { memos.append($0) }
        return memos
    }

    /// Each index of `memos` by name, with its row in the schema table (new when made again).
    private func indexRows() throws -> [String: Int64] {
        let rows = try store.connection.rows("SELECT name, rowid FROM sqlite_master WHERE type = 'index' AND tbl_name = 'memos' AND sql IS NOT NULL") {
            ($0.string(0), $0.int64(1))
        }
        return Dictionary(uniqueKeysWithValues: rows)
    }

    private func indexes() throws -> [String] {
        try store.connection.rows("SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name") {
            $0.string(0)
        }
    }
}
