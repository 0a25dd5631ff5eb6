import XCTest
@testable import MemoStore
import TestSupport

/// Full-text search, kept in step with every change.
class RepositorySearchTests: RepositoryContractTestCase {
    private var user: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        user = try store.logIn(userName: "alice")
    }

    private func titles(_ query: String, limit: Int = 50) throws -> [String] {
        try store.search(query, limit: limit, for: user).map(\.title)
    }

    func test_search_findsTitleAndBodyWords_newestFirst() throws {
        _ = try store.create(MemoDraft(title: "Buy milk"), for: user)
        _ = try store.create(MemoDraft(title: "Call mum", body: "about the milk"), for: user)
        _ = try store.create(MemoDraft(title: "Unrelated"), for: user)
        XCTAssertEqual(try titles("milk"), ["Call mum", "Buy milk"])
    }

    func test_search_everyWordMustMatch() throws {
        _ = try store.create(MemoDraft(title: "red apple"), for: user)
        _ = try store.create(MemoDraft(title: "green apple"), for: user)
        _ = try store.create(MemoDraft(title: "red car"), for: user)
        XCTAssertEqual(try titles("red apple"), ["red apple"])
        XCTAssertEqual(try titles("apple red"), ["red apple"])
    }

    func test_search_lastWordMatchesAsPrefix_earlierWordsDoNot() throws {
        _ = try store.create(MemoDraft(title: "groceries for dinner"), for: user)
        XCTAssertEqual(try titles("groc"), ["groceries for dinner"])
        XCTAssertEqual(try titles("groceries din"), ["groceries for dinner"])
        XCTAssertEqual(try titles("groc dinner"), [])
    }

    func test_search_aWordRepeatedFiftyThousandTimes_isLookedForOnce() throws {
        // given
        _ = try store.create(MemoDraft(title: "Buy milk"), for: user)
        _ = try store.create(MemoDraft(title: "Buy bread"), for: user)
        // when the same word is typed fifty thousand times (it once took 1.7 GB, and
        // PostgreSQL ran out of stack), then the last word typed still matches as a prefix
        XCTAssertEqual(try titles(Array(repeating: "milk", count: 50_000).joined(separator: " ")), ["Buy milk"])
        XCTAssertEqual(try titles(Array(repeating: "buy", count: 50_000).joined(separator: " ") + " mi"), ["Buy milk"])
    }

    func test_search_isCaseAndDiacriticInsensitive() throws {
        _ = try store.create(MemoDraft(title: "Café Résumé"), for: user)
        XCTAssertEqual(try titles("cafe"), ["Café Résumé"])
        XCTAssertEqual(try titles("RESUME"), ["Café Résumé"])
    }

    func test_search_limit_capsResults() throws {
        for index in 0..<5 { _ = try store.create(MemoDraft(title: "note \(index)"), for: user) }
        XCTAssertEqual(try titles("note", limit: 2), ["note 4", "note 3"])
        XCTAssertEqual(try titles("note", limit: 0), [])
        XCTAssertEqual(try titles("note", limit: -1), [])
    }

    func test_search_emptyOrWhitespaceQuery_returnsNothing() throws {
        _ = try store.create(MemoDraft(title: "anything"), for: user)
        XCTAssertEqual(try titles(""), [])
        XCTAssertEqual(try titles("  \t\n"), [])
    }

    func test_search_rightAfterUpdate_findsNewWordsNotOldOnes() throws {
        let memo = try store.create(MemoDraft(title: "alpha", body: "beta"), for: user)
        _ = try store.edit(id: memo.id, title: "gamma", body: nil, for: user)
        XCTAssertEqual(try titles("alpha"), [])
        XCTAssertEqual(try titles("gamma"), ["gamma"])
        XCTAssertEqual(try titles("beta"), ["gamma"])
        _ = try store.edit(id: memo.id, title: nil, body: "delta", for: user)
        XCTAssertEqual(try titles("beta"), [])
        XCTAssertEqual(try titles("delta"), ["gamma"])
    }

    func test_search_rightAfterDelete_findsNothing() throws {
        let memo = try store.create(MemoDraft(title: "ephemeral"), for: user)
        _ = try store.delete(id: memo.id, for: user)
        XCTAssertEqual(try titles("ephemeral"), [])
    }

    func test_search_afterSetDone_stillFindsMemo() throws {
        let memo = try store.create(MemoDraft(title: "finish report"), for: user)
        _ = try store.markDone(true, id: memo.id, for: user)
        XCTAssertEqual(try store.search("report", limit: 5, for: user).map(\.isDone), [true])
    }

    func test_search_followsUndoOfEditDeleteAddAndImport() throws {
        let memo = try store.create(MemoDraft(title: "original"), for: user)
        _ = try store.edit(id: memo.id, title: "changed", body: nil, for: user)
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try titles("original"), ["original"])
        XCTAssertEqual(try titles("changed"), [])
        _ = try store.delete(id: memo.id, for: user)
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try titles("original"), ["original"])
        _ = try store.importMemos(for: user, from: draftFeed([MemoDraft(title: "imported zebra")]))
        XCTAssertEqual(try titles("zebra"), ["imported zebra"])
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try titles("zebra"), [])
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try titles("original"), [])
    }

    func test_search_importedMemos_areIndexed() throws {
        _ = try store.importMemos(for: user, from: draftFeed((0..<30).map { MemoDraft(title: "bulk \($0)", body: "word\($0)") }))
        XCTAssertEqual(try titles("word17"), ["bulk 17"])
        XCTAssertEqual(try titles("bulk", limit: 100).count, 30)
    }

    func test_search_syntaxCharacters_neverThrow() throws {
        _ = try store.create(MemoDraft(title: "say \"hi\" (to) AND * everyone OR NOT near"), for: user)
        let queries = [
            "\"", "\"\"", "\"hi", "hi\"", "(", ")", "(to", "to)", "AND", "OR", "NOT", "AND OR NOT",
            "*", "**", "hi*", "*hi", "NEAR(hi to)", "title:hi", "body:x", "-hi", "+hi", "^hi", "hi AND",
            "{title}: hi", "'", "';--", "\\", "%", ":", ".", "a\u{0}b", "😀", "hi ( AND \" * )",
        ]
        for query in queries {
            XCTAssertNoThrow(try store.search(query, limit: 10, for: user), "query \(query)")
        }
    }

    func test_search_queryWithNUL_doesNotThrowAndSplitsWords() throws {
        // given
        let memo = try store.create(MemoDraft(title: "nul\u{0}in\u{0}the middle"), for: user)
        // when / then: the NUL must not cut the FTS5 query short ("unterminated string")
        XCTAssertEqual(try store.search("nul\u{0}in", limit: 5, for: user), [memo])
        XCTAssertEqual(try store.search("\u{0}", limit: 5, for: user), [])
        XCTAssertEqual(try store.search("midd\u{0}", limit: 5, for: user), [memo])
    }

    func test_search_operatorWords_areTakenAsWords() throws {
        _ = try store.create(MemoDraft(title: "cats AND dogs"), for: user)
        _ = try store.create(MemoDraft(title: "cats only"), for: user)
        XCTAssertEqual(try titles("cats AND"), ["cats AND dogs"])
        XCTAssertEqual(try titles("NOT"), [])
        XCTAssertEqual(try titles("\"cats\""), ["cats only", "cats AND dogs"])
        XCTAssertEqual(try titles("(dogs)"), ["cats AND dogs"])
    }
}

