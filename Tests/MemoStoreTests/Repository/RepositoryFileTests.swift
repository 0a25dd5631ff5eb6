import CSQLite
import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Creating, migrating and refusing files.
final class RepositoryFileTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    // MARK: - Helpers

    /// Runs `sql` on the file through raw SQLite, then folds the WAL back and closes.
    private func rawSQL(_ path: String, _ sql: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else {
            sqlite3_close(handle)
            throw MemoStoreError.cannotOpen(path: path, reason: "raw open")
        }
        defer { sqlite3_close(handle) }
        for statement in [sql, "PRAGMA wal_checkpoint(TRUNCATE)"] {
            var message: UnsafeMutablePointer<CChar>?
            let code = sqlite3_exec(handle, statement, nil, nil, &message)
            let text = message.map { String(cString: $0) } ?? ""
            sqlite3_free(message)
            guard code == SQLITE_OK else {
                throw MemoStoreError.engine("raw SQL failed (\(code)): \(text) in \(statement)")
            }
        }
    }

    private func makeStore(at path: String) throws {
        let repository = try SQLiteMemoRepository(path: path)
        let user = try repository.logIn(userName: "alice")
        _ = try repository.create(MemoDraft(title: "existing"), for: user)
        repository.close()
    }

    // MARK: - Creating

    func test_open_missingPath_createsFile0600() throws {
        let path = directory.file("memos.sqlite")
        let repository = try SQLiteMemoRepository(path: path)
        defer { repository.close() }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(try directory.permissions(of: path), 0o600)
        let user = try repository.logIn(userName: "alice")
        XCTAssertEqual(try repository.create(MemoDraft(title: "works"), for: user).title, "works")
    }

    func test_open_missingDirectories_createsThem0700() throws {
        let path = directory.file("a/b/c/memos.sqlite")
        let repository = try SQLiteMemoRepository(path: path)
        repository.close()
        for sub in ["a", "a/b", "a/b/c"] {
            XCTAssertEqual(try directory.permissions(of: directory.file(sub)), 0o700, sub)
        }
        XCTAssertEqual(try directory.permissions(of: path), 0o600)
    }

    func test_open_relativePathWithDotDot_works() throws {
        let path = directory.file("x/../y/memos.sqlite")
        try FileManager.default.createDirectory(atPath: directory.file("x"), withIntermediateDirectories: true)
        let repository = try SQLiteMemoRepository(path: path)
        repository.close()
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.file("y/memos.sqlite")))
    }

    func test_open_zeroByteFile_isRefusedAndLeftAsItWas() throws {
        // given: nobody can tell whose an empty file is (issue 13, item 2)
        let path = directory.file("empty.sqlite")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o640]))
        // then
        assertStoreError(try SQLiteMemoRepository(path: path)) {
            if case .cannotOpen(path, let reason) = $0 { return reason.contains("empty") }
            return false
        }
        XCTAssertEqual(try directory.bytes(of: path), Data())
        XCTAssertEqual(try directory.permissions(of: path), 0o640)
    }

    func test_open_migratedStore_setsUserVersionAndWAL() throws {
        let path = directory.file("memos.sqlite")
        let repository = try SQLiteMemoRepository(path: path)
        defer { repository.close() }
        XCTAssertEqual(try repository.connection.firstRow("PRAGMA user_version") { $0.int64(0) }, Int64(SQLiteSchema.currentVersion))
        XCTAssertEqual(try repository.connection.firstRow("PRAGMA journal_mode") { $0.string(0) }, "wal")
    }

    func test_open_twice_doesNotMigrateAgain() throws {
        let path = directory.file("memos.sqlite")
        try makeStore(at: path)
        let repository = try SQLiteMemoRepository(path: path)
        defer { repository.close() }
        let user = try repository.logIn(userName: "alice")
        XCTAssertEqual(try repository.page(MemoPageRequest(), for: user).memos.map(\.title), ["existing"])
    }

    // MARK: - Refusing

    func test_open_newerUserVersion_throwsNewerSchemaAndLeavesBytes() throws {
        // given
        let path = directory.file("memos.sqlite")
        try makeStore(at: path)
        try rawSQL(path, "PRAGMA user_version = 999")
        let before = try directory.bytes(of: path)
        // when / then
        assertThrows(MemoStoreError.newerSchema(path: path, found: 999, supported: SQLiteSchema.currentVersion),
                     try SQLiteMemoRepository(path: path))
        XCTAssertEqual(try directory.bytes(of: path), before)
        assertThrows(MemoStoreError.newerSchema(path: path, found: 999, supported: SQLiteSchema.currentVersion),
                     try SQLiteMemoRepository(readingExistingStoreAt: path))
        XCTAssertEqual(try directory.bytes(of: path), before)
    }

    func test_open_negativeUserVersion_throwsNotADatabaseAndLeavesBytes() throws {
        // given: a store whose header's version is negative (one byte flipped, or another program's)
        for version in [-1, Int(Int32.min)] {
            let path = directory.file("memos\(version).sqlite")
            try makeStore(at: path)
            try rawSQL(path, "PRAGMA user_version = \(version)")
            let before = try directory.bytes(of: path)
            // when / then: refused, not a trap
            assertThrows(MemoStoreError.notADatabase(path: path), try SQLiteMemoRepository(path: path))
            assertThrows(MemoStoreError.notADatabase(path: path), try SQLiteMemoRepository(readingExistingStoreAt: path))
            XCTAssertEqual(try directory.bytes(of: path), before)
        }
    }

    func test_open_textFile_throwsNotADatabaseAndLeavesBytes() throws {
        let path = directory.file("notes.txt")
        let text = Data("Dear diary,\ntoday I wrote a test.\n".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: text))
        assertThrows(MemoStoreError.notADatabase(path: path), try SQLiteMemoRepository(path: path))
        XCTAssertEqual(try directory.bytes(of: path), text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    func test_open_largeTextFile_throwsNotADatabaseAndLeavesBytes() throws {
        let path = directory.file("big.txt")
        let text = Data(String(repeating: "not a database at all\n", count: 2_000).utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: text))
        assertThrows(MemoStoreError.notADatabase(path: path), try SQLiteMemoRepository(path: path))
        XCTAssertEqual(try directory.bytes(of: path), text)
    }

    func test_open_foreignSQLiteDatabase_throwsNotADatabaseAndLeavesBytes() throws {
        let path = directory.file("other.db")
        try rawSQL(path, "CREATE TABLE recipes(name TEXT); INSERT INTO recipes VALUES ('soup')")
        let before = try directory.bytes(of: path)
        assertThrows(MemoStoreError.notADatabase(path: path), try SQLiteMemoRepository(path: path))
        XCTAssertEqual(try directory.bytes(of: path), before)
        assertThrows(MemoStoreError.notADatabase(path: path), try SQLiteMemoRepository(readingExistingStoreAt: path))
        XCTAssertEqual(try directory.bytes(of: path), before)
    }

    func test_open_directoryPath_throwsCannotOpen() throws {
        let path = directory.file("adir")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        assertStoreError(try SQLiteMemoRepository(path: path)) {
            if case .cannotOpen(let errorPath, _) = $0 { return errorPath == path }
            return false
        }
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory))
        XCTAssertTrue(isDirectory.boolValue)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path), [])
    }

    func test_open_pathUnderARegularFile_throwsCannotOpen() throws {
        let file = directory.file("plain")
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let path = file + "/memos.sqlite"
        assertStoreError(try SQLiteMemoRepository(path: path)) {
            if case .cannotOpen(let errorPath, _) = $0 { return errorPath == path }
            return false
        }
        XCTAssertEqual(try directory.bytes(of: file), Data("x".utf8))
    }
}
