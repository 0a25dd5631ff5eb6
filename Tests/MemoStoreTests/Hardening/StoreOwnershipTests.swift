import CSQLite
import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Issue 13, item 2 as the audit found it still open: whose file a store is, what exactly
/// identifies todo's own, what SQLite takes a path for, and a refused file left as it was.
final class StoreOwnershipTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    // MARK: - Another user's file (2a)

    func test_anotherUsersStoreThatOthersCanWrite_isRefused_andLeftByteIdentical() throws {
        let shared = try sharedStickyDirectory()
        let path = shared + "/victim.sqlite"
        try makeStore(at: path, ownedBy: 65534, mode: 0o666)
        let before = try snapshot(path)
        assertCannotOpen(try SQLiteMemoRepository(path: path), containing: "belongs to another user and others can write it")
        assertCannotOpen(try SQLiteMemoRepository(readingExistingStoreAt: path), containing: "belongs to another user")
        XCTAssertEqual(try snapshot(path), before)
    }

    func test_anotherUsersPrivateStore_inASharedStickyDirectory_isRefused() throws {
        let shared = try sharedStickyDirectory()
        let path = shared + "/planted.sqlite"
        try makeStore(at: path, ownedBy: 65534, mode: 0o644)
        let before = try snapshot(path)
        assertCannotOpen(try SQLiteMemoRepository(path: path), containing: "belongs to another user, in a shared directory")
        XCTAssertEqual(try snapshot(path), before)
    }

    func test_linkAnotherUserMadeInASharedStickyDirectory_isNotFollowed_evenToOnesOwnStore() throws {
        let shared = try sharedStickyDirectory()
        let own = directory.file("own.sqlite")
        try SQLiteMemoRepository(path: own).close()
        let attackers = shared + "/attackers.sqlite"
        try makeStore(at: attackers, ownedBy: 65534, mode: 0o600)
        for (name, target) in [("victim2.sqlite", attackers), ("to-own.sqlite", own)] {
            let link = shared + "/" + name
            XCTAssertEqual(symlink(target, link), 0)
            XCTAssertEqual(lchown(link, 65534, 65534), 0)
            let before = try snapshot(target)
            assertCannotOpen(try SQLiteMemoRepository(path: link), containing: "symbolic link another user made")
            XCTAssertEqual(try snapshot(target), before, name)
        }
    }

    func test_ownStoreAndOwnLink_inASharedStickyDirectory_andAnotherUsersPrivateStoreElsewhere_open() throws {
        let shared = try sharedStickyDirectory()
        let own = shared + "/mine.sqlite"
        try SQLiteMemoRepository(path: own).close()
        XCTAssertEqual(symlink(own, shared + "/my-link.sqlite"), 0)
        try SQLiteMemoRepository(path: shared + "/my-link.sqlite").close()
        let theirs = directory.file("theirs.sqlite")  // a private directory, as an administrator meets it
        try makeStore(at: theirs, ownedBy: 65534, mode: 0o600)
        try SQLiteMemoRepository(path: theirs).close()
    }

    // MARK: - Which file is todo's (2b)

    func test_foreignFileWithTodosTableNames_isRefused_andNeitherWrittenNorMarked() throws {
        for version in 1...SQLiteSchema.currentVersion {
            let path = directory.file("lookalike\(version).sqlite")
            try rawSQL(path, """
                CREATE TABLE users(a); CREATE TABLE memos(a); CREATE TABLE changes(a); CREATE TABLE change_memos(a);
                PRAGMA user_version = \(version)
                """)
            let before = try snapshot(path)
            assertStoreError(try SQLiteMemoRepository(path: path)) { $0 == .notADatabase(path: path) }
            assertStoreError(try SQLiteMemoRepository(readingExistingStoreAt: path)) { $0 == .notADatabase(path: path) }
            XCTAssertEqual(try snapshot(path), before, "version \(version)")
        }
    }

    // MARK: - A WAL beside a refused file (2c)

    func test_foreignWALDatabase_withFramesNotCheckpointed_isRefused_andFileWALAndSHMByteIdentical() throws {
        let path = directory.file("foreign-wal.sqlite")
        try leaveWAL(path, "PRAGMA journal_mode = WAL; CREATE TABLE accounts(id INTEGER PRIMARY KEY, b); INSERT INTO accounts(b) VALUES (1)")
        let before = try snapshot(path)
        XCTAssertNotNil(before["-wal"] ?? nil)
        XCTAssertNotNil(before["-shm"] ?? nil)
        assertStoreError(try SQLiteMemoRepository(path: path)) { $0 == .notADatabase(path: path) }
        XCTAssertEqual(try snapshot(path), before)
        assertStoreError(try SQLiteMemoRepository(readingExistingStoreAt: path)) { $0 == .notADatabase(path: path) }
        XCTAssertEqual(try snapshot(path), before)
    }

    func test_newerTodoStoreWithItsMigrationStillInTheWAL_isRefused_andByteIdentical() throws {
        let path = directory.file("newer.sqlite")
        try SQLiteMemoRepository(path: path).close()
        try leaveWAL(path, "PRAGMA user_version = \(SQLiteSchema.currentVersion + 1)")
        let before = try snapshot(path)
        assertStoreError(try SQLiteMemoRepository(path: path)) {
            $0 == .newerSchema(path: path, found: SQLiteSchema.currentVersion + 1, supported: SQLiteSchema.currentVersion)
        }
        XCTAssertEqual(try snapshot(path), before)
    }

    func test_foreignWALDatabase_withoutSHM_isRefused_andFileAndWALByteIdentical() throws {
        let path = directory.file("no-shm.sqlite")
        try leaveWAL(path, "PRAGMA journal_mode = WAL; CREATE TABLE accounts(id INTEGER PRIMARY KEY); INSERT INTO accounts VALUES (7)")
        XCTAssertEqual(unlink(path + "-shm"), 0)
        let before = try snapshot(path)
        assertStoreError(try SQLiteMemoRepository(path: path)) { $0 == .notADatabase(path: path) }
        let after = try snapshot(path)
        XCTAssertEqual(after[""], before[""])
        XCTAssertEqual(after["-wal"], before["-wal"])
    }

    func test_ownStoreWithAWALLeftByACrash_opensWithItsMemos_andIsCheckpointedOnClose() throws {
        let path = directory.file("crashed.sqlite")
        try SQLiteMemoRepository(path: path).close()
        try leaveWAL(path, "INSERT INTO users(name) VALUES ('alice')")
        let repository = try SQLiteMemoRepository(path: path)
        _ = try repository.create(MemoDraft(title: "after the crash"), for: repository.logIn(userName: "alice"))
        repository.close()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"), "the WAL is folded in and removed")
        let reader = try SQLiteMemoRepository(readingExistingStoreAt: path)
        defer { reader.close() }
        XCTAssertEqual(try reader.logIn(userName: "alice").id, 1)
    }

    // MARK: - What SQLite takes a path for (2d, 2e)

    func test_relativePathsSQLiteWouldReadAsURIsOrMemory_areFilesInTheCurrentDirectory() throws {
        let old = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(old) }
        for name in ["file:x?mode=memory", "file:sub/y.sqlite", ":memory:", "file::memory:"] {
            let repository = try SQLiteMemoRepository(path: name)
            let alice = try repository.logIn(userName: "alice")
            let memo = try repository.create(MemoDraft(title: "in \(name)"), for: alice)
            repository.close()
            XCTAssertEqual(try pragma("application_id", of: directory.file(name)), 0x544F_444F, name)
            let reopened = try SQLiteMemoRepository(path: name)
            XCTAssertEqual(try reopened.memo(id: memo.id, for: alice).title, "in \(name)", name)
            reopened.close()
            let reader = try SQLiteMemoRepository(readingExistingStoreAt: name)
            XCTAssertEqual(try reader.memo(id: memo.id, for: alice).title, "in \(name)", name)
            reader.close()
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       [":memory:", "file::memory:", "file:sub", "file:x?mode=memory"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.file("file:sub")), ["y.sqlite"])
    }

    func test_absolutePathStartingWithTwoSlashes_opensForReading() throws {
        let path = directory.file("slashes.sqlite")
        try SQLiteMemoRepository(path: path).close()
        let reader = try SQLiteMemoRepository(readingExistingStoreAt: "/" + path)
        reader.close()
    }

    // MARK: - Helpers

    /// A directory like /tmp: world-writable and sticky, owned by root. Needs root, to give
    /// files to another user; CI runs the tests as root.
    private func sharedStickyDirectory() throws -> String {
        try Prerequisite.require(geteuid() == 0, "needs root to make files owned by another user (CI runs as root)")
        let shared = directory.file("shared")
        XCTAssertEqual(mkdir(shared, 0o777), 0)
        XCTAssertEqual(chmod(shared, 0o1777), 0)
        return shared
    }

    private func makeStore(at path: String, ownedBy owner: uid_t, mode: mode_t) throws {
        let repository = try SQLiteMemoRepository(path: path)
        _ = try repository.create(MemoDraft(title: "planted"), for: repository.logIn(userName: "x"))
        repository.close()
        XCTAssertEqual(chown(path, owner, owner), 0)
        XCTAssertEqual(chmod(path, mode), 0)
    }

    /// The bytes of the file and of its `-wal` and `-shm` (nil when missing).
    private func snapshot(_ path: String) throws -> [String: Data?] {
        var files: [String: Data?] = [:]
        for suffix in ["", "-wal", "-shm", "-journal"] {
            files[suffix] = FileManager.default.fileExists(atPath: path + suffix) ? try directory.bytes(of: path + suffix) : nil
        }
        return files
    }

    private func assertCannotOpen<T>(_ expression: @autoclosure () throws -> T, containing text: String,
                                     file: StaticString = #filePath, line: UInt = #line) {
        assertStoreError(try expression(), file: file, line: line) {
            if case .cannotOpen(_, let reason) = $0 { return reason.contains(text) }
            return false
        }
    }

    private func rawSQL(_ path: String, _ sql: String) throws {
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        defer { sqlite3_close(handle) }
        XCTAssertEqual(sqlite3_exec(handle, sql, nil, nil, nil), SQLITE_OK)
    }

    /// Runs `sql` and closes without folding the WAL in, as a process killed after its commit leaves it.
    private func leaveWAL(_ path: String, _ sql: String) throws {
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        defer { sqlite3_close(handle) }
        XCTAssertEqual(csqlite_checkpoint_on_close(handle, 0), SQLITE_OK)
        XCTAssertEqual(sqlite3_exec(handle, sql, nil, nil, nil), SQLITE_OK)
    }

    private func pragma(_ name: String, of path: String) throws -> Int64 {
        var handle: OpaquePointer?
        var statement: OpaquePointer?
        XCTAssertEqual(sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil), SQLITE_OK)
        defer { sqlite3_close(handle) }
        XCTAssertEqual(sqlite3_prepare_v2(handle, "PRAGMA \(name)", -1, &statement, nil), SQLITE_OK)
        defer { sqlite3_finalize(statement) }
        XCTAssertEqual(sqlite3_step(statement), SQLITE_ROW)
        return sqlite3_column_int64(statement, 0)
    }
}
