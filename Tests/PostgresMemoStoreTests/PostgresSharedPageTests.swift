import MemoStore
import XCTest
@testable import PostgresMemoStore

/// A page of a user who was shared projects merges their own memos and the shared ones in the
/// page's order, pages on through them without losing or doubling one, and says whether more follow.
final class PostgresSharedPageTests: PostgresRepositoryTestCase {
    func test_pagesMergeOwnAndSharedMemos_inOrder_withoutLosingOrDoublingOne() throws {
        // given bob's memos, and alice's, half of them in the project she shares with him
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        var expected: [String] = []
        for index in 0..<12 {
            let owner = index % 3 == 0 ? bob : alice
            let project = owner == bob ? nil : (index % 2 == 0 ? "work.q4" : "home")
            let memo = try store.create(MemoDraft(title: "memo \(index)", priority: index % 4 == 0 ? .high : nil, project: project), for: owner)
            if owner == bob || project == "work.q4" { expected.append(memo.title) }
        }
        _ = try store.share(project: "work", with: "bob", as: .reader, for: alice)
        for sort in MemoSort.allCases {
            // when bob reads page after page
            var titles: [String] = []
            var offset = 0
            while true {
                let page = try store.page(MemoPageRequest(filter: .all, sort: sort, limit: 3, offset: offset), for: bob)
                titles += page.memos.map(\.title)
                offset += 3
                if page.memos.count < 3 || page.more == 0 && page.moreIsExact { break }
            }
            // then every memo comes once, in the order one page of them all has
            let whole = try store.page(MemoPageRequest(filter: .all, sort: sort, limit: 100), for: bob)
            XCTAssertEqual(Set(titles), Set(expected), "\(sort)")
            XCTAssertEqual(titles, whole.memos.map(\.title), "\(sort)")
            XCTAssertEqual(whole.memos.filter { $0.owner == "alice" }.count, 4, "\(sort)")
        }
        let first = try store.page(MemoPageRequest(filter: .all, sort: .created, limit: 3), for: bob)
        XCTAssertEqual(first.more, 4, "at least: bob's 4 and the 3 read of alice's, less the 3 shown")
        XCTAssertFalse(first.moreIsExact, "a shared part is not counted: there may be more")
    }
}
