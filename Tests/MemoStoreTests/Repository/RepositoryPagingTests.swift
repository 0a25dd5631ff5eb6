import XCTest
@testable import MemoStore

/// Paging newest first by offset.
class RepositoryPagingTests: RepositoryContractTestCase {
    /// Pages from the first to the last and returns every memo seen, in order.
    private func walk(_ filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        var seen: [Memo] = []
        var request = MemoPageRequest(filter: filter, sort: .created, limit: limit)
        var pages = 0
        while true {
            let page = try store.page(request, for: user)
            pages += 1
            XCTAssertLessThanOrEqual(page.memos.count, max(1, limit))
            seen += page.memos
            guard page.more > 0 else { break }
            request.offset += page.memos.count
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
        let page = try store.page(MemoPageRequest(sort: .created), for: user)
        XCTAssertEqual(page.memos.count, 20)
        XCTAssertEqual(page.memos.first?.title, "m23")
        XCTAssertGreaterThan(page.more, 0)
    }

    func test_page_exactlyLimitMemos_hasNoMore() throws {
        let user = try store.logIn(userName: "alice")
        try (0..<5).forEach { _ = try store.create(MemoDraft(title: "m\($0)"), for: user) }
        let page = try store.page(MemoPageRequest(filter: .all, limit: 5), for: user)
        XCTAssertEqual(page.memos.count, 5)
        XCTAssertEqual(page.more, 0)
    }

    func test_page_empty_returnsNoMemosNoCursor() throws {
        let user = try store.logIn(userName: "alice")
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all), for: user), MemoPage(memos: [], more: 0))
    }

    func test_page_limitZeroOrNegative_returnsOneMemo() throws {
        let user = try store.logIn(userName: "alice")
        try (0..<3).forEach { _ = try store.create(MemoDraft(title: "m\($0)"), for: user) }
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all, limit: 0), for: user).memos.count, 1)
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all, limit: -5), for: user).memos.count, 1)
    }
}
