import XCTest
@testable import MemoStore
import TestSupport

/// `undoLastChange` for every kind of change, and the history's depth.
class RepositoryUndoTests: RepositoryContractTestCase {
    private var user: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        user = try store.logIn(userName: "alice")
    }

    func test_undo_nothingRecorded_throwsNothingToUndo() {
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: user))
    }

    func test_undoAdd_removesTheMemo() throws {
        let kept = try store.create(MemoDraft(title: "kept"), for: user)
        let added = try store.create(MemoDraft(title: "added", isDone: true), for: user)
        let undone = try store.undoLastChange(for: user)
        XCTAssertEqual(undone.kind, .add)
        XCTAssertEqual(undone.firstMemo, MemoReference(id: added.id, title: "added"))
        assertThrows(MemoStoreError.memoNotFound(id: added.id), try store.memo(id: added.id, for: user))
        XCTAssertEqual(try allMemos(of: user), [kept])
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
        XCTAssertEqual(try store.history(limit: 10, for: user).map(\.kind), [.add])
    }

    func test_undoAdd_thenCreate_doesNotReuseTheId() throws {
        let added = try store.create(MemoDraft(title: "added"), for: user)
        _ = try store.undoLastChange(for: user)
        XCTAssertGreaterThan(try store.create(MemoDraft(title: "next"), for: user).id, added.id)
    }

    func test_undoEdit_restoresTitleBodyAndUpdated() throws {
        // given
        let memo = try store.create(oldDraft("old title", body: "old body"), for: user)
        let edited = try store.edit(id: memo.id, title: "new title", body: "new body", for: user)
        XCTAssertNotEqual(edited.updated, memo.updated)
        // when
        let undone = try store.undoLastChange(for: user)
        // then
        XCTAssertEqual(undone.kind, .edit)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
        XCTAssertEqual(try store.search("new", limit: 5, for: user), [])
        XCTAssertEqual(try store.search("old", limit: 5, for: user), [memo])
    }

    func test_undoDone_restoresOpenAndUpdatedAndCounts() throws {
        let memo = try store.create(oldDraft("task"), for: user)
        _ = try store.markDone(true, id: memo.id, for: user)
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .done)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
    }

    func test_undoUndone_restoresDoneAndUpdatedAndCounts() throws {
        let memo = try store.create(oldDraft("task", isDone: true), for: user)
        _ = try store.markDone(false, id: memo.id, for: user)
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .undone)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 1))
    }

    func test_undoRm_restoresSameIdUUIDAndEverything() throws {
        // given
        let memo = try store.create(oldDraft("to delete", body: "body", isDone: true, uuid: "fixed-uuid"), for: user)
        _ = try store.create(MemoDraft(title: "newer"), for: user)
        _ = try store.delete(id: memo.id, for: user)
        // when
        let undone = try store.undoLastChange(for: user)
        // then
        XCTAssertEqual(undone.kind, .rm)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 1))
        XCTAssertEqual(try store.search("delete", limit: 5, for: user), [memo])
        XCTAssertEqual(try allMemos(of: user).map(\.title), ["to delete", "newer"])
    }

    func test_undoRm_ofHighestId_thenCreate_doesNotCollide() throws {
        let memo = try store.create(MemoDraft(title: "highest"), for: user)
        _ = try store.delete(id: memo.id, for: user)
        _ = try store.undoLastChange(for: user)
        let next = try store.create(MemoDraft(title: "next"), for: user)
        XCTAssertGreaterThan(next.id, memo.id)
        XCTAssertEqual(try store.memo(id: memo.id, for: user).title, "highest")
    }

    func test_undoImport_removesExactlyWhatItAdded() throws {
        // given: memos before, an import that skips a known uuid, a memo of another user after
        let before = try store.create(MemoDraft(uuid: "known", title: "before"), for: user)
        let bob = try store.logIn(userName: "bob")
        let drafts = [MemoDraft(title: "i1"), MemoDraft(uuid: "known", title: "dup"), MemoDraft(title: "i2", isDone: true)]
        XCTAssertEqual(try store.importMemos(for: user, from: draftFeed(drafts)), ImportSummary(added: 2, skipped: 1))
        let bobs = try store.create(MemoDraft(title: "bob's"), for: bob)
        // when
        let undone = try store.undoLastChange(for: user)
        // then
        XCTAssertEqual(undone.kind, .import)
        XCTAssertEqual(undone.memoCount, 2)
        XCTAssertEqual(try allMemos(of: user), [before])
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
        XCTAssertEqual(try allMemos(of: bob), [bobs])
    }

    func test_undoImport_afterOneImportedMemoWasDeletedAndRestored_removesAll() throws {
        _ = try store.importMemos(for: user, from: draftFeed([MemoDraft(title: "a"), MemoDraft(title: "b"), MemoDraft(title: "c")]))
        let middle = try XCTUnwrap(try allMemos(of: user).dropFirst().first)
        _ = try store.delete(id: middle.id, for: user)
        _ = try store.undoLastChange(for: user)
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try allMemos(of: user), [])
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 0))
    }

    func test_undo_walksBackSeveralSteps_toTheStart() throws {
        // given
        let memo = try store.create(oldDraft("v1", body: "b1"), for: user)
        let afterEdit = try store.edit(id: memo.id, title: "v2", body: nil, for: user)
        let afterDone = try store.markDone(true, id: memo.id, for: user)
        _ = try store.edit(id: memo.id, title: "v3", body: "b3", for: user)
        _ = try store.delete(id: memo.id, for: user)
        // when / then
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .rm)
        XCTAssertEqual(try store.memo(id: memo.id, for: user).title, "v3")
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .edit)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), afterDone)
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .done)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), afterEdit)
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .edit)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .add)
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try store.memo(id: memo.id, for: user))
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: user))
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 0))
        XCTAssertEqual(try store.history(limit: 10, for: user), [])
    }

    func test_undo_returnsTheEntryHistoryShowed() throws {
        _ = try store.create(MemoDraft(title: "a"), for: user)
        let newest = try XCTUnwrap(try store.history(limit: 1, for: user).first)
        XCTAssertEqual(try store.undoLastChange(for: user), newest)
    }

    func test_undo_survivesReopen() throws {
        let memo = try store.create(oldDraft("before"), for: user)
        _ = try store.edit(id: memo.id, title: "after", body: nil, for: user)
        try reopen()
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
    }

    func test_history_keepsOnlyHistoryDepthEntries_andUndoStopsThere() throws {
        // given: one more command than the history keeps
        let depth = MemoLimits.historyDepth
        var ids: [Int64] = []
        for index in 0...depth {
            ids.append(try store.create(MemoDraft(title: "m\(index)"), for: user).id)
        }
        // then
        let history = try store.history(limit: depth + 10, for: user)
        XCTAssertEqual(history.count, depth)
        XCTAssertEqual(history.last?.firstMemo?.id, ids[1])
        // when everything recorded is undone
        for _ in 0..<depth { _ = try store.undoLastChange(for: user) }
        // then the oldest command can no longer be undone
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: user))
        XCTAssertEqual(try allMemos(of: user).map(\.id), [ids[0]])
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
    }

    func test_history_depthIsPerUser() throws {
        let bob = try store.logIn(userName: "bob")
        _ = try store.create(MemoDraft(title: "bob's"), for: bob)
        for index in 0..<(MemoLimits.historyDepth + 1) {
            _ = try store.create(MemoDraft(title: "a\(index)"), for: user)
        }
        XCTAssertEqual(try store.history(limit: 10, for: bob).count, 1)
    }
}
