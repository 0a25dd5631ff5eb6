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

    func test_importAcrossBatches_numbersAfterEveryIdEverUsed_withoutGapsForSkippedUUIDs() throws {
        // given memos 1 to 3, the last deleted: AUTOINCREMENT never gives 3 again
        for title in ["one", "two", "three"] { _ = try store.create(MemoDraft(uuid: title, title: title), for: user) }
        _ = try store.delete(id: 3, for: user)
        // a known uuid and a repeated one on both sides of a batch boundary
        var drafts = drafts(count: 120)
        drafts[49].uuid = "one"
        drafts[50].uuid = "twice"
        drafts[51].uuid = "twice"
        // when
        XCTAssertEqual(try store.importMemos(for: user, from: feed(drafts)), ImportSummary(added: 118, skipped: 2))
        // then
        let imported = try allMemos().filter { $0.id > 2 }
        XCTAssertEqual(imported.map(\.id), Array(4...121))
        XCTAssertEqual(imported.map(\.title), drafts.enumerated().filter { $0.offset != 49 && $0.offset != 51 }.map(\.element.title))
        XCTAssertEqual(try store.create(MemoDraft(title: "after"), for: user).id, 122)
        let tagRows = try store.connection.firstRow("SELECT count(*) FROM memo_tags WHERE user_id = ?", [.integer(user.id)]) {
            $0.int64(0)
        }
        XCTAssertEqual(tagRows, Int64(imported.map(\.tags.count).reduce(0, +)))
        let even = try XCTUnwrap(try store.tags(for: user).first { $0.name == "even" })
        XCTAssertEqual(even.open + even.done, imported.filter { $0.tags.contains("even") }.count)
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

    private func indexes() throws -> [String] {
        try store.connection.rows("SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name") {
            $0.string(0)
        }
    }
}
