import XCTest
@testable import MemoStore
import TestSupport

/// One memo's past (`todo history ID`) and uuids turned back into ids, on every engine.
class RepositoryMemoHistoryTests: RepositoryContractTestCase {
    func test_memoHistory_listsTheCommandsThatTouchedTheMemoOldestFirstWithTheMemoBeforeEach() throws {
        // given
        let user = try store.logIn(userName: "alice")
        let milk = try store.create(MemoDraft(title: "Buy milk"), for: user)
        let other = try store.create(MemoDraft(title: "Other"), for: user)
        _ = try store.modify(ids: [milk.id], with: MemoPatch(priority: .set(.high), addedTags: ["home"]), for: user)
        _ = try store.edit(id: other.id, title: "Other, changed", body: nil, for: user)
        _ = try store.edit(id: milk.id, title: "Buy oat milk", body: nil, for: user)
        // when
        let history = try store.memoHistory(id: milk.id, for: user)
        // then
        XCTAssertEqual(history.entries.map(\.change.kind), [.add, .modify, .edit])
        XCTAssertNil(history.entries[0].before)
        XCTAssertEqual(history.entries[1].before?.priority, nil)
        XCTAssertEqual(history.entries[2].before?.priority, .high)
        XCTAssertEqual(history.entries[2].before?.title, "Buy milk")
        XCTAssertEqual(history.current?.title, "Buy oat milk")
        let steps = history.steps
        XCTAssertTrue(steps[0].created)
        XCTAssertEqual(steps[1].differences, [
            MemoFieldDifference(field: .priority, before: nil, after: .text("H")),
            MemoFieldDifference(field: .tags, before: nil, after: .names(["home"])),
        ])
        XCTAssertEqual(steps[2].differences, [MemoFieldDifference(field: .title, before: .text("Buy milk"), after: .text("Buy oat milk"))])
    }

    func test_memoHistory_ofADeletedMemo_endsWithItsDeletion() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Gone soon"), for: user)
        _ = try store.markDone(true, id: memo.id, for: user)
        _ = try store.delete(id: memo.id, for: user)

        let history = try store.memoHistory(id: memo.id, for: user)

        XCTAssertEqual(history.entries.map(\.change.kind), [.add, .done, .rm])
        XCTAssertNil(history.current)
        XCTAssertEqual(history.entries[2].before?.isDone, true)
        XCTAssertEqual(history.steps.map(\.deleted), [false, false, true])
        XCTAssertEqual(history.steps[1].differences, [MemoFieldDifference(field: .done, before: .flag(false), after: .flag(true))])
    }

    func test_memoHistory_ofTheNextMemoOfARecurringOne_startsWithTheDoneThatMadeIt() throws {
        let user = try store.logIn(userName: "alice")
        let rent = try store.create(
            MemoDraft(title: "Rent", due: try XCTUnwrap(Timestamp(iso8601: "2026-01-31T23:59:59Z")), recur: Recurrence("monthly")), for: user)
        let next = try XCTUnwrap(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)

        let history = try store.memoHistory(id: next.id, for: user)

        XCTAssertEqual(history.entries.map(\.change.kind), [.done])
        XCTAssertNil(history.entries[0].before)
        XCTAssertEqual(history.current?.id, next.id)
    }

    func test_memoHistory_ofAnotherUsersMemoOrNone_isNotFound() throws {
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        let memo = try store.create(MemoDraft(title: "Alice's"), for: alice)
        _ = try store.edit(id: memo.id, title: "Alice's own", body: nil, for: alice)

        XCTAssertThrowsError(try store.memoHistory(id: memo.id, for: bob)) {
            XCTAssertEqual($0 as? MemoStoreError, .memoNotFound(id: memo.id))
        }
        XCTAssertThrowsError(try store.memoHistory(id: memo.id + 1000, for: alice)) {
            XCTAssertEqual($0 as? MemoStoreError, .memoNotFound(id: memo.id + 1000))
        }
    }

    func test_memoHistory_afterUndo_forgetsTheUndoneCommand() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Milk"), for: user)
        _ = try store.edit(id: memo.id, title: "Oat milk", body: nil, for: user)
        _ = try store.undoLastChange(for: user)

        let history = try store.memoHistory(id: memo.id, for: user)

        XCTAssertEqual(history.entries.map(\.change.kind), [.add])
        XCTAssertEqual(history.current?.title, "Milk")
    }

    func test_memoIDs_givesTheIdsOfTheUsersOwnMemosOnly() throws {
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        let mine = try store.create(MemoDraft(title: "Mine"), for: alice)
        let theirs = try store.create(MemoDraft(title: "Theirs"), for: bob)

        let ids = try store.memoIDs(uuids: [mine.uuid, theirs.uuid, "not-a-uuid"], for: alice)

        XCTAssertEqual(ids, [mine.uuid: mine.id])
    }
}
