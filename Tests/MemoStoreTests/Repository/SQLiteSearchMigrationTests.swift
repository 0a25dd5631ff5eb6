import CSQLite
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A version 2 store (one full-text index of titles and bodies shared by all users) is carried
/// to version 3 (words marked by user) in one transaction: all of it, or nothing.
final class SQLiteSearchMigrationTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var path: String { directory.file("v2.sqlite") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        try rawSQL("PRAGMA journal_mode = WAL; BEGIN IMMEDIATE;" + SchemaV1Fixture.schema + SchemaV1Fixture.rows
                   + SQLiteSchema.migrations[1].sql()
                   + "INSERT INTO memos(id, user_id, uuid, title, body, created, updated) VALUES "
                   + "(7, 2, '0190a000-0000-7000-8000-000000000007', '우유를 샀다', '全角テスト', 1700000500, 1700000500);"
                   + "INSERT INTO memos_fts(rowid, title, body) VALUES (7, '우유를 샀다', '全角テスト');"
                   + "PRAGMA user_version = 2; COMMIT;")
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    func test_open_ofVersion2_indexesEveryMemoByItsOwner() throws {
        // when
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")

        // then
        XCTAssertEqual(try store.connection.firstRow("PRAGMA user_version") { $0.int64(0) }, Int64(SQLiteSchema.currentVersion))
        XCTAssertEqual(try store.connection.firstRow("SELECT count(*) FROM sqlite_master WHERE name = 'memos_fts'") { $0.int64(0) }, 0)
        XCTAssertEqual(try store.search("milk", limit: 5, for: alice).map(\.id), [1])
        XCTAssertEqual(try store.search("from file", limit: 5, for: alice).map(\.id), [5])
        XCTAssertEqual(try store.search("bob", limit: 5, for: bob).map(\.id), [3])
        XCTAssertEqual(try store.search("bob", limit: 5, for: alice), [])
        XCTAssertEqual(try store.search("우유", limit: 5, for: bob).map(\.id), [7])
        XCTAssertEqual(try store.search("テスト", limit: 5, for: bob).map(\.id), [7])
    }

    func test_open_ofVersion2_afterMigration_keepsTheIndexInStepWithChanges() throws {
        // given
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")

        // when: a memo indexed by the migration is edited, then removed
        _ = try store.edit(id: 1, title: "Buy oat drink", body: nil, for: alice)
        XCTAssertEqual(try store.search("milk", limit: 5, for: alice), [])
        XCTAssertEqual(try store.search("drink", limit: 5, for: alice).map(\.id), [1])
        _ = try store.delete(id: 1, for: alice)

        // then
        XCTAssertEqual(try store.search("drink", limit: 5, for: alice), [])
        XCTAssertEqual(try store.search("oat", limit: 5, for: alice), [])
    }

    func test_open_whenTheMigrationFails_leavesVersion2Whole() throws {
        // given: a table in the way of the new index makes the migration fail halfway
        try rawSQL("CREATE TABLE memo_words(x)")

        // when
        XCTAssertThrowsError(try SQLiteMemoRepository(path: path))

        // then: still version 2, its index still there and answering
        XCTAssertEqual(try int("PRAGMA user_version"), 2)
        XCTAssertEqual(try int("SELECT count(*) FROM memos_fts WHERE memos_fts MATCH 'milk'"), 1)
        XCTAssertEqual(try int("SELECT count(*) FROM memos"), 5)
    }

    // MARK: - Private

    private func rawSQL(_ sql: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else { throw MemoStoreError.cannotOpen(path: path, reason: "") }
        defer { sqlite3_close(handle) }
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        XCTAssertEqual(code, SQLITE_OK, message.map { String(cString: $0) } ?? "")
    }

    private func int(_ sql: String) throws -> Int64 {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else { throw MemoStoreError.cannotOpen(path: path, reason: "") }
        defer { sqlite3_close(handle) }
        var statement: OpaquePointer?
        XCTAssertEqual(sqlite3_prepare_v2(handle, sql, -1, &statement, nil), SQLITE_OK, String(cString: sqlite3_errmsg(handle)))
        defer { sqlite3_finalize(statement) }
        XCTAssertEqual(sqlite3_step(statement), SQLITE_ROW)
        return sqlite3_column_int64(statement, 0)
    }
}
