import XCTest
@testable import MemoStore

final class SearchTests: XCTestCase {
    func test_search_findsTitleAndBodyWords_newestFirst_lastWordAsPrefix() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let milk = try store.create(MemoDraft(title: "Buy milk", body: "oat"), for: alice)
        let bread = try store.create(MemoDraft(title: "Bake bread", body: "needs milk too"), for: alice)
        _ = try store.create(MemoDraft(title: "Call mom"), for: alice)

        XCTAssertEqual(try store.search("milk", limit: 10, for: alice).map(\.id), [bread.id, milk.id])
        XCTAssertEqual(try store.search("mil", limit: 10, for: alice).map(\.id), [bread.id, milk.id])
        XCTAssertEqual(try store.search("oat milk", limit: 10, for: alice).map(\.id), [milk.id])
        XCTAssertEqual(try store.search("milk", limit: 1, for: alice).map(\.id), [bread.id])
        XCTAssertEqual(try store.search("   ", limit: 10, for: alice), [])
    }

    func test_search_followsEditsAndDeletesAtOnce() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Buy milk"), for: alice)

        _ = try store.update(id: memo.id, title: "Buy bread", body: "and butter", for: alice)
        XCTAssertEqual(try store.search("milk", limit: 10, for: alice), [])
        XCTAssertEqual(try store.search("butter", limit: 10, for: alice).map(\.title), ["Buy bread"])

        _ = try store.delete(id: memo.id, for: alice)
        XCTAssertEqual(try store.search("bread", limit: 10, for: alice), [])

        _ = try store.undoLastChange(for: alice)
        XCTAssertEqual(try store.search("bread", limit: 10, for: alice).map(\.id), [memo.id])
        _ = try store.undoLastChange(for: alice)
        XCTAssertEqual(try store.search("milk", limit: 10, for: alice).map(\.id), [memo.id])
        XCTAssertEqual(try store.search("butter", limit: 10, for: alice), [])
    }

    func test_search_takesSyntaxAsPlainWords() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "say \"hi\" (now) AND later"), for: alice)

        for query in ["\"", "(", "AND", "NOT x", "*", "a OR", "\"hi", "title:say", "NEAR(a b)", "^say"] {
            XCTAssertNoThrow(try store.search(query, limit: 5, for: alice), query)
        }
        XCTAssertEqual(try store.search("\"hi\" (now)", limit: 5, for: alice).count, 1)
    }

    func test_search_afterImport_findsImportedMemos() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")

        try store.addMemos(300, titled: "imported memo", for: alice)

        XCTAssertEqual(try store.search("imported", limit: 500, for: alice).count, 300)
        XCTAssertEqual(try store.search("memo 123", limit: 5, for: alice).map(\.title).first, "imported memo 123")
    }
}
