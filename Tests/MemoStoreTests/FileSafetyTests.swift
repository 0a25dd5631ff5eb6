import CSQLite
import Foundation
import XCTest
@testable import MemoStore

/// What opening does to files that are not (yet, or no longer) this store's.
final class FileSafetyTests: XCTestCase {
    func test_missingFile_isCreatedPrivate_inPrivateDirectories() throws {
        let fixture = try StoreFixture()
        let path = fixture.directory.appendingPathComponent("a/b/memos.sqlite").path

        let store = try SQLiteMemoRepository(path: path)
        _ = try store.logIn(userName: "alice")

        XCTAssertEqual(try mode(path), 0o600)
        XCTAssertEqual(try mode(fixture.directory.appendingPathComponent("a").path), 0o700)
        XCTAssertEqual(try mode(fixture.directory.appendingPathComponent("a/b").path), 0o700)
    }

    func test_emptyFile_isRefusedAndLeftEmpty() throws {
        let fixture = try StoreFixture()
        XCTAssertTrue(FileManager.default.createFile(atPath: fixture.path, contents: Data()))

        XCTAssertThrowsError(try fixture.open())
        XCTAssertEqual(try fixture.bytes(), Data())
    }

    func test_textFile_isRefusedAndLeftByteIdentical() throws {
        let fixture = try StoreFixture()
        let text = Data(String(repeating: "these are my notes, not a database\n", count: 30).utf8)
        try text.write(to: URL(fileURLWithPath: fixture.path))

        XCTAssertThrowsError(try fixture.open()) {
            XCTAssertEqual($0 as? MemoStoreError, .notADatabase(path: fixture.path))
        }
        XCTAssertEqual(try fixture.bytes(), text)
    }

    func test_otherProgramsDatabase_isRefusedAndLeftByteIdentical() throws {
        let fixture = try StoreFixture()
        try execute("CREATE TABLE accounts(id INTEGER PRIMARY KEY, balance INTEGER)", on: fixture.path)
        let before = try fixture.bytes()

        XCTAssertThrowsError(try fixture.open()) {
            XCTAssertEqual($0 as? MemoStoreError, .notADatabase(path: fixture.path))
        }
        XCTAssertEqual(try fixture.bytes(), before)
    }

    func test_newerSchema_isRefusedAndLeftByteIdentical() throws {
        let fixture = try StoreFixture()
        _ = try fixture.open().logIn(userName: "alice")
        try execute("PRAGMA user_version = 42; PRAGMA wal_checkpoint(TRUNCATE)", on: fixture.path)
        let before = try fixture.bytes()

        XCTAssertThrowsError(try fixture.open()) {
            XCTAssertEqual($0 as? MemoStoreError, .newerSchema(path: fixture.path, found: 42, supported: SQLiteSchema.currentVersion))
        }
        XCTAssertEqual(try fixture.bytes(), before)
    }

    func test_directoryAsPath_isACannotOpenError() throws {
        let fixture = try StoreFixture()

        XCTAssertThrowsError(try SQLiteMemoRepository(path: fixture.directory.path)) {
            XCTAssertEqual($0 as? MemoStoreError, .cannotOpen(path: fixture.directory.path, reason: "it is a directory"))
        }
    }

    func test_unwritableLocation_isACannotOpenError() throws {
        XCTAssertThrowsError(try SQLiteMemoRepository(path: "/proc/memostore-tests/memos.sqlite")) {
            guard case .cannotOpen(let path, _)? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, "/proc/memostore-tests/memos.sqlite")
        }
    }

    func test_readOnlyStore_readsButRefusesWrites() throws {
        let fixture = try StoreFixture()
        let writer = try fixture.open()
        let alice = try writer.logIn(userName: "alice")
        let memo = try writer.create(MemoDraft(title: "kept"), for: alice)

        let reader = try SQLiteMemoRepository(readingExistingStoreAt: fixture.path)

        XCTAssertEqual(try reader.memo(id: memo.id, for: alice), memo)
        XCTAssertThrowsError(try reader.create(MemoDraft(title: "nope"), for: alice)) {
            XCTAssertEqual($0 as? MemoStoreError, .readOnly(path: fixture.path))
        }
        XCTAssertThrowsError(try SQLiteMemoRepository(readingExistingStoreAt: fixture.path + ".missing"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path + ".missing"))
    }

    func test_concurrentWriters_onSeveralConnections_allLand() throws {
        let fixture = try StoreFixture()
        _ = try fixture.open().logIn(userName: "alice")
        let threads = 4
        let perThread = 100
        let results = ResultBox()
        let path = fixture.path

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            do {
                let store = try SQLiteMemoRepository(path: path)
                let alice = try store.logIn(userName: "alice")
                for index in 0..<perThread {
                    let memo = try store.create(MemoDraft(title: "t\(thread) #\(index)"), for: alice)
                    results.append(memo.id)
                }
            } catch {
                results.fail(error)
            }
        }

        XCTAssertNil(results.error)
        XCTAssertEqual(Set(results.ids).count, threads * perThread)
        let store = try fixture.open()
        XCTAssertEqual(try store.counts(for: try store.logIn(userName: "alice")).open, threads * perThread)
    }

    func test_changeToken_changesWhenAnotherConnectionCommits() throws {
        let fixture = try StoreFixture()
        let mine = try fixture.open()
        let other = try fixture.open()
        let alice = try mine.logIn(userName: "alice")
        let before = try mine.changeToken()

        _ = try mine.create(MemoDraft(title: "mine"), for: alice)
        let afterOwnWrite = try mine.changeToken()
        _ = try other.create(MemoDraft(title: "theirs"), for: alice)

        XCTAssertEqual(afterOwnWrite, before)
        XCTAssertNotEqual(try mine.changeToken(), before)
    }

    // MARK: - Private

    private func mode(_ path: String) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    private func execute(_ sql: String, on path: String) throws {
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        defer { sqlite3_close(handle) }
        XCTAssertEqual(sqlite3_exec(handle, sql, nil, nil, nil), SQLITE_OK)
    }

    private func userVersion(_ path: String) throws -> Int {
        var handle: OpaquePointer?
        var statement: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        defer { sqlite3_close(handle) }
        XCTAssertEqual(sqlite3_prepare_v2(handle, "PRAGMA user_version", -1, &statement, nil), SQLITE_OK)
        defer { sqlite3_finalize(statement) }
        XCTAssertEqual(sqlite3_step(statement), SQLITE_ROW)
        return Int(sqlite3_column_int64(statement, 0))
    }
}

/// Ids and the first error from several threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storedIDs: [Int64] = []
    private var storedError: Error?

    var ids: [Int64] { lock.withLock { storedIDs } }
    var error: Error? { lock.withLock { storedError } }

    func append(_ id: Int64) { lock.withLock { storedIDs.append(id) } }
    func fail(_ error: Error) { lock.withLock { storedError = storedError ?? error } }
}
