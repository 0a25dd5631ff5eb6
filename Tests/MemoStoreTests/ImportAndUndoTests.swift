import XCTest
@testable import MemoStore

final class ImportAndUndoTests: XCTestCase {
    func test_import_isAllOrNothing_namingTheBadRecord() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        var drafts = [MemoDraft(title: "one"), MemoDraft(title: "two"), MemoDraft(title: "  "), MemoDraft(title: "four")][...]

        XCTAssertThrowsError(try store.importMemos(for: alice) { drafts.popFirst() }) {
            XCTAssertEqual($0 as? MemoStoreError, .invalidRecord(index: 3, reason: "invalid title: only whitespace"))
        }
        XCTAssertEqual(try store.counts(for: alice).total, 0)
        XCTAssertEqual(try store.history(limit: 5, for: alice), [])
    }

    func test_import_stopsOnTheReadersError_andKeepsNothing() throws {
        struct ReadFailure: Error {}
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        var count = 0

        XCTAssertThrowsError(try store.importMemos(for: alice) {
            count += 1
            if count == 50 { throw ReadFailure() }
            return MemoDraft(title: "m\(count)")
        })
        XCTAssertEqual(try store.counts(for: alice).total, 0)
        XCTAssertEqual(try store.search("m1", limit: 5, for: alice), [])
    }

    func test_importTwice_withUUIDs_addsNothingTheSecondTime() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let drafts = (1...10).map { MemoDraft(uuid: "uuid-\($0)", title: "m\($0)") }

        var first = drafts[...]
        let once = try store.importMemos(for: alice) { first.popFirst() }
        var second = drafts[...]
        let twice = try store.importMemos(for: alice) { second.popFirst() }

        XCTAssertEqual(once, ImportSummary(added: 10, skipped: 0))
        XCTAssertEqual(twice, ImportSummary(added: 0, skipped: 10))
        XCTAssertEqual(try store.counts(for: alice).total, 10)
    }

    func test_undo_takesBackEachKind_restoringValuesAndTimes() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let old = Timestamp(secondsSince1970: 1_600_000_000)
        let memo = try store.create(MemoDraft(title: "Title", body: "Body", created: old, updated: old), for: alice)
        _ = try store.update(id: memo.id, title: "Edited", body: "New body", for: alice)
        _ = try store.setDone(true, id: memo.id, for: alice)
        _ = try store.delete(id: memo.id, for: alice)

        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .rm)
        let restored = try store.memo(id: memo.id, for: alice)
        XCTAssertEqual(restored.uuid, memo.uuid)
        XCTAssertTrue(restored.isDone)
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .done)
        XCTAssertFalse(try store.memo(id: memo.id, for: alice).isDone)
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .edit)
        XCTAssertEqual(try store.memo(id: memo.id, for: alice), memo)
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .add)
        XCTAssertThrowsError(try store.memo(id: memo.id, for: alice))
        XCTAssertThrowsError(try store.undoLastChange(for: alice)) { XCTAssertEqual($0 as? MemoStoreError, .nothingToUndo) }
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 0, done: 0))
    }

    func test_undoImport_removesExactlyWhatItAdded() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        let before = try store.create(MemoDraft(title: "before"), for: alice)
        let bobs = try store.create(MemoDraft(title: "bob's"), for: bob)
        try store.addMemos(500, for: alice)

        let change = try store.undoLastChange(for: alice)

        XCTAssertEqual(change.kind, .import)
        XCTAssertEqual(change.memoCount, 500)
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all), for: alice).memos.map(\.id), [before.id])
        XCTAssertEqual(try store.memo(id: bobs.id, for: bob), bobs)
        XCTAssertEqual(try store.search("memo", limit: 10, for: alice), [])
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 1, done: 0))
    }

    func test_history_isNewestFirst_andKeepsTheLastHundred() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        _ = try store.create(MemoDraft(title: "bob's only"), for: bob)

        for index in 1...(MemoLimits.historyDepth + 5) {
            _ = try store.create(MemoDraft(title: "m\(index)"), for: alice)
        }

        let history = try store.history(limit: 1_000, for: alice)
        XCTAssertEqual(history.count, MemoLimits.historyDepth)
        XCTAssertEqual(history.first?.summary, "add #106 \"m105\"")
        XCTAssertEqual(history.last?.summary, "add #7 \"m6\"")
        XCTAssertEqual(try store.history(limit: 10, for: bob).count, 1)
    }
}
