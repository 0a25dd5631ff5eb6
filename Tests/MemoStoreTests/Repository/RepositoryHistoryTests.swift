import XCTest
@testable import MemoStore
import TestSupport

/// What the store remembers: the history, the change token, everything across a reopen.
class RepositoryHistoryTests: RepositoryContractTestCase {
    func test_history_listsNewestFirstWithKindsFirstMemosAndCounts() throws {
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Buy milk"), for: user)
        _ = try store.edit(id: memo.id, title: "Buy \"oat\" milk", body: nil, for: user)
        _ = try store.markDone(true, id: memo.id, for: user)
        _ = try store.markDone(false, id: memo.id, for: user)
        _ = try store.importMemos(for: user, from: draftFeed([MemoDraft(title: "a"), MemoDraft(title: "b")]))
        _ = try store.delete(id: memo.id, for: user)
        let history = try store.history(limit: 10, for: user)
        XCTAssertEqual(history.map(\.kind), [.rm, .import, .undone, .done, .edit, .add])
        XCTAssertEqual(history.map(\.memoCount), [1, 2, 1, 1, 1, 1])
        XCTAssertEqual(history.last?.firstMemo, MemoReference(id: memo.id, title: "Buy milk"))
        XCTAssertEqual(history[4].firstMemo, MemoReference(id: memo.id, title: "Buy \"oat\" milk"))
        XCTAssertEqual(history[1].firstMemo?.title, "a")
        XCTAssertEqual(history.map(\.id), history.map(\.id).sorted(by: >))
        let now = Timestamp.now()
        XCTAssertTrue(history.allSatisfy { $0.time <= now && $0.time.secondsSince1970 > now.secondsSince1970 - 60 })
    }

    func test_history_limit_returnsAtMostLimit() throws {
        let user = try store.logIn(userName: "alice")
        for index in 0..<5 { _ = try store.create(MemoDraft(title: "m\(index)"), for: user) }
        XCTAssertEqual(try store.history(limit: 2, for: user).count, 2)
        XCTAssertEqual(try store.history(limit: 0, for: user).count, 0)
        XCTAssertEqual(try store.history(limit: -1, for: user).count, 0)
    }

    func test_changeToken_changesAfterAnotherConnectionCommits() throws {
        // given
        let user = try store.logIn(userName: "alice")
        let before = try store.changeToken()
        XCTAssertEqual(try store.changeToken(), before)
        let other = try openAnother()
        // when
        _ = try other.create(MemoDraft(title: "from elsewhere"), for: user)
        // then
        let after = try store.changeToken()
        XCTAssertNotEqual(after, before)
        XCTAssertEqual(try store.changeToken(), after)
        XCTAssertEqual(try allMemos(of: user).map(\.title), ["from elsewhere"])
    }

    func test_changeToken_staysWhenAnotherConnectionOnlyReads() throws {
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "a"), for: user)
        let before = try store.changeToken()
        let other = try openAnother()
        _ = try other.page(MemoPageRequest(filter: .all), for: user)
        _ = try other.counts(for: user)
        XCTAssertEqual(try store.changeToken(), before)
    }

    func test_persistence_everythingSurvivesCloseAndReopen() throws {
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
        XCTAssertEqual(try store.logIn(userName: "alice"), alice)
        XCTAssertEqual(try store.logIn(userName: "bob"), bob)
        XCTAssertEqual(try allMemos(of: alice), memos)
        XCTAssertEqual(try store.history(limit: 10, for: alice), history)
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 1, done: 1))
        XCTAssertEqual(try store.search("body", limit: 10, for: alice).map(\.id), [a.id])
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .done)
        XCTAssertFalse(try store.memo(id: b.id, for: alice).isDone)
    }
}
