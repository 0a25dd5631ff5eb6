import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Undo on a hub used directly, when syncs write to it between a command and its undo: the
/// undo takes back the user's command and leaves what came by sync.
final class PostgresHubHistoryTests: PostgresRepositoryTestCase {
    func test_undoOfRm_whenASyncBroughtAMemoBack_keepsTheSyncedOne_restoresTheRest_andCountsOnlyThose() throws {
        // given two memos removed, then one of them brought back by a sync (a new row, the same uuid)
        let kept = try store.create(oldDraft("comes back by sync"), for: user)
        let other = try store.create(oldDraft("only undo restores", isDone: true), for: user)
        _ = try store.delete(ids: [kept.id, other.id], for: user)
        var synced = kept
        synced.title = "edited on the laptop"
        try store.syncTransaction(for: user) { try store.store([synced], deleting: [], for: user) }
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
        // when
        let undone = try store.undoLastChange(for: user)
        // then
        XCTAssertEqual(undone.kind, .rm)
        let memos = try allMemos(of: user)
        XCTAssertEqual(memos.map(\.title).sorted(), ["edited on the laptop", "only undo restores"])
        XCTAssertEqual(memos.first { $0.uuid == other.uuid }?.id, other.id)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 1))
    }

    func test_undoOfRm_whenItsIdIsTakenAgain_leavesThatMemo() throws {
        // given a removed memo whose id another memo of the user holds meanwhile
        let removed = try store.create(oldDraft("removed"), for: user)
        _ = try store.delete(ids: [removed.id], for: user)
        let newcomer = try store.create(oldDraft("newcomer"), for: user)
        try schema.execute("UPDATE memos SET id = $1 WHERE id = $2", [String(removed.id), String(newcomer.id)])
        try schema.execute("DELETE FROM changes WHERE id = (SELECT max(id) FROM changes)")
        // when
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .rm)
        // then
        XCTAssertEqual(try allMemos(of: user).map(\.title), ["newcomer"])
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
    }

    func test_aSyncsChange_isAnEntryOfItsOwn_andUndoTakesBackTheUsersChange_keepingIt() throws {
        // given the user's modify (priority, a tag), then a sync from the laptop that renames the memo and adds a tag
        let memo = try store.create(oldDraft("call mom"), for: user)
        let modified = try XCTUnwrap(store.modify(
            ids: [memo.id], with: MemoPatch(priority: .set(.high), addedTags: ["mine"]), for: user).first)
        var synced = modified
        synced.title = "call mom today"
        synced.tags = MemoTags.normalized(modified.tags + ["theirs"])
        try store.syncTransaction(for: user) { try store.store([synced], deleting: [], from: "laptop", for: user) }
        // then the history has the user's command as it was, and the arrival after it
        let steps = try store.memoHistory(id: memo.id, for: user).steps
        XCTAssertEqual(steps.map(\.change.kind), [.add, .modify, .sync])
        XCTAssertEqual(steps.map(\.change.origin), [nil, nil, "laptop"])
        XCTAssertEqual(steps[1].differences.map(\.field), [.priority, .tags])
        XCTAssertEqual(steps[2].differences.map(\.field), [.title, .tags])
        // when
        let undone = try store.undoLastChange(for: user)
        // then the user's modify is undone, the sync's change stays, and the undo says so
        XCTAssertEqual(undone.kind, .modify)
        XCTAssertEqual(undone.keptArrivals, ["laptop"])
        let after = try store.memo(id: memo.id, for: user)
        XCTAssertEqual(after.title, "call mom today")
        XCTAssertNil(after.priority)
        XCTAssertEqual(after.tags, ["theirs"])
        XCTAssertEqual(try store.search("today", filter: .open, limit: 5, for: user).map(\.id), [memo.id])
        // and the arrival still shows only what it brought
        let now = try store.memoHistory(id: memo.id, for: user).steps
        XCTAssertEqual(now.map(\.change.kind), [.add, .sync])
        XCTAssertEqual(now[1].differences.map(\.field), [.title, .tags])
        XCTAssertNil(now[1].differences.last?.before, "tags: none -> theirs")
    }

    func test_aSyncLeavesOtherMemosAndOtherUsersHistoryAlone_andUndoSkipsOnlyArrivals() throws {
        // given two memos modified in one command, and another user's modified memo
        let first = try store.create(oldDraft("first"), for: user)
        let second = try store.create(oldDraft("second"), for: user)
        _ = try store.modify(ids: [first.id, second.id], with: MemoPatch(priority: .set(.low)), for: user)
        let bob = try store.logIn(userName: "bob")
        let bobs = try store.create(oldDraft("bob's"), for: bob)
        _ = try store.modify(ids: [bobs.id], with: MemoPatch(title: "bob's, renamed"), for: bob)
        // when a sync renames the first
        var synced = try store.memo(id: first.id, for: user)
        synced.title = "first, renamed"
        try store.syncTransaction(for: user) { try store.store([synced], deleting: [], from: "laptop", for: user) }
        // then only the first memo keeps what arrived, and bob's history is his
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try store.memo(id: first.id, for: user).title, "first, renamed")
        XCTAssertEqual(try store.memo(id: second.id, for: user).title, "second")
        XCTAssertEqual(try store.history(limit: 5, for: bob).map(\.kind), [.modify, .add])
        _ = try store.undoLastChange(for: bob)
        XCTAssertEqual(try store.memo(id: bobs.id, for: bob).title, "bob's")
        // and with only arrivals left, undo changes nothing and says where the latest came from
        _ = try store.undoLastChange(for: user)
        _ = try store.undoLastChange(for: user)
        XCTAssertThrowsError(try store.undoLastChange(for: user)) {
            XCTAssertEqual($0 as? MemoStoreError, .onlyArrivals(origin: "laptop"))
        }
    }

    func test_aSyncsDeletion_isAnEntryOfItsOwn_andUndoLeavesTheMemoDeleted() throws {
        // given the user's modify, then a sync from the laptop that deletes the memo
        let memo = try store.create(oldDraft("call mom"), for: user)
        _ = try store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high)), for: user)
        try store.syncTransaction(for: user) { try store.store([], deleting: [memo.uuid], from: "laptop", for: user) }
        // then the memo's history ends with the deletion, from the laptop
        let steps = try store.memoHistory(id: memo.id, for: user).steps
        XCTAssertEqual(steps.map(\.change.kind), [.add, .modify, .sync])
        XCTAssertEqual(steps.map(\.deleted), [false, false, true])
        XCTAssertEqual(try store.history(limit: 1, for: user).first?.origin, "laptop")
        // and undo takes back the modify without bringing the memo back
        let undone = try store.undoLastChange(for: user)
        XCTAssertEqual(undone.kind, .modify)
        XCTAssertEqual(undone.keptArrivals, ["laptop"])
        XCTAssertTrue(try allMemos(of: user).isEmpty)
    }
}
