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
    private let day: Int64 = 86_400

    func test_pagesByArms_areThePagesOfTheWholeRead_forEveryFilterCoefficientsAndPage() throws {
        // given: memos of every shape, seeded; some scheduled (passed or ahead), some blocking
        var random = SeededRandom(seed: 5)
        var ids: [Int64] = []
        for index in 0..<240 {
            let dueDays = ([nil, nil, -400, -8, -2, 0, 3, 13, 30, 900] as [Int64?]).randomElement(using: &random)!
            var draft = MemoDraft(
                title: "m\(index)", isDone: index % 6 == 0,
                created: Timestamp(secondsSince1970: now.secondsSince1970 - ([0, 3, 50, 200, 500] as [Int64]).randomElement(using: &random)! * day),
                due: dueDays.map { Timestamp(secondsSince1970: now.secondsSince1970 + $0 * day) },
                wait: index % 13 == 0 ? Timestamp(secondsSince1970: now.secondsSince1970 + day) : nil,
                priority: [nil, nil, .low, .medium, .high].randomElement(using: &random)!,
                project: [nil, "work", "home"].randomElement(using: &random)!,
                tags: [[], ["home"], ["home", "car"], ["a", "b", "c"]].randomElement(using: &random)!,
                start: index % 9 == 0 ? now : nil,
                annotations: index % 7 == 0 ? [MemoAnnotation(entry: now, description: "note")] : [])
            draft.scheduled = index % 4 == 0 ? Timestamp(secondsSince1970: now.secondsSince1970 - Int64(index) * 3_600)
                : index % 4 == 1 ? Timestamp(secondsSince1970: now.secondsSince1970 + day) : nil
            // Every fifth waits on one of the memos before it: that one is blocking while open.
            draft.dependencyIDs = index % 5 == 4 ? [ids[Int.random(in: 0..<index, using: &random)]] : []
            ids.append(try store.create(draft, for: user).id)
        }
        var lifted = UrgencyCoefficients()
        lifted.scheduled = 40  // lifts a scheduled memo from deep in its class to the top
        lifted.blocking = 30
        lifted.age = 9
        var unscheduled = UrgencyCoefficients()
        unscheduled.scheduled = 0
        var filters = queryPlanFilters(now: now)
        for status in [MemoStatus.done, .all] {
            filters.append(("+blocking \(status)", { var filter = MemoFilter(status: status, waiting: .include, now: now); filter.isBlocking = true; return filter }()))
        }
        for coefficients in [UrgencyCoefficients.standard, lifted, unscheduled] {
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
