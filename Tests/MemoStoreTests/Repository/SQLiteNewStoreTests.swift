import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A new store filled aside (`SQLiteNewStore`) and put in place whole, or not at all.
final class SQLiteNewStoreTests: XCTestCase {
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

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.file("")).sorted()
    }

    /// Imports three memos (one tagged, one waiting on another) into `store`.
    private func fill(_ store: SQLiteNewStore) throws {
        let repository = store.repository
        let user = try repository.logIn(userName: "alice")
        var tagged = MemoDraft(uuid: "00000000-0000-4000-8000-000000000001", title: "buy milk")
        tagged.tags = ["home"]
        var waiting = MemoDraft(title: "pay rent")
        waiting.depends = ["00000000-0000-4000-8000-000000000001"]
        let summary = try repository.asOneCommand(.import, for: user) {
            try repository.importMemos(for: user, from: draftFeed([tagged, waiting, MemoDraft(title: "call mom")]))
        }
        XCTAssertEqual(summary.added, 3)
    }

    // MARK: - Tests

    func test_publish_putsTheFilledStoreInPlace_asAPrivateWALStore_withNothingBeside() throws {
        let path = directory.file("new/memos.sqlite")
        let store = try SQLiteNewStore(at: path)
        try fill(store)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "nobody sees the store before it is published")

        try store.publish()

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.file("new")), ["memos.sqlite"])
        XCTAssertEqual(try directory.permissions(of: path), 0o600)
        let header = try directory.bytes(of: path)
        XCTAssertEqual([header[18], header[19]], [2, 2], "a WAL store, as every store is")
        let repository = try SQLiteMemoRepository(path: path)
        defer { repository.close() }
        let user = try repository.logIn(userName: "alice")
        XCTAssertEqual(try repository.search("milk", filter: MemoFilter(), limit: 10, for: user).map(\.title), ["buy milk"])
        XCTAssertEqual(try repository.connection.firstRow("PRAGMA integrity_check") { $0.string(0) }, "ok")
        XCTAssertEqual(try repository.connection.firstRow("SELECT count(*) FROM memo_tags") { $0.int64(0) }, 1)
        XCTAssertEqual(try repository.connection.firstRow("SELECT blocked FROM memos WHERE title = 'pay rent'") { $0.int64(0) }, 1)
        XCTAssertEqual(try repository.undoLastChange(for: user).memoCount, 3)
        XCTAssertEqual(try repository.counts(for: user).open, 0)
    }

    func test_publish_whenAnotherStoreAppearedMeanwhile_throws_andLeavesThatStoreAsItWas() throws {
        let path = directory.file("memos.sqlite")
        var store: SQLiteNewStore? = try SQLiteNewStore(at: path)
        try fill(store!)
        let other = try SQLiteMemoRepository(path: path)
        let user = try other.logIn(userName: "bob")
        _ = try other.create(MemoDraft(title: "bob's"), for: user)
        other.close()
        let before = try directory.bytes(of: path)

        XCTAssertThrowsError(try store!.publish()) { error in
            guard let made = error as? SQLiteStoreMadeMeanwhile else { return XCTFail("\(error)") }
            XCTAssertEqual(made.path, path)
        }
        store = nil

        XCTAssertEqual(try directory.bytes(of: path), before)
        XCTAssertEqual(try names(), ["memos.sqlite"])
    }

    func test_aStoreNeverPublished_leavesNoFile() throws {
        var store: SQLiteNewStore? = try SQLiteNewStore(at: directory.file("memos.sqlite"))
        try fill(store!)

        store = nil

        XCTAssertEqual(try names(), [])
    }

    func test_publish_refusesARowWithoutItsParent_andPutsNothingInPlace() throws {
        let path = directory.file("memos.sqlite")
        let store = try SQLiteNewStore(at: path)
        try fill(store)
        // The changes' user_id references users: no user 99.
        try store.repository.connection.execute("UPDATE changes SET user_id = 99")

        XCTAssertThrowsError(try store.publish()) { error in
            guard case MemoStoreError.engine(let text) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(text.contains("without their parent row"), text)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
