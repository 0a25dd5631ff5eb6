import Testing
@testable import MemoStore
import TestSupport

/// Deleting memos, and ids that are never given again, whoever deleted what.
final class RepositoryDeleteTests: RepositoryContract {
    @Test(arguments: TodoEngine.allCases)
    func test_delete_returnsMemoAsItWas_andRemovesIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "t", body: "b"), for: user)
        let kept = try store.create(MemoDraft(title: "kept"), for: user)
        #expect(try store.delete(id: memo.id, for: user) == memo)
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try store.memo(id: memo.id, for: user))
        #expect(try allMemos(of: user) == [kept])
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_delete_twice_throwsMemoNotFoundTheSecondTime(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "t"), for: user)
        _ = try store.delete(id: memo.id, for: user)
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try store.delete(id: memo.id, for: user))
        #expect(try store.counts(for: user) == MemoCounts(open: 0, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_delete_doneMemo_decrementsDoneCount(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "t", isDone: true), for: user)
        _ = try store.create(MemoDraft(title: "open"), for: user)
        _ = try store.delete(id: memo.id, for: user)
        #expect(try store.counts(for: user) == MemoCounts(open: 1, done: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_delete_thenCreate_doesNotReuseId(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let first = try store.create(MemoDraft(title: "a"), for: user)
        let highest = try store.create(MemoDraft(title: "b"), for: user)
        _ = try store.delete(id: highest.id, for: user)
        let next = try store.create(MemoDraft(title: "c"), for: user)
        #expect(next.id > highest.id)
        #expect(next.id != first.id)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_delete_highestIdThenReopen_doesNotReuseId(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let highest = try store.create(MemoDraft(title: "a"), for: user)
        _ = try store.delete(id: highest.id, for: user)
        try reopen()
        let next = try store.create(MemoDraft(title: "b"), for: user)
        #expect(next.id > highest.id)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_delete_allMemosThenReopen_doesNotReuseAnyId(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let ids = try (0..<5).map { try store.create(MemoDraft(title: "m\($0)"), for: user).id }
        for id in ids { _ = try store.delete(id: id, for: user) }
        try reopen()
        let next = try store.create(MemoDraft(title: "new"), for: user)
        #expect(next.id > ids.max()!)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_ids_areGlobalAcrossUsers(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        let a = try store.create(MemoDraft(title: "a"), for: alice)
        let b = try store.create(MemoDraft(title: "b"), for: bob)
        #expect(a.id != b.id)
    }
}
