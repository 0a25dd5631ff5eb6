import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Full-text search: words not syntax, folding, prefixes, filters, and one user's memos only.
final class PostgresSearchTests: PostgresRepositoryTestCase {
    func test_search_everyWordMustMatch_newestFirst() throws {
        let milk = try store.create(MemoDraft(title: "Buy milk", body: "oat milk, two litres"), for: user)
        let bread = try store.create(MemoDraft(title: "Buy bread"), for: user)
        XCTAssertEqual(try store.search("buy", filter: .all, limit: 10, for: user), [bread, milk])
        XCTAssertEqual(try store.search("buy oat", filter: .all, limit: 10, for: user), [milk])
        XCTAssertEqual(try store.search("buy oat", filter: .all, limit: 1, for: user), [milk])
        XCTAssertEqual(try store.search("bread oat", filter: .all, limit: 10, for: user), [])
    }

    func test_search_foldsCaseAndAccents_andTheLastWordIsAPrefix() throws {
        let memo = try store.create(MemoDraft(title: "École d'été", body: "NAÏVE Straße"), for: user)
        XCTAssertEqual(try store.search("ecole", filter: .all, limit: 10, for: user), [memo])
        XCTAssertEqual(try store.search("naive ÉT", filter: .all, limit: 10, for: user), [memo])
        XCTAssertEqual(try store.search("eco", filter: .all, limit: 10, for: user), [memo])
        XCTAssertEqual(try store.search("eco naive", filter: .all, limit: 10, for: user), [])
    }

    func test_search_syntaxCharacters_areJustText() throws {
        let memo = try store.create(MemoDraft(title: "a & b | !c (d) 'e' \"f\" g:* <-> h\\"), for: user)
        for query in ["&", "!c", "(d)", "'e'", "\"f\"", "g:*", "<->", "h\\", "a & b", "' OR 1=1 --"] {
            XCTAssertNoThrow(try store.search(query, filter: .all, limit: 10, for: user), query)
        }
        XCTAssertEqual(try store.search("(d) 'e'", filter: .all, limit: 10, for: user), [memo])
        XCTAssertEqual(try store.search("&", filter: .all, limit: 10, for: user), [])
        XCTAssertEqual(try store.search("   ", filter: .all, limit: 10, for: user), [])
    }

    func test_search_onlyTheUsersMemos_andTheFilter() throws {
        let bob = try store.logIn(userName: "bob")
        _ = try store.create(MemoDraft(title: "shared word"), for: bob)
        let open = try store.create(MemoDraft(title: "shared word", project: "p"), for: user)
        let done = try store.create(MemoDraft(title: "shared word", isDone: true), for: user)
        XCTAssertEqual(try store.search("shared", filter: .all, limit: 10, for: user), [done, open])
        XCTAssertEqual(try store.search("shared", filter: MemoFilter(), limit: 10, for: user), [open])
        XCTAssertEqual(try store.search("shared", filter: MemoFilter(status: .all, project: "p", waiting: .include), limit: 10, for: user), [open])
        XCTAssertEqual(try store.search("word", filter: .all, limit: 10, for: bob).count, 1)
    }

    func test_search_aRareWordBeyondTheNewestMemos_isFound_andACommonOneNewestFirst() throws {
        var index = 0
        _ = try store.importMemos(for: user) {
            index += 1
            return index <= 2_600 ? MemoDraft(title: index == 1 ? "zanzibar first" : "common \(index)") : nil
        }
        XCTAssertEqual(try store.search("zanzibar", filter: .all, limit: 10, for: user).map(\.title), ["zanzibar first"])
        XCTAssertEqual(try store.search("common", filter: .all, limit: 3, for: user).map(\.title),
                       ["common 2600", "common 2599", "common 2598"])
        XCTAssertEqual(try store.search("common 2", filter: .all, limit: 800, for: user).count, 712)
    }

    func test_search_aPhraseNeverRunsFromTheTitleIntoTheBody() throws {
        let memo = try store.create(MemoDraft(title: "last", body: "first"), for: user)
        XCTAssertEqual(try store.search("last first", filter: .all, limit: 10, for: user), [memo])
        XCTAssertEqual(try store.search("last.first", filter: .all, limit: 10, for: user), [])
    }

    func test_search_aBodyOfMoreWordsThanATsvectorHolds_isStored_andItsFirstWordsFound() throws {
        // given: 100,000 Han characters of 4 bytes in no order, nearly every pair a new word
        var state: UInt32 = 1
        let characters = (0..<MemoLimits.maxBodyLength).map { _ -> Unicode.Scalar in
            state = state &* 1_103_515_245 &+ 12_345
            return Unicode.Scalar(0x20000 + (state >> 8) % 40_000)!
        }
        let body = String(String.UnicodeScalarView(characters))
        // when
        let memo = try store.create(MemoDraft(title: "long", body: body), for: user)
        // then
        XCTAssertEqual(try store.search(String(body.prefix(3)), filter: .all, limit: 10, for: user), [memo])
    }

    func test_search_followsEditsAndDeletes() throws {
        let memo = try store.create(MemoDraft(title: "old words"), for: user)
        _ = try store.modify(ids: [memo.id], with: MemoPatch(title: "new words"), for: user)
        XCTAssertEqual(try store.search("old", filter: .all, limit: 10, for: user), [])
        XCTAssertEqual(try store.search("new", filter: .all, limit: 10, for: user).map(\.id), [memo.id])
        _ = try store.delete(ids: [memo.id], for: user)
        XCTAssertEqual(try store.search("new", filter: .all, limit: 10, for: user), [])
    }
}
