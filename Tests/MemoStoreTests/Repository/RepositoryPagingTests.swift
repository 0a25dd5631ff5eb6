import XCTest
@testable import MemoStore

/// Paging newest first with a cursor.
final class RepositoryPagingTests: StoreTestCase {
    /// Follows the cursor from the first page to the last and returns every memo seen, in order.
    private func walk(_ filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        var seen: [Memo] = []
        var request = MemoPageRequest(filter: filter, limit: limit)
        var pages = 0
        while true {
            let page = try store.page(request, for: user)
            pages += 1
            XCTAssertLessThanOrEqual(page.memos.count, max(1, limit))
            seen += page.memos
            guard let cursor = page.nextCursor else { break }
            XCTAssertEqual(cursor, page.memos.last?.id)
            request.after = cursor
            if pages > 1_000 {
                XCTFail("cursor never ended")
                break
            }
        }
        return seen
    }

    func test_page_cursorVisitsEachMemoExactlyOnce_forOpenDoneAndAll() throws {
        // given: 23 memos, every third done, one deleted
        let user = try store.logIn(userName: "alice")
        var memos: [Memo] = []
        for index in 0..<23 {
            memos.append(try store.create(MemoDraft(title: "m\(index)", isDone: index % 3 == 0), for: user))
        }
        _ = try store.delete(id: memos[10].id, for: user)
        memos.remove(at: 10)
        let newestFirst = Array(memos.reversed())
        for limit in [1, 2, 5, 7, 22, 23, 100] {
            // when / then
            XCTAssertEqual(try walk(.all, limit: limit, for: user), newestFirst, "all, limit \(limit)")
            XCTAssertEqual(try walk(.open, limit: limit, for: user), newestFirst.filter { !$0.isDone }, "open, limit \(limit)")
            XCTAssertEqual(try walk(.done, limit: limit, for: user), newestFirst.filter(\.isDone), "done, limit \(limit)")
        }
    }

    func test_page_defaultRequest_isOpenNewestFirstTwenty() throws {
        let user = try store.logIn(userName: "alice")
        try (0..<25).forEach { _ = try store.create(MemoDraft(title: "m\($0)", isDone: $0 == 24), for: user) }
        let page = try store.page(MemoPageRequest(), for: user)
        XCTAssertEqual(page.memos.count, 20)
        XCTAssertEqual(page.memos.first?.title, "m23")
        XCTAssertEqual(page.nextCursor, page.memos.last?.id)
    }

    func test_page_exactlyLimitMemos_hasNoNextCursor() throws {
        let user = try store.logIn(userName: "alice")
        try (0..<5).forEach { _ = try store.create(MemoDraft(title: "m\($0)"), for: user) }
        let page = try store.page(MemoPageRequest(filter: .all, limit: 5), for: user)
        XCTAssertEqual(page.memos.count, 5)
        XCTAssertNil(page.nextCursor)
    }

    func test_page_empty_returnsNoMemosNoCursor() throws {
        let user = try store.logIn(userName: "alice")
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all), for: user), MemoPage(memos: [], nextCursor: nil))
    }

    func test_page_limitZeroOrNegative_returnsOneMemo() throws {
        let user = try store.logIn(userName: "alice")
        try (0..<3).forEach { _ = try store.create(MemoDraft(title: "m\($0)"), for: user) }
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all, limit: 0), for: user).memos.count, 1)
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all, limit: -5), for: user).memos.count, 1)
    }

    func test_page_cursorOfDeletedMemo_stillContinuesBelowIt() throws {
        let user = try store.logIn(userName: "alice")
        let memos = try (0..<6).map { try store.create(MemoDraft(title: "m\($0)"), for: user) }
        let first = try store.page(MemoPageRequest(filter: .all, limit: 3), for: user)
        let cursor = try XCTUnwrap(first.nextCursor)
        _ = try store.delete(id: cursor, for: user)
        let second = try store.page(MemoPageRequest(filter: .all, limit: 3, after: cursor), for: user)
        XCTAssertEqual(second.memos, Array(memos[0..<3].reversed()))
        XCTAssertNil(second.nextCursor)
    }

    func test_page_memoAddedWhilePaging_isNotRepeated() throws {
        let user = try store.logIn(userName: "alice")
        try (0..<4).forEach { _ = try store.create(MemoDraft(title: "m\($0)"), for: user) }
        let first = try store.page(MemoPageRequest(filter: .all, limit: 2), for: user)
        _ = try store.create(MemoDraft(title: "new"), for: user)
        let second = try store.page(MemoPageRequest(filter: .all, limit: 2, after: first.nextCursor), for: user)
        XCTAssertEqual((first.memos + second.memos).map(\.title), ["m3", "m2", "m1", "m0"])
    }
}
