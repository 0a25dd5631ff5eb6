import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Issue 25: a store replaced under an open repository (a backup moved over it, its `-wal`
/// and `-shm` removed) is never written through the old file, whose ids would be given again.
final class StoreReplacementTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    func test_aWrite_afterTheStoreWasReplaced_isRefused_andTheNewFileIsUntouched() throws {
        // given a backup of a store with one memo, and the store open with a second one
        let path = directory.file("memos.sqlite")
        let backup = directory.file("backup.sqlite")
        do {
            let first = try SQLiteMemoRepository(path: path)
            _ = try first.create(MemoDraft(title: "one"), for: try first.logIn(userName: "alice"))
        }
        try FileManager.default.copyItem(atPath: path, toPath: backup)
        let store = try SQLiteMemoRepository(path: path)
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "two"), for: user)
        // when the backup is moved over it, as `cp backup new && mv new store && rm -wal -shm` does
        let staged = directory.file("new.sqlite")
        try FileManager.default.copyItem(atPath: backup, toPath: staged)
        XCTAssertEqual(rename(staged, path), 0)
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
        let replaced = try directory.bytes(of: path)
        // then every write says so and writes nothing, into either file
        XCTAssertThrowsError(try store.create(MemoDraft(title: "three"), for: user)) {
            XCTAssertEqual($0 as? MemoStoreError, .replaced(path: path))
        }
        XCTAssertThrowsError(try store.setDone(true, ids: [1], timeZone: .utc, for: user)) {
            XCTAssertEqual($0 as? MemoStoreError, .replaced(path: path))
        }
        XCTAssertEqual(try directory.bytes(of: path), replaced)
        store.close()
        let reopened = try SQLiteMemoRepository(path: path)
        let memo = try reopened.create(MemoDraft(title: "three"), for: try reopened.logIn(userName: "alice"))
        XCTAssertEqual(memo.id, 2)
    }

    func test_aWrite_afterTheStoreWasRemoved_isRefused() throws {
        let path = directory.file("memos.sqlite")
        let store = try SQLiteMemoRepository(path: path)
        let user = try store.logIn(userName: "alice")
        XCTAssertEqual(unlink(path), 0)
        XCTAssertThrowsError(try store.create(MemoDraft(title: "lost"), for: user)) {
            XCTAssertEqual($0 as? MemoStoreError, .replaced(path: path))
        }
    }
}
