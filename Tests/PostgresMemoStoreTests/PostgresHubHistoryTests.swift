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

    func test_rebaseHistory_thenUndo_takesBackTheUsersChange_andKeepsTheSyncs() throws {
        // given the user's modify (priority, a tag), then a sync that renames the memo and adds a tag
        let memo = try store.create(oldDraft("call mom"), for: user)
        let modified = try XCTUnwrap(store.modify(
            ids: [memo.id], with: MemoPatch(priority: .set(.high), addedTags: ["mine"]), for: user).first)
        var synced = modified
        synced.title = "call mom today"
        synced.tags = MemoTags.normalized(modified.tags + ["theirs"])
        try store.syncTransaction(for: user) {
            try store.store([synced], deleting: [], for: user)
            try store.rebaseHistory(of: modified, onto: synced, for: user)
        }
        // when
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .modify)
        // then
        let after = try store.memo(id: memo.id, for: user)
        XCTAssertEqual(after.title, "call mom today")
        XCTAssertNil(after.priority)
        XCTAssertEqual(after.tags, ["theirs"])
        XCTAssertEqual(try store.search("today", filter: .open, limit: 5, for: user).map(\.id), [memo.id])
    }

    func test_rebaseHistory_leavesOtherMemosAndOtherUsersHistoryAlone() throws {
        // given two memos modified in one command, and another user's modified memo
        let first = try store.create(oldDraft("first"), for: user)
        let second = try store.create(oldDraft("second"), for: user)
        _ = try store.modify(ids: [first.id, second.id], with: MemoPatch(priority: .set(.low)), for: user)
        let bob = try store.logIn(userName: "bob")
        let bobs = try store.create(oldDraft("bob's"), for: bob)
        _ = try store.modify(ids: [bobs.id], with: MemoPatch(title: "bob's, renamed"), for: bob)
        // when a sync renames the first (and bob's memo is named as if it were alice's)
        let old = try store.memo(id: first.id, for: user)
        var synced = old
        synced.title = "first, renamed"
        try store.rebaseHistory(of: old, onto: synced, for: user)
        let bobsNow = try store.memo(id: bobs.id, for: bob)
        var posing = bobsNow
        posing.title = "never"
        try store.rebaseHistory(of: bobsNow, onto: posing, for: user)
        // then only the first memo's snapshot changed
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try store.memo(id: first.id, for: user).title, "first, renamed")
        XCTAssertEqual(try store.memo(id: second.id, for: user).title, "second")
        _ = try store.undoLastChange(for: bob)
        XCTAssertEqual(try store.memo(id: bobs.id, for: bob).title, "bob's")
    }
}