/// What search promises beyond whole words: word stems in Korean, words inside Japanese and
/// Chinese text, accents either way, prefixes only when exact words leave the page short, and
/// never another user's memo.
class RepositorySearchLanguageTests: RepositoryContractTestCase {
    private var user: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        user = try store.logIn(userName: "alice")
    }

    private func titles(_ query: String, limit: Int = 50) throws -> [String] {
        try store.search(query, limit: limit, for: user).map(\.title)
    }

    func test_search_koreanWord_findsItWithAParticle() throws {
        _ = try store.create(MemoDraft(title: "우유를 사야 함"), for: user)
        _ = try store.create(MemoDraft(title: "빵은 있음"), for: user)
        XCTAssertEqual(try titles("우유"), ["우유를 사야 함"])
        XCTAssertEqual(try titles("빵"), ["빵은 있음"])
    }

    func test_search_accents_foldedInMemoAndQuery() throws {
        _ = try store.create(MemoDraft(title: "resume draft"), for: user)
        _ = try store.create(MemoDraft(title: "Crème brûlée"), for: user)
        XCTAssertEqual(try titles("résumé"), ["resume draft"])
        XCTAssertEqual(try titles("CREME brulee"), ["Crème brûlée"])
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

    func test_search_neverFindsAnotherUsersMemo_exactOrPrefix() throws {
        // given
        let bob = try store.logIn(userName: "bob")
        _ = try store.create(MemoDraft(title: "milk for alice"), for: user)
        _ = try store.create(MemoDraft(title: "milk for bob"), for: bob)
        _ = try store.importMemos(for: bob, from: draftFeed([MemoDraft(title: "milkshake for bob")]))
        // when / then
        XCTAssertEqual(try titles("milk"), ["milk for alice"])
        XCTAssertEqual(try titles("mil"), ["milk for alice"])
        XCTAssertEqual(try store.search("mil", limit: 5, for: bob).map(\.title), ["milkshake for bob", "milk for bob"])
    }
}
