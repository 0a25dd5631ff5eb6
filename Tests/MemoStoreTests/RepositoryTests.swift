import Foundation
import XCTest
@testable import MemoStore

final class RepositoryTests: XCTestCase {
    func test_logIn_createsTheUserOnce() throws {
        let store = try StoreFixture().open()

        let first = try store.logIn(userName: "alice")
        let second = try store.logIn(userName: "alice")
        let other = try store.logIn(userName: "bob")

        XCTAssertEqual(first, second)
        XCTAssertNotEqual(first.id, other.id)
        XCTAssertThrowsError(try store.logIn(userName: " ")) { XCTAssertEqual($0 as? MemoStoreError, .invalidUserName("empty")) }
    }

    func test_create_thenGet_roundTripsEveryField() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let created = Timestamp(secondsSince1970: 1_700_000_000)

        let memo = try store.create(
            MemoDraft(uuid: "u-1", title: "Buy milk", body: "oat", isDone: true, created: created, updated: created), for: alice)

        XCTAssertEqual(try store.memo(id: memo.id, for: alice), memo)
        XCTAssertEqual(memo.uuid, "u-1")
        XCTAssertEqual(memo.title, "Buy milk")
        XCTAssertEqual(memo.body, "oat")
        XCTAssertTrue(memo.isDone)
        XCTAssertEqual(memo.created, created)
    }

    func test_create_withoutUUID_givesAFreshOne() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")

        let uuids = try (1...3).map { try store.create(MemoDraft(title: "m\($0)"), for: alice).uuid }

        XCTAssertEqual(Set(uuids).count, 3)
        XCTAssertTrue(uuids.allSatisfy { $0.count == 36 && UUID(uuidString: $0) != nil }, "\(uuids)")
    }

    func test_update_changesOnlyWhatIsGiven() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Title", body: "Body"), for: alice)

        let titled = try store.update(id: memo.id, title: "New title", body: nil, for: alice)
        let bodied = try store.update(id: memo.id, title: nil, body: "", for: alice)

        XCTAssertEqual(titled.title, "New title")
        XCTAssertEqual(titled.body, "Body")
        XCTAssertEqual(bodied.title, "New title")
        XCTAssertEqual(bodied.body, "")
    }

    func test_setDone_changesCounts_andTheSameValueRecordsNothing() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Task"), for: alice)

        _ = try store.setDone(true, id: memo.id, for: alice)
        let again = try store.setDone(true, id: memo.id, for: alice)

        XCTAssertTrue(again.isDone)
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 0, done: 1))
        XCTAssertEqual(try store.history(limit: 10, for: alice).map(\.kind), [.done, .add])
    }

    func test_delete_returnsTheMemo_andItIsGone() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "Gone soon"), for: alice)

        XCTAssertEqual(try store.delete(id: memo.id, for: alice), memo)
        XCTAssertThrowsError(try store.memo(id: memo.id, for: alice)) {
            XCTAssertEqual($0 as? MemoStoreError, .memoNotFound(id: memo.id))
        }
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 0, done: 0))
    }

    func test_delete_ofTheHighestId_doesNotLetItBeReused_evenAfterReopening() throws {
        let fixture = try StoreFixture()
        var store = try fixture.open()
        let alice = try store.logIn(userName: "alice")
        let first = try store.create(MemoDraft(title: "one"), for: alice)
        let second = try store.create(MemoDraft(title: "two"), for: alice)
        _ = try store.delete(id: second.id, for: alice)

        store = try fixture.open()
        let third = try store.create(MemoDraft(title: "three"), for: alice)

        XCTAssertGreaterThan(third.id, second.id)
        XCTAssertGreaterThan(second.id, first.id)
    }

    func test_memos_persistAcrossClosingAndReopening() throws {
        let fixture = try StoreFixture()
        var store: SQLiteMemoRepository? = try fixture.open()
        let alice = try store!.logIn(userName: "alice")
        let memo = try store!.create(MemoDraft(title: "Persist me", body: "please"), for: alice)
        store = nil

        let reopened = try fixture.open()

        XCTAssertEqual(try reopened.memo(id: memo.id, for: try reopened.logIn(userName: "alice")), memo)
    }

    func test_anotherUsersMemo_behavesExactlyLikeAMissingOne() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        let memo = try store.create(MemoDraft(title: "Alice's secret plan"), for: alice)
        let missing = MemoStoreError.memoNotFound(id: memo.id)

        XCTAssertThrowsError(try store.memo(id: memo.id, for: bob)) { XCTAssertEqual($0 as? MemoStoreError, missing) }
        XCTAssertThrowsError(try store.update(id: memo.id, title: "x", body: nil, for: bob)) { XCTAssertEqual($0 as? MemoStoreError, missing) }
        XCTAssertThrowsError(try store.setDone(true, id: memo.id, for: bob)) { XCTAssertEqual($0 as? MemoStoreError, missing) }
        XCTAssertThrowsError(try store.delete(id: memo.id, for: bob)) { XCTAssertEqual($0 as? MemoStoreError, missing) }
        XCTAssertEqual(try store.search("secret", limit: 10, for: bob), [])
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all), for: bob).memos, [])
        XCTAssertThrowsError(try store.undoLastChange(for: bob)) { XCTAssertEqual($0 as? MemoStoreError, .nothingToUndo) }
        var exported: [Memo] = []
        try store.exportMemos(for: bob) { exported.append($0) }
        XCTAssertEqual(exported, [])
        XCTAssertEqual(try store.memo(id: memo.id, for: alice), memo)
    }

    func test_page_withTheCursor_visitsEachMemoOnce_newestFirst() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        try store.addMemos(53, for: alice)
        for id in stride(from: 1, through: 53, by: 3) { _ = try store.setDone(true, id: Int64(id), for: alice) }

        for filter in MemoStatus.allCases {
            var seen: [Int64] = []
            var more = 0
            repeat {
                let request = MemoPageRequest(filter: MemoFilter(status: filter, waiting: .include), sort: .created,
                                              limit: 7, offset: seen.count)
                let page = try store.page(request, for: alice)
                XCTAssertLessThanOrEqual(page.memos.count, 7)
                seen += page.memos.map(\.id)
                more = page.more
            } while more > 0
            let expected = (1...53).map(Int64.init).filter {
                filter == .all || (filter == .done) == ($0 % 3 == 1)
            }
            XCTAssertEqual(seen, expected.reversed(), "\(filter)")
        }
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 35, done: 18))
    }

    func test_exportMemos_yieldsOldestFirst() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        try store.addMemos(5, for: alice)
        var titles: [String] = []

        try store.exportMemos(for: alice) { titles.append($0.title) }

        XCTAssertEqual(titles, (1...5).map { "memo \($0)" })
    }

    func test_trickyTitles_roundTripByteForByte() throws {
        let fixture = try StoreFixture()
        let store = try fixture.open()
        let alice = try store.logIn(userName: "alice")
        let titles = ["say \"hi\" and 'bye'", "'; DROP TABLE memos; --", "nul\u{0}inside\u{0}", "🥛🍞 milk & bread",
                      "שלום עולם", "مرحبا", "tab\tand\nnewline", "\\ backslash %s %@"]

        let ids = try titles.map { try store.create(MemoDraft(title: $0, body: $0), for: alice).id }

        let reopened = try fixture.open()
        for (id, title) in zip(ids, titles) {
            let memo = try reopened.memo(id: id, for: alice)
            XCTAssertEqual(Array(memo.title.utf8), Array(title.utf8))
            XCTAssertEqual(Array(memo.body.utf8), Array(title.utf8))
        }
        XCTAssertEqual(try reopened.counts(for: alice).total, titles.count)
    }

    func test_limits_areEnforcedWithTypedErrors() throws {
        let store = try StoreFixture().open()
        let alice = try store.logIn(userName: "alice")
        let longest = String(repeating: "é", count: MemoLimits.maxTitleLength)

        XCTAssertNoThrow(try store.create(MemoDraft(title: longest), for: alice))
        XCTAssertThrowsError(try store.create(MemoDraft(title: longest + "x"), for: alice)) {
            XCTAssertEqual($0 as? MemoStoreError, .invalidTitle("longer than 1000 characters"))
        }
        XCTAssertThrowsError(try store.create(MemoDraft(title: ""), for: alice)) {
            XCTAssertEqual($0 as? MemoStoreError, .invalidTitle("empty"))
        }
        XCTAssertThrowsError(try store.create(MemoDraft(title: " \n\t"), for: alice)) {
            XCTAssertEqual($0 as? MemoStoreError, .invalidTitle("only whitespace"))
        }
        XCTAssertThrowsError(try store.create(MemoDraft(title: "ok", body: String(repeating: "b", count: 100_001)), for: alice)) {
            XCTAssertEqual($0 as? MemoStoreError, .invalidBody("longer than 100000 characters"))
        }
        XCTAssertThrowsError(try store.logIn(userName: String(repeating: "n", count: 65)))
        XCTAssertThrowsError(try store.logIn(userName: "bell\u{7}"))
        XCTAssertEqual(try store.counts(for: alice).total, 1)
    }
}
