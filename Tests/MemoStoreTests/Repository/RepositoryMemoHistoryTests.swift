import Testing
@testable import MemoStore
import TestSupport

/// One memo's past (`todo history ID`) and uuids turned back into ids, on every engine.
final class RepositoryMemoHistoryTests: RepositoryContract {
    @Test(arguments: TodoEngine.allCases)
    func test_memoHistory_listsTheCommandsThatTouchedTheMemoOldestFirstWithTheMemoBeforeEach(_ engine: TodoEngine) throws {
        try begin(on: engine)
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
        #expect(history.entries.map(\.change.kind) == [.add, .modify, .edit])
        #expect(history.entries[0].before == nil)
        #expect(history.entries[1].before?.priority == nil)
        #expect(history.entries[2].before?.priority == .high)
        #expect(history.entries[2].before?.title == "Buy milk")
        #expect(history.current?.title == "Buy oat milk")
        let steps = history.steps
        #expect(steps[0].created)
        #expect(steps[1].differences == [
            MemoFieldDifference(field: .priority, before: nil, after: .text("H")),
            MemoFieldDifference(field: .tags, before: nil, after: .names(["home"])),
        ])
        #expect(steps[2].differences == [MemoFieldDifference(field: .title, before: .text("Buy milk"), after: .text("Buy oat milk"))])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_memoHistory_ofADeletedMemo_endsWithItsDeletion(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Gone soon"), for: user)
        _ = try store.markDone(true, id: memo.id, for: user)
        _ = try store.delete(id: memo.id, for: user)

        let history = try store.memoHistory(id: memo.id, for: user)

        #expect(history.entries.map(\.change.kind) == [.add, .done, .rm])
        #expect(history.current == nil)
        #expect(history.entries[2].before?.isDone == true)
        #expect(history.steps.map(\.deleted) == [false, false, true])
        // Done, and when: Taskwarrior's info says both ("Status changed", "End set").
        #expect(history.steps[1].differences.map(\.field) == [.done, .end])
        #expect(history.steps[1].differences.first == MemoFieldDifference(field: .done, before: .flag(false), after: .flag(true)))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_memoHistory_ofTheNextMemoOfARecurringOne_startsWithTheDoneThatMadeIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let rent = try store.create(
            MemoDraft(title: "Rent", due: Timestamp(iso8601: "2026-01-31T23:59:59Z"), recur: Recurrence("monthly")), for: user)
        let next = try #require(try store.setDone(true, ids: [rent.id], timeZone: .utc, for: user).created.first)

        let history = try store.memoHistory(id: next.id, for: user)

        #expect(history.entries.map(\.change.kind) == [.done])
        #expect(history.entries[0].before == nil)
        #expect(history.current?.id == next.id)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_memoHistory_ofAnotherUsersMemoOrNone_isNotFound(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        let memo = try store.create(MemoDraft(title: "Alice's"), for: alice)
        _ = try store.edit(id: memo.id, title: "Alice's own", body: nil, for: alice)

        #expect(throws: MemoStoreError.memoNotFound(id: memo.id)) { try store.memoHistory(id: memo.id, for: bob) }
        #expect(throws: MemoStoreError.memoNotFound(id: memo.id + 1000)) { try store.memoHistory(id: memo.id + 1000, for: alice) }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_memoHistory_afterUndo_forgetsTheUndoneCommand(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Milk"), for: user)
        _ = try store.edit(id: memo.id, title: "Oat milk", body: nil, for: user)
        _ = try store.undoLastChange(for: user)

        let history = try store.memoHistory(id: memo.id, for: user)

        #expect(history.entries.map(\.change.kind) == [.add])
        #expect(history.current?.title == "Milk")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_memoIDs_givesTheIdsOfTheUsersOwnMemosOnly(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        let mine = try store.create(MemoDraft(title: "Mine"), for: alice)
        let theirs = try store.create(MemoDraft(title: "Theirs"), for: bob)

        let ids = try store.memoIDs(uuids: [mine.uuid, theirs.uuid, "not-a-uuid"], for: alice)

        #expect(ids == [mine.uuid: mine.id])
    }
}
