import XCTest
@testable import MemoStore

/// Search behaviour only the SQLite engine has so far: Japanese and Chinese text split into
/// overlapping pairs, and exact words before prefixes. `final`, so the PostgreSQL copies of
/// the contract suites leave it out (scripts/generate-postgres-contract); the PostgreSQL
/// engine's own search reads such text as one word and always adds prefixes.
final class SQLiteSearchSegmentationTests: RepositoryContractTestCase {
    private var user: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        user = try store.logIn(userName: "alice")
    }

    private func titles(_ query: String, limit: Int = 50) throws -> [String] {
        try store.search(query, limit: limit, for: user).map(\.title)
    }

    func test_search_japaneseAndChinese_findWordsInsideTextWithoutSpaces() throws {
        _ = try store.create(MemoDraft(title: "全角テストの結果", body: "明日まで"), for: user)
        _ = try store.create(MemoDraft(title: "我想喝牛奶"), for: user)
        XCTAssertEqual(try titles("テスト"), ["全角テストの結果"])
        XCTAssertEqual(try titles("全角テスト"), ["全角テストの結果"])
        XCTAssertEqual(try titles("明日"), ["全角テストの結果"])
        XCTAssertEqual(try titles("牛奶"), ["我想喝牛奶"])
        XCTAssertEqual(try titles("奶"), ["我想喝牛奶"])
        XCTAssertEqual(try titles("喝"), ["我想喝牛奶"])
        XCTAssertEqual(try titles("テスト 牛奶"), [])
        XCTAssertEqual(try titles("ストテ"), [])
    }


    func test_search_exactWordsFillingThePage_leavePrefixMatchesOut() throws {
        // given
        for index in 0..<3 { _ = try store.create(MemoDraft(title: "tea \(index)"), for: user) }
        _ = try store.create(MemoDraft(title: "teapot"), for: user)
        // when / then: three exact matches fill a page of three; a page of five takes the prefix too
        XCTAssertEqual(try titles("tea", limit: 3), ["tea 2", "tea 1", "tea 0"])
        XCTAssertEqual(try titles("tea", limit: 5), ["teapot", "tea 2", "tea 1", "tea 0"])
    }
}
