import Foundation
import XCTest
@testable import MemoStore
import TestSupport

/// Every repository operation, written and read back.
class RepositoryRoundTripTests: RepositoryContractTestCase {
    func test_logIn_twice_returnsTheSameUser() throws {
        // given
        let first = try store.logIn(userName: "alice")
        // when
        let second = try store.logIn(userName: "alice")
        // then
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.name, "alice")
    }

    func test_logIn_differentNames_createDifferentUsers() throws {
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        XCTAssertNotEqual(alice.id, bob.id)
        XCTAssertEqual(bob.name, "bob")
    }

    func test_logIn_sameNameFromAnotherConnection_returnsTheSameUser() throws {
        let alice = try store.logIn(userName: "alice")
        let other = try openAnother()
        XCTAssertEqual(try other.logIn(userName: "alice"), alice)
    }

    func test_logIn_keepsNameExactly_caseAndSpaces() throws {
        let lower = try store.logIn(userName: "alice")
        let upper = try store.logIn(userName: "Alice")
        let spaced = try store.logIn(userName: " alice ")
        XCTAssertEqual(Set([lower.id, upper.id, spaced.id]).count, 3)
        XCTAssertEqual(spaced.name, " alice ")
    }

    func test_create_returnsStoredMemo_andMemoIdReadsItBack() throws {
        // given
        let user = try store.logIn(userName: "alice")
        let before = Timestamp.now()
        // when
        let created = try store.create(MemoDraft(title: "Buy milk", body: "two litres"), for: user)
        // then
        XCTAssertGreaterThan(created.id, 0)
        XCTAssertEqual(created.title, "Buy milk")
        XCTAssertEqual(created.body, "two litres")
        XCTAssertFalse(created.isDone)
        XCTAssertEqual(created.created, created.updated)
        XCTAssertGreaterThanOrEqual(created.created, before)
        XCTAssertLessThanOrEqual(created.created, Timestamp.now())
        XCTAssertEqual(created.uuid.count, 36)
        XCTAssertEqual(try store.memo(id: created.id, for: user), created)
    }

    func test_create_keepsDraftUUIDDoneAndTimes() throws {
        let user = try store.logIn(userName: "alice")
        let draft = oldDraft("old", body: "b", isDone: true, uuid: "0000-aaaa")
        let created = try store.create(draft, for: user)
        XCTAssertEqual(created.uuid, "0000-aaaa")
        XCTAssertTrue(created.isDone)
        XCTAssertEqual(created.created, draft.created)
        XCTAssertEqual(created.updated, draft.updated)
        XCTAssertEqual(try store.memo(id: created.id, for: user), created)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 1))
    }

    func test_create_withoutUpdated_usesCreatedForUpdated() throws {
        let user = try store.logIn(userName: "alice")
        let created = Timestamp(secondsSince1970: 1_000_000)
        let memo = try store.create(MemoDraft(title: "t", created: created), for: user)
        XCTAssertEqual(memo.updated, created)
    }

    func test_create_givesEachMemoADistinctUUID() throws {
        let user = try store.logIn(userName: "alice")
        let uuids = try (0..<50).map { try store.create(MemoDraft(title: "m\($0)"), for: user).uuid }
        XCTAssertEqual(Set(uuids).count, 50)
    }

    func test_create_sameUUIDTwiceForOneUser_throwsAndKeepsOne() throws {
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(uuid: "same", title: "a"), for: user)
        XCTAssertThrowsError(try store.create(MemoDraft(uuid: "same", title: "b"), for: user))
        XCTAssertEqual(try allMemos(of: user).map(\.title), ["a"])
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
        XCTAssertEqual(try store.history(limit: 10, for: user).count, 1)
    }

    func test_memoId_missing_throwsMemoNotFound() throws {
        let user = try store.logIn(userName: "alice")
        assertThrows(MemoStoreError.memoNotFound(id: 42), try store.memo(id: 42, for: user))
    }

    func test_update_titleOnly_keepsBody() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("old title", body: "the body"), for: user)
        let updated = try store.edit(id: memo.id, title: "new title", body: nil, for: user)
        XCTAssertEqual(updated.title, "new title")
        XCTAssertEqual(updated.body, "the body")
        XCTAssertEqual(updated.uuid, memo.uuid)
        XCTAssertEqual(updated.created, memo.created)
        XCTAssertGreaterThan(updated.updated, memo.updated)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), updated)
    }

    func test_update_bodyOnly_keepsTitle() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "title", body: "old"), for: user)
        let updated = try store.edit(id: memo.id, title: nil, body: "new body", for: user)
        XCTAssertEqual(updated.title, "title")
        XCTAssertEqual(updated.body, "new body")
        XCTAssertEqual(try store.memo(id: memo.id, for: user), updated)
    }

    func test_update_bothNil_keepsTitleAndBody() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "title", body: "body"), for: user)
        let updated = try store.edit(id: memo.id, title: nil, body: nil, for: user)
        XCTAssertEqual(updated.title, "title")
        XCTAssertEqual(updated.body, "body")
    }

    func test_update_bodyToEmpty_storesEmptyBody() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "title", body: "body"), for: user)
        XCTAssertEqual(try store.edit(id: memo.id, title: nil, body: "", for: user).body, "")
        XCTAssertEqual(try store.memo(id: memo.id, for: user).body, "")
    }

    func test_update_keepsDoneAndCounts() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "t", isDone: true), for: user)
        let updated = try store.edit(id: memo.id, title: "u", body: nil, for: user)
        XCTAssertTrue(updated.isDone)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 1))
    }

    func test_update_missingId_throwsMemoNotFound() throws {
        let user = try store.logIn(userName: "alice")
        assertThrows(MemoStoreError.memoNotFound(id: 7), try store.edit(id: 7, title: "x", body: nil, for: user))
    }

    func test_setDone_true_marksDoneAndMovesCounts() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("t"), for: user)
        let done = try store.markDone(true, id: memo.id, for: user)
        XCTAssertTrue(done.isDone)
        XCTAssertGreaterThan(done.updated, memo.updated)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), done)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 1))
        XCTAssertEqual(try store.history(limit: 1, for: user).first?.kind, .done)
    }

    func test_setDone_false_reopensAndRecordsUndone() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "t", isDone: true), for: user)
        let reopened = try store.markDone(false, id: memo.id, for: user)
        XCTAssertFalse(reopened.isDone)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
        XCTAssertEqual(try store.history(limit: 1, for: user).first?.kind, .undone)
    }

    func test_setDone_sameValue_changesNothingAndRecordsNoHistory() throws {
        // given
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("t", isDone: true), for: user)
        let historyBefore = try store.history(limit: 10, for: user)
        // when
        let result = try store.markDone(true, id: memo.id, for: user)
        // then
        XCTAssertEqual(result, memo)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
        XCTAssertEqual(try store.history(limit: 10, for: user), historyBefore)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 1))
    }

    func test_setDone_falseOnOpenMemo_isNoOp() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("t"), for: user)
        XCTAssertEqual(try store.markDone(false, id: memo.id, for: user), memo)
        XCTAssertEqual(try store.history(limit: 10, for: user).count, 1)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
    }

    func test_setDone_missingId_throwsMemoNotFound() throws {
        let user = try store.logIn(userName: "alice")
        assertThrows(MemoStoreError.memoNotFound(id: 3), try store.markDone(true, id: 3, for: user))
    }

    func test_counts_newUser_isZero() throws {
        let user = try store.logIn(userName: "alice")
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 0))
        XCTAssertEqual(try store.counts(for: user).total, 0)
    }

    func test_counts_followCreateDoneDeleteAndImport() throws {
        let user = try store.logIn(userName: "alice")
        let a = try store.create(MemoDraft(title: "a"), for: user)
        _ = try store.create(MemoDraft(title: "b"), for: user)
        _ = try store.markDone(true, id: a.id, for: user)
        _ = try store.importMemos(for: user, from: draftFeed([
            MemoDraft(title: "c"), MemoDraft(title: "d", isDone: true), MemoDraft(title: "e", isDone: true),
        ]))
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 2, done: 3))
        XCTAssertEqual(try store.counts(for: user).total, 5)
    }

    func test_counts_matchActualRowsAfterMixedOperationsAndUndos() throws {
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
        XCTAssertEqual(try store.counts(for: user), expected)
    }

    func test_exportMemos_visitsOldestFirst() throws {
        let user = try store.logIn(userName: "alice")
        let memos = try (0..<5).map { try store.create(MemoDraft(title: "m\($0)"), for: user) }
        XCTAssertEqual(try allMemos(of: user), memos)
    }

    func test_exportMemos_emptyUser_callsNothing() throws {
        let user = try store.logIn(userName: "alice")
        var calls = 0
        try store.exportMemos(for: user) { _ in calls += 1 }
        XCTAssertEqual(calls, 0)
    }

    func test_exportMemos_bodyThrows_stopsAndRethrows_thenStoreStillWorks() throws {
        struct Stop: Error {}
        let user = try store.logIn(userName: "alice")
        for index in 0..<3 { _ = try store.create(MemoDraft(title: "m\(index)"), for: user) }
        var seen = 0
        XCTAssertThrowsError(try store.exportMemos(for: user) { _ in
            seen += 1
            if seen == 2 { throw Stop() }
        }) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(seen, 2)
        XCTAssertEqual(try allMemos(of: user).count, 3)
        _ = try store.create(MemoDraft(title: "after"), for: user)
    }
}
