import Testing
@testable import MemoStore
import TestSupport

/// `undoLastChange` for every kind of change, and the history's depth.
final class RepositoryUndoTests: RepositoryContract {
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undo_nothingRecorded_throwsNothingToUndo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: user))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoAdd_removesTheMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let kept = try store.create(MemoDraft(title: "kept"), for: user)
        let added = try store.create(MemoDraft(title: "added", isDone: true), for: user)
        let undone = try store.undoLastChange(for: user)
        #expect(undone.kind == .add)
        #expect(undone.firstMemo == MemoReference(id: added.id, title: "added"))
        assertThrows(MemoStoreError.memoNotFound(id: added.id), try store.memo(id: added.id, for: user))
        #expect(try allMemos(of: user) == [kept])
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
        #expect(try store.history(limit: 10, for: user).map(\.kind) == [.add])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoAdd_thenCreate_doesNotReuseTheId(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let added = try store.create(MemoDraft(title: "added"), for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try store.create(MemoDraft(title: "next"), for: user).id > added.id)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoEdit_restoresTitleBodyAndUpdated(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let memo = try store.create(oldDraft("old title", body: "old body"), for: user)
        let edited = try store.edit(id: memo.id, title: "new title", body: "new body", for: user)
        #expect(edited.updated != memo.updated)
        // when
        let undone = try store.undoLastChange(for: user)
        // then
        #expect(undone.kind == .edit)
        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try store.search("new", limit: 5, for: user) == [])
        #expect(try store.search("old", limit: 5, for: user) == [memo])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoDone_restoresOpenAndUpdatedAndCounts(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(oldDraft("task"), for: user)
        _ = try store.markDone(true, id: memo.id, for: user)
        #expect(try store.undoLastChange(for: user).kind == .done)
        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoUndone_restoresDoneAndUpdatedAndCounts(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(oldDraft("task", isDone: true), for: user)
        _ = try store.markDone(false, id: memo.id, for: user)
        #expect(try store.undoLastChange(for: user).kind == .undone)
        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 1))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoRm_restoresSameIdUUIDAndEverything(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let memo = try store.create(oldDraft("to delete", body: "body", isDone: true, uuid: "fixed-uuid"), for: user)
        _ = try store.create(MemoDraft(title: "newer"), for: user)
        _ = try store.delete(id: memo.id, for: user)
        // when
        let undone = try store.undoLastChange(for: user)
        // then
        #expect(undone.kind == .rm)
        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 1))
        #expect(try store.search("delete", limit: 5, for: user) == [memo])
        #expect(try allMemos(of: user).map(\.title) == ["to delete", "newer"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoRm_ofHighestId_thenCreate_doesNotCollide(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "highest"), for: user)
        _ = try store.delete(id: memo.id, for: user)
        _ = try store.undoLastChange(for: user)
        let next = try store.create(MemoDraft(title: "next"), for: user)
        #expect(next.id > memo.id)
        #expect(try store.memo(id: memo.id, for: user).title == "highest")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoImport_removesExactlyWhatItAdded(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: memos before, an import that skips a known uuid, a memo of another user after
        let before = try store.create(MemoDraft(uuid: "known", title: "before"), for: user)
        let bob = try store.logIn(userName: "bob")
        let drafts = [MemoDraft(title: "i1"), MemoDraft(uuid: "known", title: "dup"), MemoDraft(title: "i2", isDone: true)]
        #expect(try store.importMemos(for: user, from: draftFeed(drafts)) == ImportSummary(added: 2, skipped: 1))
        let bobs = try store.create(MemoDraft(title: "bob's"), for: bob)
        // when
        let undone = try store.undoLastChange(for: user)
        // then
        #expect(undone.kind == .import)
        #expect(undone.memoCount == 2)
        #expect(try allMemos(of: user) == [before])
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
        #expect(try allMemos(of: bob) == [bobs])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoImport_afterOneImportedMemoWasDeletedAndRestored_removesAll(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: user, from: draftFeed([MemoDraft(title: "a"), MemoDraft(title: "b"), MemoDraft(title: "c")]))
        let middle = try #require(try allMemos(of: user).dropFirst().first)
        _ = try store.delete(id: middle.id, for: user)
        _ = try store.undoLastChange(for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try allMemos(of: user) == [])
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undo_walksBackSeveralSteps_toTheStart(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let memo = try store.create(oldDraft("v1", body: "b1"), for: user)
        let afterEdit = try store.edit(id: memo.id, title: "v2", body: nil, for: user)
        let afterDone = try store.markDone(true, id: memo.id, for: user)
        _ = try store.edit(id: memo.id, title: "v3", body: "b3", for: user)
        _ = try store.delete(id: memo.id, for: user)
        // when / then
        #expect(try store.undoLastChange(for: user).kind == .rm)
        #expect(try store.memo(id: memo.id, for: user).title == "v3")
        #expect(try store.undoLastChange(for: user).kind == .edit)
        #expect(try store.memo(id: memo.id, for: user) == afterDone)
        #expect(try store.undoLastChange(for: user).kind == .done)
        #expect(try store.memo(id: memo.id, for: user) == afterEdit)
        #expect(try store.undoLastChange(for: user).kind == .edit)
        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try store.undoLastChange(for: user).kind == .add)
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try store.memo(id: memo.id, for: user))
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: user))
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 0))
        #expect(try store.history(limit: 10, for: user) == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undo_returnsTheEntryHistoryShowed(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "a"), for: user)
        let newest = try #require(try store.history(limit: 1, for: user).first)
        #expect(try store.undoLastChange(for: user) == newest)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undo_survivesReopen(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(oldDraft("before"), for: user)
        _ = try store.edit(id: memo.id, title: "after", body: nil, for: user)
        try reopen()
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: memo.id, for: user) == memo)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_history_keepsOnlyHistoryDepthEntries_andUndoStopsThere(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: one more command than the history keeps
        let depth = MemoLimits.historyDepth
        var ids: [Int64] = []
        for index in 0...depth {
            ids.append(try store.create(MemoDraft(title: "m\(index)"), for: user).id)
        }
        // then
        let history = try store.history(limit: depth + 10, for: user)
        #expect(history.count == depth)
        #expect(history.last?.firstMemo?.id == ids[1])
        // when everything recorded is undone
        for _ in 0..<depth { _ = try store.undoLastChange(for: user) }
        // then the oldest command can no longer be undone
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: user))
        #expect(try allMemos(of: user).map(\.id) == [ids[0]])
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_history_depthIsPerUser(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let bob = try store.logIn(userName: "bob")
        _ = try store.create(MemoDraft(title: "bob's"), for: bob)
        for index in 0..<(MemoLimits.historyDepth + 1) {
            _ = try store.create(MemoDraft(title: "a\(index)"), for: user)
        }
        #expect(try store.history(limit: 10, for: bob).count == 1)
    }
}
