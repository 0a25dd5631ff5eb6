import Foundation
import Testing
@testable import MemoStore
import TestSupport

/// A memo of another user behaves exactly like one that does not exist.
final class RepositoryIsolationTests: RepositoryContract {
    private var alice: User!
    private var bob: User!
    private var alicesMemo: Memo!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        alice = try store.logIn(userName: "alice")
        bob = try store.logIn(userName: "bob")
        alicesMemo = try store.create(MemoDraft(title: "secret plan", body: "alice only"), for: alice)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_memoId_otherUsersId_throwsMemoNotFound(_ engine: TodoEngine) throws {
        try begin(on: engine)
        assertThrows(MemoStoreError.memoNotFound(id: alicesMemo.id), try store.memo(id: alicesMemo.id, for: bob))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_otherUsersId_throwsMemoNotFoundAndChangesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        assertThrows(MemoStoreError.memoNotFound(id: alicesMemo.id),
                     try store.edit(id: alicesMemo.id, title: "hijacked", body: "x", for: bob))
        #expect(try store.memo(id: alicesMemo.id, for: alice) == alicesMemo)
        #expect(try store.history(limit: 10, for: bob).isEmpty)
        #expect(try store.search("hijacked", limit: 10, for: alice).isEmpty)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_setDone_otherUsersId_throwsMemoNotFoundAndChangesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        assertThrows(MemoStoreError.memoNotFound(id: alicesMemo.id), try store.markDone(true, id: alicesMemo.id, for: bob))
        #expect(try !(store.memo(id: alicesMemo.id, for: alice).isDone))
        #expect(try store.counts(for: alice) == MemoCounts(open: 1, done: 0))
        #expect(try store.counts(for: bob) == MemoCounts(open: 0, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_delete_otherUsersId_throwsMemoNotFoundAndKeepsMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        assertThrows(MemoStoreError.memoNotFound(id: alicesMemo.id), try store.delete(id: alicesMemo.id, for: bob))
        #expect(try store.memo(id: alicesMemo.id, for: alice) == alicesMemo)
        #expect(try store.counts(for: alice) == MemoCounts(open: 1, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_otherUsersId_errorIsIdenticalToMissingId(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let missing = alicesMemo.id + 1000
        func error(_ body: () throws -> Void) -> String {
            do { try body(); return "no error" } catch { return "\(error)".replacingOccurrences(of: "\(missing)", with: "ID")
                .replacingOccurrences(of: "\(alicesMemo.id)", with: "ID") }
        }
        #expect(error { _ = try store.memo(id: alicesMemo.id, for: bob) } == error { _ = try store.memo(id: missing, for: bob) })
        #expect(error { _ = try store.delete(id: alicesMemo.id, for: bob) } == error { _ = try store.delete(id: missing, for: bob) })
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_findsOnlyOwnMemos(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let bobsMemo = try store.create(MemoDraft(title: "secret recipe"), for: bob)
        #expect(try store.search("secret", limit: 10, for: bob).map(\.id) == [bobsMemo.id])
        #expect(try store.search("secret", limit: 10, for: alice).map(\.id) == [alicesMemo.id])
        #expect(try store.search("alice", limit: 10, for: bob).isEmpty)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_page_listsOnlyOwnMemos(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let bobsMemo = try store.create(MemoDraft(title: "bob's"), for: bob)
        for filter in MemoStatus.allCases {
            #expect(try store.page(MemoPageRequest(filter: MemoFilter(status: filter)), for: bob).memos.map(\.id) == (filter == .done ? [] : [bobsMemo.id]))
        }
        #expect(try store.page(MemoPageRequest(filter: .all), for: alice).memos == [alicesMemo])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undo_takesBackOnlyOwnChanges(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let bobsMemo = try store.create(MemoDraft(title: "bob's"), for: bob)
        // Alice's change is the most recent in the store, but Bob's undo must not touch it.
        _ = try store.markDone(true, id: alicesMemo.id, for: alice)
        let undone = try store.undoLastChange(for: bob)
        #expect(undone.kind == .add)
        assertThrows(MemoStoreError.memoNotFound(id: bobsMemo.id), try store.memo(id: bobsMemo.id, for: bob))
        #expect(try store.memo(id: alicesMemo.id, for: alice).isDone)
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: bob))
        #expect(try store.history(limit: 10, for: alice).count == 2)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_export_visitsOnlyOwnMemos(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "bob's"), for: bob)
        #expect(try allMemos(of: alice) == [alicesMemo])
        #expect(try allMemos(of: bob).map(\.title) == ["bob's"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_history_andCounts_areKeptPerUser(_ engine: TodoEngine) throws {
        try begin(on: engine)
        #expect(try store.history(limit: 10, for: bob).isEmpty)
        #expect(try store.counts(for: bob) == MemoCounts(open: 0, done: 0))
        #expect(try store.history(limit: 10, for: alice).count == 1)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_sameUUIDForAnotherUser_isAddedNotSkipped(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let summary = try store.importMemos(for: bob, from: draftFeed([MemoDraft(uuid: alicesMemo.uuid, title: "copy")]))
        #expect(summary == ImportSummary(added: 1, skipped: 0))
        #expect(try allMemos(of: bob).map(\.uuid) == [alicesMemo.uuid])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoImport_ofOneUser_leavesOtherUsersMemosInBetween(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: bob, from: draftFeed([MemoDraft(title: "b1"), MemoDraft(title: "b2")]))
        _ = try store.create(MemoDraft(title: "alice later"), for: alice)
        _ = try store.undoLastChange(for: bob)
        #expect(try allMemos(of: bob).isEmpty)
        #expect(try allMemos(of: alice).map(\.title) == ["secret plan", "alice later"])
    }
}
