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
        // given memos enough for several segments of FTS5 (and merges of them), indexed in one
        // store by one statement, as an import does, and aside for another, in small chunks few ahead
        let memos = Self.memos(count: 12_000)
        let itself = try directory.openSQLite("itself.sqlite")
        let user = try itself.logIn(userName: "alice")
        try itself.connection.transaction {
            try itself.connection.execute("CREATE TEMP TABLE added(id INTEGER PRIMARY KEY, title TEXT, body TEXT, annotations TEXT)")
            for memo in memos {
                try itself.connection.run(
                    "INSERT INTO added VALUES (?, ?, ?, ?)",
                    [.integer(memo.id), .text(memo.title), .text(memo.body), .text(StoredFieldText.text(of: memo.annotations))])
            }
            try itself.connection.run(
                "INSERT INTO memo_words(rowid, words) SELECT id, todo_fts_words(?, title, body, annotations) FROM added", [.integer(user.id)])
        }
        let asidePath = directory.file("aside.sqlite")
        let aside = try SQLiteMemoRepository(path: asidePath)
        try aside.connection.transaction {
            let index = try XCTUnwrap(FullTextIndexAside(copying: "memo_words", of: aside.connection, user: user, chunkSize: 7, chunksAhead: 2))
            for memo in memos { index.add(memo) }
            XCTAssertTrue(try index.finish(into: aside.connection))
        }
        // then a new connection reads the same records, several segments of them, a sound index
        let reopened = try SQLiteMemoRepository(path: asidePath)
        for query in ["SELECT id || ' ' || hex(block) FROM memo_words_data ORDER BY id",
                      "SELECT segid || ' ' || hex(term) || ' ' || pgno FROM memo_words_idx ORDER BY segid, term"] {
            XCTAssertEqual(try reopened.connection.rows(query) { $0.string(0) }, try itself.connection.rows(query) { $0.string(0) }, query)
        }
        XCTAssertGreaterThan(try reopened.connection.firstRow("SELECT count(DISTINCT segid) FROM memo_words_idx") { $0.int64(0) } ?? 0, 1)
        XCTAssertNoThrow(try reopened.connection.execute("INSERT INTO memo_words(memo_words) VALUES ('integrity-check')"))
        // and it finds the memos, also through the connection that copied it, after a removal there
        let cafe = memos.filter { $0.body.contains("café") }
        XCTAssertEqual(try matches("cafe", in: reopened, user: user), cafe.map(\.id))
        let noted = memos.filter { !$0.annotations.isEmpty }
        XCTAssertEqual(try matches("noted", in: reopened, user: user), noted.map(\.id))
        reopened.close()
        for memo in [cafe[0], noted[0]] {
            try aside.connection.run(
                "INSERT INTO memo_words(memo_words, rowid, words) VALUES ('delete', ?, todo_fts_words(?, ?, ?, ?))",
                [.integer(memo.id), .integer(user.id), .text(memo.title), .text(memo.body), .text(StoredFieldText.text(of: memo.annotations))])
        }
        XCTAssertEqual(try matches("cafe", in: aside, user: user), cafe.dropFirst().map(\.id))
        XCTAssertEqual(try matches("noted", in: aside, user: user), noted.dropFirst().map(\.id))
        XCTAssertNoThrow(try aside.connection.execute("INSERT INTO memo_words(memo_words) VALUES ('integrity-check')"))
    }

    func test_aStoreWhoseIndexHoldsWords_isLeftAsItWas_forTheCallerToIndexItself() throws {
        // given a store whose index already holds a memo's words
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "already here"), for: user)
        let before = try store.connection.rows("SELECT id || hex(block) FROM memo_words_data ORDER BY id") { $0.string(0) }
        // when memos indexed aside are finished into it
        let finished = try store.connection.transaction {
            let index = try XCTUnwrap(FullTextIndexAside(copying: "memo_words", of: store.connection, user: user))
            for memo in Self.memos(count: 20) { index.add(memo) }
            return try index.finish(into: store.connection)
        }
        // then nothing was copied over it
        XCTAssertFalse(finished)
        XCTAssertEqual(try store.connection.rows("SELECT id || hex(block) FROM memo_words_data ORDER BY id") { $0.string(0) }, before)
    }

    func test_aFailureOnTheIndexThread_leavesTheStoreToIndexItself() throws {
        // given a table of that name whose rows the thread cannot write (and no shadow tables to copy into)
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        try store.connection.execute("CREATE TABLE refusing(words TEXT CHECK (words = ''))")
        let index = try XCTUnwrap(FullTextIndexAside(copying: "refusing", of: store.connection, user: user, chunkSize: 2, chunksAhead: 1))
        // when memos are added, more than fit ahead, and the index finished
        for memo in Self.memos(count: 50) { index.add(memo) }
        // then it reports nothing copied (a copy would have thrown: no refusing_data)
        XCTAssertFalse(try index.finish(into: store.connection))
    }

    func test_aStoreWithoutTheTable_getsNoIndexAside_andNoThread() throws {
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        XCTAssertNil(FullTextIndexAside(copying: "missing", of: store.connection, user: user))
        XCTAssertNotNil(FullTextIndexAside(copying: "memo_words", of: store.connection, user: user))
    }

    func test_releasedUnfinished_returns_andLeavesTheStoreAsItWas() throws {
        // given memos handed to the thread, more than fit ahead
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        let before = try store.connection.rows("SELECT id || hex(block) FROM memo_words_data ORDER BY id") { $0.string(0) }
        var index = FullTextIndexAside(copying: "memo_words", of: store.connection, user: user, chunkSize: 3, chunksAhead: 1)
        for memo in Self.memos(count: 100) { index?.add(memo) }
        // when it is released without finishing (an import that failed): the thread is stopped and waited for
        index = nil
        // then the store's index is as it was
        XCTAssertEqual(try store.connection.rows("SELECT id || hex(block) FROM memo_words_data ORDER BY id") { $0.string(0) }, before)
    }

    // MARK: - Private

    /// Memos with ids 1…count whose words repeat across memos, some with accents and
    /// characters that split words, and bodies of a few dozen words.
    private static func memos(count: Int) -> [Memo] {
        let words = ["milk", "bread", "tax", "Straße", "naïve", "don't", "e-mail", "日本語"]
        return (1...count).map { id in
            let title = "memo \(id) about \(words[id % words.count]) and \(words[(id * 7) % words.count])"
            let filler = (0..<30).map { "w\(($0 * id) % 997)" }.joined(separator: " ")
            let body = (id % 5 == 0 ? "at the café, \(id % 13) times " : "body \(id) ") + filler
            var draft = MemoDraft(title: title, body: body)
            if id % 11 == 0 {
                draft.annotations = [1, 2].map { MemoAnnotation(entry: Timestamp(secondsSince1970: 1_790_000_000 + $0), description: "noted \($0) \(id)") }
            }
            return Memo(draft, id: Int64(id), uuid: "u\(id)", now: Timestamp(secondsSince1970: 1_790_000_000))
        }
    }

    /// The rowids the user's search for `word` matches, as the store's search would ask.
    private func matches(_ word: String, in store: SQLiteMemoRepository, user: User) throws -> [Int64] {
        try store.connection.rows(
            "SELECT rowid FROM memo_words WHERE memo_words MATCH ? ORDER BY rowid", [.text("\"u\(user.id)z\(word)\"")]) { $0.int64(0) }
    }
}
