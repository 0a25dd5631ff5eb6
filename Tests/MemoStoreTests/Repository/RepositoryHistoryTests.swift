import Testing
@testable import MemoStore
import TestSupport

/// What the store remembers: the history, the change token, everything across a reopen.
final class RepositoryHistoryTests: RepositoryContract {
    @Test(arguments: TodoEngine.allCases)
    func test_history_listsNewestFirstWithKindsFirstMemosAndCounts(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Buy milk"), for: user)
        _ = try store.edit(id: memo.id, title: "Buy \"oat\" milk", body: nil, for: user)
        _ = try store.markDone(true, id: memo.id, for: user)
        _ = try store.markDone(false, id: memo.id, for: user)
        _ = try store.importMemos(for: user, from: draftFeed([MemoDraft(title: "a"), MemoDraft(title: "b")]))
        _ = try store.delete(id: memo.id, for: user)
        let history = try store.history(limit: 10, for: user)
        #expect(history.map(\.kind) == [.rm, .import, .undone, .done, .edit, .add])
        #expect(history.map(\.memoCount) == [1, 2, 1, 1, 1, 1])
        #expect(history.last?.firstMemo == MemoReference(id: memo.id, title: "Buy milk"))
        #expect(history[4].firstMemo == MemoReference(id: memo.id, title: "Buy \"oat\" milk"))
        #expect(history[1].firstMemo?.title == "a")
        #expect(history.map(\.id) == history.map(\.id).sorted(by: >))
        let now = Timestamp.now()
        #expect(history.allSatisfy { $0.time <= now && $0.time.secondsSince1970 > now.secondsSince1970 - 60 })
    }

    @Test(arguments: TodoEngine.allCases)
    func test_history_limit_returnsAtMostLimit(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        for index in 0..<5 { _ = try store.create(MemoDraft(title: "m\(index)"), for: user) }
        #expect(try store.history(limit: 2, for: user).count == 2)
        #expect(try store.history(limit: 0, for: user).count == 0)
        #expect(try store.history(limit: -1, for: user).count == 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_changeToken_changesAfterAnotherConnectionCommits(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let user = try store.logIn(userName: "alice")
        let before = try store.changeToken()
        #expect(try store.changeToken() == before)
        let other = try openAnother()
        // when
        _ = try other.create(MemoDraft(title: "from elsewhere"), for: user)
        // then
        let after = try store.changeToken()
        #expect(after != before)
        #expect(try store.changeToken() == after)
        #expect(try allMemos(of: user).map(\.title) == ["from elsewhere"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_changeToken_staysWhenAnotherConnectionOnlyReads(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "a"), for: user)
        let before = try store.changeToken()
        let other = try openAnother()
        _ = try other.page(MemoPageRequest(filter: .all), for: user)
        _ = try other.counts(for: user)
        #expect(try store.changeToken() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_persistence_everythingSurvivesCloseAndReopen(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        let a = try store.create(MemoDraft(title: "a", body: "body a"), for: alice)
        let b = try store.create(MemoDraft(title: "b"), for: alice)
        _ = try store.markDone(true, id: b.id, for: alice)
        _ = try store.create(MemoDraft(title: "bob's"), for: bob)
        let memos = try allMemos(of: alice)
        let history = try store.history(limit: 10, for: alice)
        // when
        try reopen()
        // then
        #expect(try store.logIn(userName: "alice") == alice)
        #expect(try store.logIn(userName: "bob") == bob)
        #expect(try allMemos(of: alice) == memos)
        #expect(try store.history(limit: 10, for: alice) == history)
        #expect(try store.counts(for: alice) == MemoCounts(open: 1, done: 1))
        #expect(try store.search("body", limit: 10, for: alice).map(\.id) == [a.id])
        #expect(try store.undoLastChange(for: alice).kind == .done)
        #expect(try !(store.memo(id: b.id, for: alice).isDone))
    }
}
