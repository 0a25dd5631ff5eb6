import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// What only the SQLite engine promises: its file, its read-only mode, its WAL, its history
/// tables, and that a connection released without `close()` is closed.
final class SQLiteRepositoryTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: SQLiteMemoRepository!
    private var storePath: String { directory.file("memos.sqlite") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        store = try SQLiteMemoRepository(path: storePath)
    }

    override func tearDownWithError() throws {
        store = nil
        directory = nil
        try super.tearDownWithError()
    }

    func test_repositoryReleasedWithoutClose_releasesAndClosesItsConnection() throws {
        // given a connection whose statement cache is in use
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "cached statements"), for: user)
        _ = try store.page(MemoPageRequest(), for: user)
        weak let connection = store.connection
        XCTAssertNotNil(connection)
        // when
        store = nil
        // then the statements did not keep it alive, and closing folded the WAL away
        XCTAssertNil(connection)
        XCTAssertFalse(FileManager.default.fileExists(atPath: storePath + "-wal"))
        let reopened = try SQLiteMemoRepository(readingExistingStoreAt: storePath)
        XCTAssertEqual(try reopened.counts(for: user), MemoCounts(open: 1, done: 0))
    }

    func test_persistence_closeLeavesNoWAL_andFileReopensInAnotherRepository() throws {
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "kept"), for: user)
        store.close()
        XCTAssertFalse(FileManager.default.fileExists(atPath: storePath + "-wal"))
        let reader = try SQLiteMemoRepository(readingExistingStoreAt: storePath)
        defer { reader.close() }
        var titles: [String] = []
        try reader.exportMemos(for: user) { titles.append($0.title) }
        XCTAssertEqual(titles, ["kept"])
            }

    func test_readOnlyStore_refusesWrites_andAnUnknownUserReadsAsEmpty() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "kept"), for: user)
        store = nil
        let reader = try SQLiteMemoRepository(readingExistingStoreAt: storePath)
        defer { reader.close() }
        XCTAssertEqual(try reader.logIn(userName: "alice"), user)
        let newcomer = try reader.logIn(userName: "nobody")
        XCTAssertEqual(try reader.page(MemoPageRequest(limit: 10), for: newcomer).memos, [])
        XCTAssertEqual(try reader.counts(for: newcomer), MemoCounts(open: 0, done: 0))
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try reader.memo(id: memo.id, for: newcomer))
        assertThrows(MemoStoreError.readOnly(path: storePath), try reader.create(MemoDraft(title: "x"), for: newcomer))
        assertThrows(MemoStoreError.readOnly(path: storePath), try reader.create(MemoDraft(title: "x"), for: user))
        assertThrows(MemoStoreError.readOnly(path: storePath), try reader.delete(id: memo.id, for: user))
        XCTAssertEqual(try reader.memo(id: memo.id, for: user), memo)
            }

    func test_readOnlyStore_missingFile_throwsCannotOpenAndCreatesNothing() throws {
        let path = directory.file("absent.sqlite")
        assertStoreError(try SQLiteMemoRepository(readingExistingStoreAt: path)) {
            if case .cannotOpen(let errorPath, _) = $0 { return errorPath == path }
            return false
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func test_history_pruningDropsSavedMemosOfPrunedEntries() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "m"), for: user)
        for index in 0..<(MemoLimits.historyDepth + 5) {
            _ = try store.edit(id: memo.id, title: "t\(index)", body: nil, for: user)
        }
        let saved = try store.connection.firstRow("SELECT count(*) FROM change_memos") { $0.int64(0) }
        XCTAssertEqual(saved, Int64(MemoLimits.historyDepth))
    }

    func test_unwritableLocation_isACannotOpenError() throws {
        XCTAssertThrowsError(try SQLiteMemoRepository(path: "/proc/memostore-tests/memos.sqlite")) {
            guard case .cannotOpen(let path, _)? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, "/proc/memostore-tests/memos.sqlite")
        }
    }
}
