@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A store too large to be read whole is paged in urgency order by arms, class by class, and
/// bounded by what the store holds (`SQLiteUrgencyQuery`): every page is the page of the whole
/// read, which the repository contract holds to `Urgency`'s formula.
/// A page read from an anchor (after or before a memo the screen holds, or the end) is the
/// offset page at the anchor's position, by arms or whole.
final class SQLiteUrgencyArmTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: SQLiteMemoRepository!
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

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

    func test_pagesByArms_areThePagesOfTheWholeRead_forEveryFilterCoefficientsAndPage() throws {
        // given: memos of every shape, seeded; some scheduled (passed or ahead), some blocking
        let user = try store.logIn(userName: "alice")
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        for coefficients in [UrgencyCoefficients.standard, urgencyArmLiftedCoefficients] {
            for (name, filter) in queryPlanFilters(now: now) {
                for (offset, limit) in [(0, 1), (0, 20), (7, 13), (30, 30), (0, 400)] {
                    // when
                    let byArms = try SQLiteUrgencyQuery(filter: filter, user: user, coefficients: coefficients, wholeReadLimit: 0)
                        .pageIDs(limit: limit, offset: offset, store.connection)
                    let whole = try SQLiteUrgencyQuery(filter: filter, user: user, coefficients: coefficients, wholeReadLimit: .max)
                        .pageIDs(limit: limit, offset: offset, store.connection)
                    // then
                    XCTAssertEqual(byArms, whole, "\(name), offset \(offset), limit \(limit), scheduled \(coefficients.scheduled)")
                }
            }
        }
    }

    func test_pagesFromAnAnchor_areTheOffsetPagesAtItsPosition_forEveryFilterAndCoefficients() throws {
        // given: memos of every shape, seeded; some scheduled (passed or ahead), some blocking
        let user = try store.logIn(userName: "alice")
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        var unscheduled = UrgencyCoefficients()
        unscheduled.scheduled = 0
        for coefficients in [UrgencyCoefficients.standard, urgencyArmLiftedCoefficients, unscheduled] {
            for (name, filter) in queryPlanFilters(now: now) {
                let whole = try SQLiteUrgencyQuery(filter: filter, user: user, coefficients: coefficients, wholeReadLimit: .max)
                    .pageIDs(limit: 1_000, offset: 0, store.connection)
                for wholeReadLimit in [0, Int.max] {
                    // when
                    let query = SQLiteUrgencyQuery(filter: filter, user: user, coefficients: coefficients, wholeReadLimit: wholeReadLimit)
                    let mismatches = try urgencyKeysetMismatches(whole: whole, key: { MemoPageKey(try store.memo(id: $0, for: user)) }) {
                        try query.pageIDs(limit: $1, anchor: $0, store.connection)
                    }
                    // then
                    XCTAssertEqual(mismatches, [], "\(name), whole read \(wholeReadLimit), scheduled \(coefficients.scheduled)")
                }
            }
        }
    }

    func test_aPageFromAnAnchor_throughTheRepository_isTheOffsetPageAndSaysWhetherMoreFollow() throws {
        // given
        let user = try store.logIn(userName: "alice")
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        let filter = MemoFilter(now: now)
        let whole = try store.page(MemoPageRequest(filter: filter, limit: 1_000, coefficients: .standard), for: user).memos
        // when
        let last = try store.page(MemoPageRequest(filter: filter, limit: 10, coefficients: .standard, anchor: .last), for: user)
        let after = try store.page(MemoPageRequest(filter: filter, limit: 10, coefficients: .standard, anchor: .after(whole[4])), for: user)
        // then
        XCTAssertEqual(last.memos, Array(whole.suffix(10)))
        XCTAssertEqual(after.memos, Array(whole[5..<15]))
        XCTAssertEqual([last.more, after.more], [1, 1])
        XCTAssertFalse(last.moreIsExact)
    }

    func test_aPageReachingPastTheLastMemo_isReadWhole_andIsThePageOfTheRanksRead() throws {
        // given: memos of every shape, seeded; some scheduled (passed or ahead), some blocking
        let user = try store.logIn(userName: "alice")
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        let count = try store.counts(for: user)
        for coefficients in [UrgencyCoefficients.standard, urgencyArmLiftedCoefficients] {
            for (name, filter) in queryPlanFilters(now: now) {
                let query = SQLiteUrgencyQuery(filter: filter, user: user, coefficients: coefficients)
                let memoCount = try query.memoCount(store.connection)
                XCTAssertLessThanOrEqual(memoCount, count.open + count.done)
                for offset in [0, 7, max(0, memoCount - 3), memoCount + 2] {
                    // when: a page of every memo there is, from `offset` on
                    var lookedUp = false
                    let whole = try query.page(limit: memoCount + 1, offset: offset, store.connection) { ids in
                        lookedUp = true
                        return try store.memos(inOrderOf: ids, for: user)
                    }
                    // then: the memos of the ranks read whole, in their order, each read once
                    let ranked = try SQLiteUrgencyQuery(filter: filter, user: user, coefficients: coefficients, wholeReadLimit: .max)
                        .pageIDs(limit: memoCount + 1, offset: offset, store.connection)
                    let label = "\(name), offset \(offset), scheduled \(coefficients.scheduled)"
                    XCTAssertEqual(whole.map(\.id), ranked, label)
                    XCTAssertEqual(whole, try store.memos(inOrderOf: ranked, for: user), label)
                    XCTAssertEqual(lookedUp, query.isNarrowed, label)
                }
            }
        }
    }

    func test_aMemosClassInSwift_isTheClassTheIndexesHold() throws {
        // given: memos of every shape, seeded; some blocked, some blocking, some done
        let user = try store.logIn(userName: "alice")
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        // when
        let mismatches = try store.connection.rows(
            "SELECT \(SQLiteMemoRow.columns), \(SQLiteSchema.urgencyClass) FROM memos WHERE user_id = ?", [.integer(user.id)]
        ) { row in (SQLiteMemoRow.read(row), Int(row.int64(23))) }.filter { UrgencyClass($0.0).code != $0.1 }
        // then
        XCTAssertEqual(mismatches.map(\.0.id), [])
    }
}
