import Foundation
import Testing
@testable import MemoStore
import TestSupport

/// Every repository operation, written and read back.
final class RepositoryRoundTripTests: RepositoryContract {
    @Test(arguments: TodoEngine.allCases)
    func test_logIn_twice_returnsTheSameUser(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let first = try store.logIn(userName: "alice")
        // when
        let second = try store.logIn(userName: "alice")
        // then
        #expect(first == second)
        #expect(first.name == "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_logIn_differentNames_createDifferentUsers(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        #expect(alice.id != bob.id)
        #expect(bob.name == "bob")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_logIn_sameNameFromAnotherConnection_returnsTheSameUser(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let alice = try store.logIn(userName: "alice")
        let other = try openAnother()
        #expect(try other.logIn(userName: "alice") == alice)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_logIn_keepsNameExactly_caseAndSpaces(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let lower = try store.logIn(userName: "alice")
        let upper = try store.logIn(userName: "Alice")
        let spaced = try store.logIn(userName: " alice ")
        #expect(Set([lower.id, upper.id, spaced.id]).count == 3)
        #expect(spaced.name == " alice ")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_returnsStoredMemo_andMemoIdReadsItBack(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let user = try store.logIn(userName: "alice")
        let before = Timestamp.now()
        // when
        let created = try store.create(MemoDraft(title: "Buy milk", body: "two litres"), for: user)
        // then
        #expect(created.id > 0)
        #expect(created.title == "Buy milk")
        #expect(created.body == "two litres")
        #expect(!created.isDone)
        #expect(created.created == created.updated)
        #expect(created.created >= before)
        #expect(created.created <= Timestamp.now())
        #expect(created.uuid.count == 36)
        #expect(try store.memo(id: created.id, for: user) == created)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_keepsDraftUUIDDoneAndTimes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let draft = oldDraft("old", body: "b", isDone: true, uuid: "0000-aaaa")
        let created = try store.create(draft, for: user)
        #expect(created.uuid == "0000-aaaa")
        #expect(created.isDone)
        #expect(created.created == draft.created)
        #expect(created.updated == draft.updated)
        #expect(try store.memo(id: created.id, for: user) == created)
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 1))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_withoutUpdated_usesCreatedForUpdated(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let created = Timestamp(secondsSince1970: 1_000_000)
        let memo = try store.create(MemoDraft(title: "t", created: created), for: user)
        #expect(memo.updated == created)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_givesEachMemoADistinctUUID(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let uuids = try (0..<50).map { try store.create(MemoDraft(title: "m\($0)"), for: user).uuid }
        #expect(Set(uuids).count == 50)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_sameUUIDTwiceForOneUser_throwsAndKeepsOne(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(uuid: "same", title: "a"), for: user)
        #expect(throws: (any Error).self) { try store.create(MemoDraft(uuid: "same", title: "b"), for: user) }
        #expect(try allMemos(of: user).map(\.title) == ["a"])
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
        #expect(try store.history(limit: 10, for: user).count == 1)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_memoId_missing_throwsMemoNotFound(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        assertThrows(MemoStoreError.memoNotFound(id: 42), try store.memo(id: 42, for: user))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_titleOnly_keepsBody(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("old title", body: "the body"), for: user)
        let updated = try store.edit(id: memo.id, title: "new title", body: nil, for: user)
        #expect(updated.title == "new title")
        #expect(updated.body == "the body")
        #expect(updated.uuid == memo.uuid)
        #expect(updated.created == memo.created)
        #expect(updated.updated > memo.updated)
        #expect(try store.memo(id: memo.id, for: user) == updated)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_bodyOnly_keepsTitle(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "title", body: "old"), for: user)
        let updated = try store.edit(id: memo.id, title: nil, body: "new body", for: user)
        #expect(updated.title == "title")
        #expect(updated.body == "new body")
        #expect(try store.memo(id: memo.id, for: user) == updated)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_bothNil_keepsTitleAndBody(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "title", body: "body"), for: user)
        let updated = try store.edit(id: memo.id, title: nil, body: nil, for: user)
        #expect(updated.title == "title")
        #expect(updated.body == "body")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_bodyToEmpty_storesEmptyBody(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "title", body: "body"), for: user)
        #expect(try store.edit(id: memo.id, title: nil, body: "", for: user).body == "")
        #expect(try store.memo(id: memo.id, for: user).body == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_keepsDoneAndCounts(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "t", isDone: true), for: user)
        let updated = try store.edit(id: memo.id, title: "u", body: nil, for: user)
        #expect(updated.isDone)
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 1))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_missingId_throwsMemoNotFound(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        assertThrows(MemoStoreError.memoNotFound(id: 7), try store.edit(id: 7, title: "x", body: nil, for: user))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_setDone_true_marksDoneAndMovesCounts(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("t"), for: user)
        let done = try store.markDone(true, id: memo.id, for: user)
        #expect(done.isDone)
        #expect(done.updated > memo.updated)
        #expect(try store.memo(id: memo.id, for: user) == done)
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 1))
        #expect(try store.history(limit: 1, for: user).first?.kind == .done)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_setDone_false_reopensAndRecordsUndone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "t", isDone: true), for: user)
        let reopened = try store.markDone(false, id: memo.id, for: user)
        #expect(!reopened.isDone)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
        #expect(try store.history(limit: 1, for: user).first?.kind == .undone)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_setDone_sameValue_changesNothingAndRecordsNoHistory(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("t", isDone: true), for: user)
        let historyBefore = try store.history(limit: 10, for: user)
        // when
        let result = try store.markDone(true, id: memo.id, for: user)
        // then
        #expect(result == memo)
        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try store.history(limit: 10, for: user) == historyBefore)
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 1))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_setDone_falseOnOpenMemo_isNoOp(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("t"), for: user)
        #expect(try store.markDone(false, id: memo.id, for: user) == memo)
        #expect(try store.history(limit: 10, for: user).count == 1)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_setDone_missingId_throwsMemoNotFound(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        assertThrows(MemoStoreError.memoNotFound(id: 3), try store.markDone(true, id: 3, for: user))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_counts_newUser_isZero(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 0))
        #expect(try store.counts(for: user).total == 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_counts_followCreateDoneDeleteAndImport(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let a = try store.create(MemoDraft(title: "a"), for: user)
        _ = try store.create(MemoDraft(title: "b"), for: user)
        _ = try store.markDone(true, id: a.id, for: user)
        _ = try store.importMemos(for: user, from: draftFeed([
            MemoDraft(title: "c"), MemoDraft(title: "d", isDone: true), MemoDraft(title: "e", isDone: true),
        ]))
        #expect(try store.counts(for: user) == MemoCounts(open: 2, done: 3))
        #expect(try store.counts(for: user).total == 5)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_counts_matchActualRowsAfterMixedOperationsAndUndos(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        var ids: [Int64] = []
        for index in 0..<12 {
            ids.append(try store.create(MemoDraft(title: "m\(index)", isDone: index % 3 == 0), for: user).id)
        }
        _ = try store.markDone(true, id: ids[1], for: user)
        _ = try store.markDone(false, id: ids[0], for: user)
        _ = try store.delete(id: ids[3], for: user)
        _ = try store.delete(id: ids[4], for: user)
        _ = try store.edit(id: ids[5], title: "edited", body: nil, for: user)
        _ = try store.importMemos(for: user, from: draftFeed([MemoDraft(title: "i", isDone: true), MemoDraft(title: "j")]))
        for _ in 0..<4 { _ = try store.undoLastChange(for: user) }
        let memos = try allMemos(of: user)
        let expected = MemoCounts(open: memos.filter { !$0.isDone }.count, done: memos.filter(\.isDone).count)
        #expect(try store.counts(for: user) == expected)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportMemos_visitsOldestFirst(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memos = try (0..<5).map { try store.create(MemoDraft(title: "m\($0)"), for: user) }
        #expect(try allMemos(of: user) == memos)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportMemos_emptyUser_callsNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        var calls = 0
        try store.exportMemos(for: user) { _ in calls += 1 }
        #expect(calls == 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportMemos_bodyThrows_stopsAndRethrows_thenStoreStillWorks(_ engine: TodoEngine) throws {
        try begin(on: engine)
        struct Stop: Error {}
        let user = try store.logIn(userName: "alice")
        for index in 0..<3 { _ = try store.create(MemoDraft(title: "m\(index)"), for: user) }
        var seen = 0
        #expect(throws: Stop.self) {
            try store.exportMemos(for: user) { _ in
                seen += 1
                if seen == 2 { throw Stop() }
            }
        }
        #expect(seen == 2)
        #expect(try allMemos(of: user).count == 3)
        _ = try store.create(MemoDraft(title: "after"), for: user)
    }
}
