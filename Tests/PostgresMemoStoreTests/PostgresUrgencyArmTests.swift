import MemoStore
@testable import PostgresMemoStore
import TestSupport
import XCTest

/// A store too large to be read whole is paged in urgency order by arms, class by class, and
/// bounded by what the store holds (`PostgresUrgencyQuery`): every page is the page of the
/// whole read, which the repository contract holds to `Urgency`'s formula, whether the memos
/// whose scheduled date has passed are read besides the arms (few) or by arms of their own.
/// A page read from an anchor (after or before a memo the screen holds, or the end) is the
/// offset page at the anchor's position, by arms or whole, beside a share received too.
final class PostgresUrgencyArmTests: PostgresRepositoryTestCase {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    func test_pagesByArms_areThePagesOfTheWholeRead_forEveryFilterCoefficientsAndPage() throws {
        // given: memos of every shape, seeded; some scheduled (passed or ahead), some blocking
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        var unscheduled = UrgencyCoefficients()
        unscheduled.scheduled = 0
        var filters = queryPlanFilters(now: now)
        for status in [MemoStatus.done, .all] {
            filters.append(("+blocking \(status)", { var filter = MemoFilter(status: status, waiting: .include, now: now); filter.isBlocking = true; return filter }()))
        }
        for coefficients in [UrgencyCoefficients.standard, urgencyArmLiftedCoefficients, unscheduled] {
            for (name, filter) in filters {
                for (offset, limit) in [(0, 1), (0, 20), (7, 13), (30, 30), (0, 400)] {
                    // when: read whole, and by arms with the scheduled memos besides or as arms
                    let whole = try pageIDs(filter, coefficients, offset, limit, wholeReadLimit: .max, fewLifted: 0)
                    for fewLifted in [0, 1_000] {
                        let byArms = try pageIDs(filter, coefficients, offset, limit, wholeReadLimit: 0, fewLifted: fewLifted)
                        // then
                        XCTAssertEqual(byArms, whole, "\(name), offset \(offset), limit \(limit), scheduled \(coefficients.scheduled), few \(fewLifted)")
                    }
                }
            }
        }
    }

    func test_pagesFromAnAnchor_areTheOffsetPagesAtItsPosition_forEveryFilterAndCoefficients() throws {
        // given: memos of every shape, seeded; some scheduled (passed or ahead), some blocking
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        var unscheduled = UrgencyCoefficients()
        unscheduled.scheduled = 0
        for coefficients in [urgencyArmLiftedCoefficients, unscheduled] {
            for (name, filter) in queryPlanFilters(now: now) {
                let whole = try PostgresUrgencyQuery(filter: filter, user: user, wholeReadLimit: .max)
                    .pageIDs(limit: 1_000, offset: 0, coefficients: coefficients, now: now, store.connection)
                for (wholeReadLimit, fewLifted) in [(0, 0), (0, 1_000)] {
                    // when
                    let query = PostgresUrgencyQuery(filter: filter, user: user, wholeReadLimit: wholeReadLimit, fewLifted: fewLifted)
                    let mismatches = try urgencyKeysetMismatches(whole: whole, limits: [1, 13], key: { MemoPageKey(try store.memo(id: $0, for: user)) }) {
                        try query.pageIDs(limit: $1, anchor: $0, coefficients: coefficients, now: now, store.connection)
                    }
                    // then
                    XCTAssertEqual(mismatches, [], "\(name), whole \(wholeReadLimit), few \(fewLifted), scheduled \(coefficients.scheduled)")
                }
            }
        }
    }

    func test_aPageFromAnAnchor_besideAShareReceived_isTheMergedOffsetPage() throws {
        // given: bob shares a project with alice; both have memos
        let bob = try store.logIn(userName: "bob")
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        for index in 0..<30 {
            _ = try store.create(MemoDraft(title: "b\(index)", created: now, due: Timestamp(secondsSince1970: now.secondsSince1970 + Int64(index) * 86_400),
                                           project: "shared"), for: bob)
        }
        _ = try store.share(project: "shared", with: "alice", as: .reader, for: bob)
        let filter = MemoFilter(now: now)
        let whole = try store.page(MemoPageRequest(filter: filter, limit: 1_000, coefficients: .standard), for: user).memos
        // when
        let read = { (anchor: MemoPageAnchor) in
            try self.store.page(MemoPageRequest(filter: filter, limit: 10, coefficients: .standard, anchor: anchor), for: self.user).memos
        }
        // then
        XCTAssertEqual(try read(.last), Array(whole.suffix(10)))
        XCTAssertEqual(try read(.after(whole[20])), Array(whole[21..<31]))
        XCTAssertEqual(try read(.before(MemoPageKey(whole[50]))), Array(whole[40..<50]))
    }

    // MARK: - Private

    private func pageIDs(
        _ filter: MemoFilter, _ coefficients: UrgencyCoefficients, _ offset: Int, _ limit: Int, wholeReadLimit: Int, fewLifted: Int
    ) throws -> [Int64] {
        try PostgresUrgencyQuery(filter: filter, user: user, wholeReadLimit: wholeReadLimit, fewLifted: fewLifted)
            .pageIDs(limit: limit, offset: offset, coefficients: coefficients, now: now, store.connection)
    }
}
