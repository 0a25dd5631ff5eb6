import CSQLite
import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Issue 13, items 2, 7 and 8: what may be opened as a store, and how a new one is made.
final class StorePathHardeningTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    // MARK: - Not a regular file

    func test_fifo_isRefusedWithoutBlocking_forWritingAndReading() throws {
        let path = directory.file("fifo")
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        assertCannotOpen(try SQLiteMemoRepository(path: path), containing: "FIFO")
        assertCannotOpen(try SQLiteMemoRepository(readingExistingStoreAt: path), containing: "FIFO")
    }

    func test_characterDevice_devNull_isRefused() throws {
        assertCannotOpen(try SQLiteMemoRepository(path: "/dev/null"), containing: "device")
        assertCannotOpen(try SQLiteMemoRepository(readingExistingStoreAt: "/dev/null"), containing: "device")
    }

    func test_socket_isRefused() throws {
        let path = directory.file("socket")
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        assertCannotOpen(try SQLiteMemoRepository(path: path), containing: "socket")
    }

    func test_aNewPathEndingInASlash_isRefused_andNoDirectoryIsMadeForIt() throws {
        let path = directory.file("trail") + "/"
        assertCannotOpen(try SQLiteMemoRepository(path: path), containing: "directory")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.file("trail")))
    }

    func test_danglingSymlink_isRefused_andNothingIsCreatedThroughIt() throws {
        let target = directory.file("elsewhere.sqlite")
        let link = directory.file("link.sqlite")
        XCTAssertEqual(symlink(target, link), 0)
        assertCannotOpen(try SQLiteMemoRepository(path: link), containing: "symbolic link")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }

    func test_symlinkedWAL_isRefused_andLeftAlone() throws {
        let path = directory.file("memos.sqlite")
        try SQLiteMemoRepository(path: path).close()
        let elsewhere = directory.file("elsewhere")
        XCTAssertEqual(symlink(elsewhere, path + "-wal"), 0)
        assertCannotOpen(try SQLiteMemoRepository(path: path), containing: "-wal is a symbolic link")
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere))
    }

    // MARK: - Creating

    func test_newStore_andItsWALAndSHM_are0600_evenWithAPermissiveUmask() throws {
        let path = directory.file("memos.sqlite")
        let old = umask(0)
        defer { umask(old) }
        let repository = try SQLiteMemoRepository(path: path)
        defer { repository.close() }
        _ = try repository.create(MemoDraft(title: "x"), for: repository.logIn(userName: "alice"))
        for file in [path, path + "-wal", path + "-shm"] {
            XCTAssertEqual(try directory.permissions(of: file), 0o600, file)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       ["memos.sqlite", "memos.sqlite-shm", "memos.sqlite-wal"], "no temporary file is left behind")
    }

    func test_newStore_isMarkedWithTodosApplicationID() throws {
        let path = directory.file("memos.sqlite")
        try SQLiteMemoRepository(path: path).close()
        XCTAssertEqual(try pragma("application_id", of: path), 0x544F_444F)
        XCTAssertEqual(try pragma("user_version", of: path), Int64(SQLiteSchema.currentVersion))
    }

    func test_freshFile_openedByFourThreadsAtOnce_thirtyRounds_neverRefused() throws {
        try assertFourThreadsOpenAndAdd(rounds: 30) { _ in }
    }

    /// A store whose last writer left its WAL (frames and `-shm`) is checked first through a
    /// connection that maps the `-shm` read-only. One process's connections to a file share
    /// one mapping, made by the first: a writer opened meanwhile in another thread shared the
    /// check's and was refused as read-only.
    func test_storeWithALeftWAL_openedByFourThreadsAtOnce_thirtyRounds_neverRefused() throws {
        try assertFourThreadsOpenAndAdd(rounds: 30) { try makeStoreLeavingItsWAL(at: $0) }
    }

    /// A reader of a store left with its WAL used to map the `-shm` read-only, and a writer
    /// this process opened on the same file while the reader was open shared that mapping.
    func test_aWriterOpenedWhileAReaderIsOpen_canWrite_andTheReaderReadsOn() throws {
        // given: a store whose last writer left its WAL, and a reader open on it
        let path = directory.file("memos.sqlite")
        try makeStoreLeavingItsWAL(at: path)
        let reader = try SQLiteMemoRepository(readingExistingStoreAt: path)
        let readersAlice = try reader.logIn(userName: "alice")
        XCTAssertEqual(try reader.counts(for: readersAlice).open, 1)
        // when
        let second = try SQLiteMemoRepository(path: path)
        let created = try second.create(MemoDraft(title: "added beside the reader"), for: second.logIn(userName: "alice"))
        // then
        XCTAssertEqual(try second.memo(id: created.id, for: second.logIn(userName: "alice")).title, "added beside the reader")
        XCTAssertEqual(try reader.counts(for: readersAlice).open, 2)
        XCTAssertThrowsError(try reader.create(MemoDraft(title: "never"), for: readersAlice))
    }

    /// CI saw "a symbolic link to a missing file" for a store another process had just linked
    /// into place: the path was looked up twice and changed in between. Here a store appears
    /// and disappears as fast as a thread can link it while the path is checked.
    func test_storeLinkedIntoPlaceWhileChecked_isNeverTakenForADanglingLink() throws {
        let source = directory.file("made.sqlite")
        try SQLiteMemoRepository(path: source).close()
        let path = directory.file("appearing.sqlite")
        let linker = Linker()
        let started = DispatchSemaphore(value: 0)
        let stopped = DispatchSemaphore(value: 0)
        Thread {
            var first = true
            while linker.isOn {
                link(source, path)
                unlink(path)
                linker.countCycle()
                if first { started.signal() }
                first = false
            }
            stopped.signal()
        }.start()
        defer {
            linker.turnOff()
            stopped.wait()
        }
        // The checks race the linker only while both run; on a loaded machine either thread
        // may wait long for a core. So the checks go on until the store was seen at least once
        // (the proof that the race was run), and only a million checks against a million
        // links, none of which saw the store, fail the test: a bound on what both threads
        // did, not on how long one ran, so a thread left without a core only makes it wait.
        started.wait()
        var seen = 0
        var checks = 0
        while checks < 20_000 || seen == 0 {
            checks += 1
            do {
                if try StoreFile.existing(path) != nil { seen += 1 }
            } catch {
                XCTFail("check \(checks): \(error)")
                return
            }
            if seen == 0, checks >= 1_000_000, linker.cycles >= 1_000_000 {
                XCTFail("a million checks against a million links never saw the store; the test proved nothing")
                return
            }
        }
    }

    // MARK: - Whose database

    func test_otherProgramsDatabase_withMatchingUserVersion_isRefusedAndLeftByteIdentical() throws {
        let path = directory.file("other.sqlite")
        try rawSQL(path, "CREATE TABLE accounts(id INTEGER PRIMARY KEY); PRAGMA user_version = 1")
        let before = try directory.bytes(of: path)
        assertStoreError(try SQLiteMemoRepository(path: path)) { $0 == .notADatabase(path: path) }
        XCTAssertEqual(try directory.bytes(of: path), before)
    }

    func test_databaseWithAnotherApplicationID_isRefused_evenWithTodosTables() throws {
        let path = directory.file("other.sqlite")
        try SQLiteMemoRepository(path: path).close()
        try rawSQL(path, "PRAGMA application_id = 1234")
        let before = try directory.bytes(of: path)
        assertStoreError(try SQLiteMemoRepository(path: path)) { $0 == .notADatabase(path: path) }
        assertStoreError(try SQLiteMemoRepository(readingExistingStoreAt: path)) { $0 == .notADatabase(path: path) }
        XCTAssertEqual(try directory.bytes(of: path), before)
    }

    func test_versionOneStoreWithoutTheMark_opens_andGetsTheMark() throws {
        let path = directory.file("v1.sqlite")
        let repository = try SQLiteMemoRepository(path: path)
        let alice = try repository.logIn(userName: "alice")
        let memo = try repository.create(MemoDraft(title: "from the last release"), for: alice)
        repository.close()
        try rawSQL(path, "PRAGMA application_id = 0")  // as today's release wrote it

        let reader = try SQLiteMemoRepository(readingExistingStoreAt: path)
        XCTAssertEqual(try reader.memo(id: memo.id, for: alice).title, "from the last release")
        reader.close()
        let reopened = try SQLiteMemoRepository(path: path)
        XCTAssertEqual(try reopened.memo(id: memo.id, for: alice).title, "from the last release")
        reopened.close()
        XCTAssertEqual(try pragma("application_id", of: path), 0x544F_444F)
    }

    // MARK: - Helpers

    /// For each round, a path made ready by `prepare` (left empty, for a new store), then four
    /// threads at once each opening the store there and adding a memo: fails on any refusal.
    private func assertFourThreadsOpenAndAdd(
        rounds: Int, after prepare: (String) throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for round in 0..<rounds {
            let path = directory.file("round\(round)/memos.sqlite")
            try prepare(path)
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                do {
                    let repository = try SQLiteMemoRepository(path: path)
                    defer { repository.close() }
                    _ = try repository.create(MemoDraft(title: "t\(thread)"), for: repository.logIn(userName: "alice"))
                } catch {
                    failures.add("\(error)")
                }
            }
            XCTAssertEqual(failures.all, [], "round \(round)", file: file, line: line)
            if !failures.all.isEmpty { return }
        }
    }

    /// A store at `path` holding one memo of alice's, closed the way a killed writer leaves
    /// it: its WAL not folded in, frames and `-shm` beside it.
    private func makeStoreLeavingItsWAL(at path: String) throws {
        let writer = try SQLiteMemoRepository(path: path)
        _ = try writer.create(MemoDraft(title: "left in the WAL"), for: writer.logIn(userName: "alice"))
        writer.connection.setCheckpointsOnClose(false)
        writer.close()
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
        XCTAssertEqual(sqlite3_exec(handle, sql + "; PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil), SQLITE_OK)
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

/// Error descriptions from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var all: [String] { lock.withLock { stored } }
    func add(_ failure: String) { lock.withLock { stored.append(failure) } }
}

/// The linking thread's switch and how many link-unlink cycles it has made.
private final class Linker: @unchecked Sendable {
    private let lock = NSLock()
    private var on = true
    private var count = 0
    var isOn: Bool { lock.withLock { on } }
    var cycles: Int { lock.withLock { count } }
    func turnOff() { lock.withLock { on = false } }
    func countCycle() { lock.withLock { count += 1 } }
}
