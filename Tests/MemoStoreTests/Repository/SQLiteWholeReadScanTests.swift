@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A read of every memo of a user (`list --all` past the last, `export`) passes over `memos`
/// in rowid order when the user holds at least half of it, and reads the user's index range
/// otherwise: either way the user's memos exactly, in the same order.
final class SQLiteWholeReadScanTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: SQLiteMemoRepository!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        store = try directory.openSQLite()
    }

    override func tearDown() {
        store = nil
        directory = nil
        super.tearDown()
    }

    func test_aScan_isChosenOnlyWhenTheUserHoldsHalfTheRows_andReadsOnlyTheUsersMemos() throws {
        // given: bob's memos interleaved with alice's (ids alternate), bob holding most; some done
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        var ids: [String: [Int64]] = ["alice": [], "bob": []]
        for index in 0..<30 {
            let (user, name) = index % 3 == 0 ? (alice, "alice") : (bob, "bob")
            let draft = MemoDraft(title: "\(name) \(index)", due: index % 4 == 0 ? Timestamp(secondsSince1970: 1_800_000_000 + Int64(index)) : nil)
            ids[name, default: []].append(try store.create(draft, for: user).id)
        }
        _ = try store.setDone(true, ids: Array(ids["bob", default: []].prefix(5)), timeZone: .utc, for: bob)
        _ = try store.setDone(true, ids: Array(ids["alice", default: []].prefix(2)), timeZone: .utc, for: alice)

        // then: bob (20 of 30 rows) is read by a pass over memos, alice (10) by her index
        XCTAssertTrue(try SQLiteMemoQuery.scanIsCheaper(reading: 20, store.connection))
        XCTAssertFalse(try SQLiteMemoQuery.scanIsCheaper(reading: 10, store.connection))
        XCTAssertFalse(try SQLiteMemoQuery.scanIsCheaper(reading: 0, store.connection))
        var values: [SQLiteValue] = []
        let scan = SQLiteMemoQuery(filter: MemoFilter(status: .all), sort: .urgency, user: bob).scanSQL("memos.id", &values)
        let plan = try store.connection.rows("EXPLAIN QUERY PLAN " + scan, values) { $0.string(3) }
        XCTAssertEqual(plan, ["SCAN memos"])

        for (name, user) in [("alice", alice), ("bob", bob)] {
            // when: every memo is exported, and listed in urgency order past the last
            var exported: [Int64] = []
            try store.exportMemos(for: user) { exported.append($0.id) }
            let request = MemoPageRequest(filter: MemoFilter(status: .all, waiting: .include), limit: 100)
            let listed = try store.page(request, for: user).memos
            // then: the user's memos exactly, exported in id order, listed as the arms rank them
            XCTAssertEqual(exported, ids[name], name)
            let ranked = try SQLiteUrgencyQuery(filter: request.filter, user: user, coefficients: request.coefficients, wholeReadLimit: 0)
                .pageIDs(limit: 100, offset: 0, store.connection)
            XCTAssertEqual(listed.map(\.id), ranked, name)
            XCTAssertEqual(Set(ranked), Set(ids[name, default: []]), name)
        }
    }

    func test_aWholePageInIDOrder_isReadByAScanWhenTheUserHoldsHalfTheRows_inTheIndexesOrder() throws {
        // given: bob's memos interleaved with alice's, bob holding most; some of each done
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        var ids: [String: [Int64]] = ["alice": [], "bob": []]
        for index in 0..<30 {
            let (user, name) = index % 3 == 0 ? (alice, "alice") : (bob, "bob")
            ids[name, default: []].append(try store.create(MemoDraft(title: "\(name) \(index)"), for: user).id)
        }
        let bobDone = Array(ids["bob", default: []].prefix(5))
        _ = try store.setDone(true, ids: bobDone, timeZone: .utc, for: bob)
        _ = try store.setDone(true, ids: Array(ids["alice", default: []].prefix(2)), timeZone: .utc, for: alice)

        // then: a page of 1,000 rows or more in id order is a pass over memos, no sort step
        let whole = SQLiteMemoQuery(filter: MemoFilter(status: .all), sort: .created, user: bob)
        let (scan, values) = try XCTUnwrap(whole.idOrderScanSQL(limit: 1_000, offset: 0))
        XCTAssertEqual(try store.connection.rows("EXPLAIN QUERY PLAN " + scan, values) { $0.string(3) }, ["SCAN memos"])
        XCTAssertNil(whole.idOrderScanSQL(limit: 999, offset: 0))
        // A filter an index of its own answers reads that range, not every row.
        var tagged = MemoFilter(status: .all)
        tagged.requiredTags = ["x"]
        var dated = MemoFilter(status: .all)
        dated.dueBefore = Timestamp(secondsSince1970: 1_800_000_000)
        for narrowed in [tagged, dated] {
            XCTAssertNil(SQLiteMemoQuery(filter: narrowed, sort: .created, user: bob).idOrderScanSQL(limit: 1_000, offset: 0))
        }
        XCTAssertNil(SQLiteMemoQuery(filter: MemoFilter(status: .all), sort: .due, user: bob).idOrderScanSQL(limit: 1_000, offset: 0))

        for (name, user) in [("alice", alice), ("bob", bob)] {
            let mine = ids[name, default: []]
            let cases: [(MemoSort, MemoStatus, Int, Int, [Int64])] = [
                (.created, .all, 1_000, 0, mine.reversed()),
                (.oldest, .all, 1_000, 0, mine),
                (.created, .all, 997, 3, Array(mine.reversed().dropFirst(3))),
                (.oldest, .done, 1_000, 0, name == "bob" ? bobDone : Array(mine.prefix(2))),
                (.created, .open, 1_000, 1, Array(mine.dropFirst(name == "bob" ? 5 : 2).reversed().dropFirst(1))),
            ]
            for (sort, status, limit, offset, expected) in cases {
                // when: a whole page is listed newest or oldest first
                let request = MemoPageRequest(filter: MemoFilter(status: status, waiting: .include), sort: sort, limit: limit, offset: offset)
                let page = try store.page(request, for: user)
                // then: the user's memos exactly, in id order, whichever way they were read
                XCTAssertEqual(page.memos.map(\.id), expected, "\(name) \(sort) \(status) offset \(offset)")
                XCTAssertEqual(page.more, 0)
            }
        }
    }

    func test_arrange_putsEveryMemoWhereTheOrderSays_forManySeededPermutations() {
        for seed in UInt64(1)...200 {
            // given: memos whose fields hold heap storage, and a permutation of them
            var generator = SeededRandom(seed: seed)
            let count = Int(generator.next() % 40)
            let created = Timestamp(secondsSince1970: 1_800_000_000)
            let memos = (0..<count).map { index in
                Memo(id: Int64(index), uuid: "uuid of memo number \(index)", title: "a title long enough for the heap \(index)",
                     body: "", isDone: false, created: created, updated: created, tags: ["t\(index)"])
            }
            let order = Array(0..<count).shuffled(using: &generator)
            // when
            var arranged = memos
            SQLiteUrgencyQuery.arrange(&arranged, in: order)
            // then
            XCTAssertEqual(arranged, order.map { memos[$0] }, "seed \(seed)")
            XCTAssertEqual(arranged.map(\.tags), order.map { memos[$0].tags }, "seed \(seed)")
        }
    }
}

