import Foundation
import XCTest
@testable import MemoStore
import TestSupport

/// A memo of another user behaves exactly like one that does not exist.
class RepositoryIsolationTests: RepositoryContractTestCase {
    private var alice: User!
    private var bob: User!
    private var alicesMemo: Memo!

    override func setUpWithError() throws {
        try super.setUpWithError()
        alice = try store.logIn(userName: "alice")
        bob = try store.logIn(userName: "bob")
        alicesMemo = try store.create(MemoDraft(title: "secret plan", body: "alice only"), for: alice)
    }

    func test_memoId_otherUsersId_throwsMemoNotFound() {
        assertThrows(MemoStoreError.memoNotFound(id: alicesMemo.id), try store.memo(id: alicesMemo.id, for: bob))
    }

    func test_update_otherUsersId_throwsMemoNotFoundAndChangesNothing() throws {
        assertThrows(MemoStoreError.memoNotFound(id: alicesMemo.id),
                     try store.edit(id: alicesMemo.id, title: "hijacked", body: "x", for: bob))
        XCTAssertEqual(try store.memo(id: alicesMemo.id, for: alice), alicesMemo)
        XCTAssertTrue(try store.history(limit: 10, for: bob).isEmpty)
        XCTAssertTrue(try store.search("hijacked", limit: 10, for: alice).isEmpty)
    }

    func test_setDone_otherUsersId_throwsMemoNotFoundAndChangesNothing() throws {
        assertThrows(MemoStoreError.memoNotFound(id: alicesMemo.id), try store.markDone(true, id: alicesMemo.id, for: bob))
        XCTAssertFalse(try store.memo(id: alicesMemo.id, for: alice).isDone)
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 1, done: 0))
        XCTAssertEqual(try store.counts(for: bob), MemoCounts(open: 0, done: 0))
    }

    func test_delete_otherUsersId_throwsMemoNotFoundAndKeepsMemo() throws {
        assertThrows(MemoStoreError.memoNotFound(id: alicesMemo.id), try store.delete(id: alicesMemo.id, for: bob))
        XCTAssertEqual(try store.memo(id: alicesMemo.id, for: alice), alicesMemo)
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 1, done: 0))
    }

    func test_otherUsersId_errorIsIdenticalToMissingId() throws {
        let missing = alicesMemo.id + 1000
        func error(_ body: () throws -> Void) -> String {
            do { try body(); return "no error" } catch { return "\(error)".replacingOccurrences(of: "\(missing)", with: "ID")
                .replacingOccurrences(of: "\(alicesMemo.id)", with: "ID") }
        }
        XCTAssertEqual(error { _ = try store.memo(id: alicesMemo.id, for: bob) }, error { _ = try store.memo(id: missing, for: bob) })
        XCTAssertEqual(error { _ = try store.delete(id: alicesMemo.id, for: bob) }, error { _ = try store.delete(id: missing, for: bob) })
    }

    func test_search_findsOnlyOwnMemos() throws {
        let bobsMemo = try store.create(MemoDraft(title: "secret recipe"), for: bob)
        XCTAssertEqual(try store.search("secret", limit: 10, for: bob).map(\.id), [bobsMemo.id])
        XCTAssertEqual(try store.search("secret", limit: 10, for: alice).map(\.id), [alicesMemo.id])
        XCTAssertTrue(try store.search("alice", limit: 10, for: bob).isEmpty)
    }

    func test_page_listsOnlyOwnMemos() throws {
        let bobsMemo = try store.create(MemoDraft(title: "bob's"), for: bob)
        for filter in MemoStatus.allCases {
            XCTAssertEqual(try store.page(MemoPageRequest(filter: MemoFilter(status: filter)), for: bob).memos.map(\.id),
                           filter == .done ? [] : [bobsMemo.id])
        }
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all), for: alice).memos, [alicesMemo])
    }

    func test_undo_takesBackOnlyOwnChanges() throws {
        let bobsMemo = try store.create(MemoDraft(title: "bob's"), for: bob)
        // Alice's change is the most recent in the store, but Bob's undo must not touch it.
        _ = try store.markDone(true, id: alicesMemo.id, for: alice)
        let undone = try store.undoLastChange(for: bob)
        XCTAssertEqual(undone.kind, .add)
        assertThrows(MemoStoreError.memoNotFound(id: bobsMemo.id), try store.memo(id: bobsMemo.id, for: bob))
        XCTAssertTrue(try store.memo(id: alicesMemo.id, for: alice).isDone)
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: bob))
        XCTAssertEqual(try store.history(limit: 10, for: alice).count, 2)
    }

    func test_export_visitsOnlyOwnMemos() throws {
        _ = try store.create(MemoDraft(title: "bob's"), for: bob)
        XCTAssertEqual(try allMemos(of: alice), [alicesMemo])
        XCTAssertEqual(try allMemos(of: bob).map(\.title), ["bob's"])
    }

    func test_history_andCounts_areKeptPerUser() throws {
        XCTAssertTrue(try store.history(limit: 10, for: bob).isEmpty)
        XCTAssertEqual(try store.counts(for: bob), MemoCounts(open: 0, done: 0))
        XCTAssertEqual(try store.history(limit: 10, for: alice).count, 1)
    }

    func test_import_sameUUIDForAnotherUser_isAddedNotSkipped() throws {
        let summary = try store.importMemos(for: bob, from: draftFeed([MemoDraft(uuid: alicesMemo.uuid, title: "copy")]))
        XCTAssertEqual(summary, ImportSummary(added: 1, skipped: 0))
        XCTAssertEqual(try allMemos(of: bob).map(\.uuid), [alicesMemo.uuid])
    }

    func test_undoImport_ofOneUser_leavesOtherUsersMemosInBetween() throws {
        _ = try store.importMemos(for: bob, from: draftFeed([MemoDraft(title: "b1"), MemoDraft(title: "b2")]))
        _ = try store.create(MemoDraft(title: "alice later"), for: alice)
        _ = try store.undoLastChange(for: bob)
        XCTAssertTrue(try allMemos(of: bob).isEmpty)
        XCTAssertEqual(try allMemos(of: alice).map(\.title), ["secret plan", "alice later"])
    }
}
