@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// The full-text index built on a thread of its own (`FullTextIndexAside`) and copied in is
/// the one the store would have built itself, and a failure there fails the import.
final class FullTextIndexAsideTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    func test_theIndexBuiltAside_isRecordForRecordTheOneTheStoreBuilds() throws {
        // given the same memos indexed in one store itself and, in small chunks few ahead, aside for another
        let memos = Self.memos(count: 3_000)
        let itself = try directory.openSQLite("itself.sqlite")
        let user = try itself.logIn(userName: "alice")
        try itself.connection.transaction {
            for memo in memos {
                try itself.connection.run("INSERT INTO memo_words(rowid, words) VALUES (?, todo_fts_words(?, ?, ?))",
                                          [.integer(memo.id), .integer(user.id), .text(memo.title), .text(memo.body)])
            }
        }
        let asidePath = directory.file("aside.sqlite")
        let aside = try SQLiteMemoRepository(path: asidePath)
        try aside.connection.transaction {
            let index = try XCTUnwrap(FullTextIndexAside(copying: "memo_words", of: aside.connection, user: user, chunkSize: 7, chunksAhead: 2))
            for memo in memos { try index.add(memo) }
            try index.finish(into: aside.connection)
        }
        aside.close()
        // then a new connection reads the same records, a sound index, that finds the memos
        let reopened = try SQLiteMemoRepository(path: asidePath)
        for query in ["SELECT id || ' ' || hex(block) FROM memo_words_data ORDER BY id",
                      "SELECT segid || ' ' || hex(term) || ' ' || pgno FROM memo_words_idx ORDER BY segid, term"] {
            let expected = try itself.connection.rows(query) { $0.string(0) }
            XCTAssertGreaterThan(expected.count, 1, query)
            XCTAssertEqual(try reopened.connection.rows(query) { $0.string(0) }, expected, query)
        }
        XCTAssertNoThrow(try reopened.connection.execute("INSERT INTO memo_words(memo_words) VALUES ('integrity-check')"))
        let found = try reopened.connection.rows(
            "SELECT rowid FROM memo_words WHERE memo_words MATCH ? ORDER BY rowid", [.text("\"u\(user.id)zcafe\"")]) { $0.int64(0) }
        XCTAssertEqual(found, memos.filter { $0.body.contains("café") }.map(\.id))
    }

    func test_aFailureOnTheIndexThread_failsTheImport_withTheThreadsError() throws {
        // given a table of that name whose rows the thread cannot write
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        try store.connection.execute("CREATE TABLE refusing(words TEXT CHECK (words = ''))")
        let index = try XCTUnwrap(FullTextIndexAside(copying: "refusing", of: store.connection, user: user, chunkSize: 2, chunksAhead: 1))
        // when memos are added and the index finished
        var failure: Error?
        do {
            for memo in Self.memos(count: 50) { try index.add(memo) }
            try index.finish(into: store.connection)
        } catch {
            failure = error
        }
        // then the adding or the finishing threw what SQLite refused, and the store's table is untouched
        XCTAssertTrue("\(String(describing: failure))".contains("CHECK constraint failed"), String(describing: failure))
        XCTAssertEqual(try store.connection.firstRow("SELECT count(*) FROM refusing") { $0.int64(0) }, 0)
    }

    func test_aStoreWithoutTheTable_isRefusedBeforeAnyThreadStarts() throws {
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        XCTAssertThrowsError(try FullTextIndexAside(copying: "missing", of: store.connection, user: user)) { error in
            XCTAssertEqual(error as? MemoStoreError, .engine("the store at \(store.path) has no full-text table missing"))
        }
    }

    func test_releasedUnfinished_stopsItsThreadAndWritesNothing() throws {
        // given memos handed to the thread, more than fit ahead
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        let before = try store.connection.rows("SELECT id || hex(block) FROM memo_words_data ORDER BY id") { $0.string(0) }
        var index = try FullTextIndexAside(copying: "memo_words", of: store.connection, user: user, chunkSize: 3, chunksAhead: 1)
        for memo in Self.memos(count: 100) { try index?.add(memo) }
        // when it is released without finishing (an import that failed): this returns
        index = nil
        // then the store's index is as it was
        XCTAssertEqual(try store.connection.rows("SELECT id || hex(block) FROM memo_words_data ORDER BY id") { $0.string(0) }, before)
    }

    // MARK: - Private

    /// Memos with ids 1…count whose words repeat across memos, some with accents and
    /// characters that split words.
    private static func memos(count: Int) -> [Memo] {
        let words = ["milk", "bread", "tax", "Straße", "naïve", "don't", "e-mail", "日本語"]
        return (1...count).map { id in
            let title = "memo \(id) about \(words[id % words.count]) and \(words[(id * 7) % words.count])"
            let body = id % 5 == 0 ? "at the café, \(id % 13) times" : "body \(id)"
            return Memo(MemoDraft(title: title, body: body), id: Int64(id), uuid: "u\(id)",
                        now: Timestamp(secondsSince1970: 1_790_000_000))
        }
    }
}
