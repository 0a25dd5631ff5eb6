import MemoStore
@testable import PostgresMemoStore
import TestSupport
import XCTest

/// A store too large to be read whole is paged in urgency order by arms, class by class, and
/// bounded by what the store holds (`PostgresUrgencyQuery`): every page is the page of the
/// whole read, which the repository contract holds to `Urgency`'s formula, whether the memos
/// whose scheduled date has passed are read besides the arms (few) or by arms of their own.
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

    // MARK: - Private

    private func pageIDs(
        _ filter: MemoFilter, _ coefficients: UrgencyCoefficients, _ offset: Int, _ limit: Int, wholeReadLimit: Int, fewLifted: Int
    ) throws -> [Int64] {
        try PostgresUrgencyQuery(filter: filter, user: user, wholeReadLimit: wholeReadLimit, fewLifted: fewLifted)
            .pageIDs(limit: limit, offset: offset, coefficients: coefficients, now: now, store.connection)
    }
}
