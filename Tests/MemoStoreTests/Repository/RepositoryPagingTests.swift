import Testing
import TestSupport
@testable import MemoStore

/// Paging newest first by offset.
final class RepositoryPagingTests: RepositoryContract {
    /// Pages from the first to the last and returns every memo seen, in order.
    private func walk(_ filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        var seen: [Memo] = []
        var request = MemoPageRequest(filter: filter, sort: .created, limit: limit)
        var pages = 0
        while true {
            let page = try store.page(request, for: user)
            pages += 1
            #expect(page.memos.count <= max(1, limit))
            seen += page.memos
            guard page.more > 0 else { break }
            request.offset += page.memos.count
            if pages > 1_000 {
                Issue.record("cursor never ended")
                break
            }
        }
        return seen
    }

    @Test(arguments: TodoEngine.allCases)
    func test_page_cursorVisitsEachMemoExactlyOnce_forOpenDoneAndAll(_ engine: TodoEngine) throws {
        try begin(on: engine)
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
            #expect(try walk(.all, limit: limit, for: user) == newestFirst, "all, limit \(limit)")
            #expect(try walk(.open, limit: limit, for: user) == newestFirst.filter { !$0.isDone }, "open, limit \(limit)")
            #expect(try walk(.done, limit: limit, for: user) == newestFirst.filter(\.isDone), "done, limit \(limit)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_page_defaultRequest_isOpenNewestFirstTwenty(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        try (0..<25).forEach { _ = try store.create(MemoDraft(title: "m\($0)", isDone: $0 == 24), for: user) }
        let page = try store.page(MemoPageRequest(sort: .created), for: user)
        #expect(page.memos.count == 20)
        #expect(page.memos.first?.title == "m23")
        #expect(page.more > 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_page_exactlyLimitMemos_hasNoMore(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        try (0..<5).forEach { _ = try store.create(MemoDraft(title: "m\($0)"), for: user) }
        let page = try store.page(MemoPageRequest(filter: .all, limit: 5), for: user)
        #expect(page.memos.count == 5)
        #expect(page.more == 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_page_empty_returnsNoMemosNoCursor(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        #expect(try store.page(MemoPageRequest(filter: .all), for: user) == MemoPage(memos: [], more: 0))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_page_limitZeroOrNegative_returnsOneMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        try (0..<3).forEach { _ = try store.create(MemoDraft(title: "m\($0)"), for: user) }
        #expect(try store.page(MemoPageRequest(filter: .all, limit: 0), for: user).memos.count == 1)
        #expect(try store.page(MemoPageRequest(filter: .all, limit: -5), for: user).memos.count == 1)
    }
}
