import MemoStore
@testable import PostgresMemoStore
import TestSupport
import XCTest

/// Issue 34's listing cost: the projects shared with a user are read together, each statement
/// run for every share (`PostgresUrgencyQuery.init(filter:shares:)`). By arms, they page as
/// their whole read does, which holds exactly the memos of each share read alone; every
/// statement stays on the owners' indexes; and a user's listing with shares is the page it was
/// when each share was read as a listing of its own.
final class PostgresSharedUrgencyTests: PostgresRepositoryTestCase {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    func test_sharesReadTogether_byArms_pageAsTheirWholeRead_whichHoldsEachSharesMemos() throws {
        // given: memos of every shape for two owners; alice's work and carol's home shared
        let carol = try store.logIn(userName: "carol")
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        try createUrgencyArmMemos(now: now) { try store.create($0, for: carol).id }
        let shares = [(owner: user!, project: "work"), (owner: carol, project: "home")]
        var unscheduled = UrgencyCoefficients()
        unscheduled.scheduled = 0
        for coefficients in [UrgencyCoefficients.standard, urgencyArmLiftedCoefficients, unscheduled] {
            for (name, filter) in queryPlanFilters(now: now) where filter.requiredTags.isEmpty {
                // when: read whole, and by arms with the scheduled memos besides or as arms
                let whole = try pageIDs(filter, shares, coefficients, 0, 400, wholeReadLimit: .max, fewLifted: 0)
                let alone = try shares.flatMap {
                    try PostgresUrgencyQuery(filter: filter, user: $0.owner, within: $0.project, wholeReadLimit: .max)
                        .pageIDs(limit: 400, offset: 0, coefficients: coefficients, now: now, store.connection)
                }
                XCTAssertEqual(Set(whole), Set(alone), "\(name): the whole read holds each share's memos")
                XCTAssertEqual(whole.count, alone.count, name)
                for (offset, limit) in [(0, 1), (0, 20), (7, 13), (30, 30)] {
                    let expected = try pageIDs(filter, shares, coefficients, offset, limit, wholeReadLimit: .max, fewLifted: 0)
                    for fewLifted in [0, 1_000] {
                        let byArms = try pageIDs(filter, shares, coefficients, offset, limit, wholeReadLimit: 0, fewLifted: fewLifted)
                        // then
                        XCTAssertEqual(byArms, expected, "\(name), offset \(offset), limit \(limit), scheduled \(coefficients.scheduled), few \(fewLifted)")
                    }
                }
            }
        }
    }

    func test_sharesReadTogether_canEachBeReadOnTheOwnersIndexes() throws {
        // given a store of both owners; the planner told to use an index wherever one serves
        let carol = try store.logIn(userName: "carol")
        try createUrgencyArmMemos(now: now) { try store.create($0, for: user).id }
        try createUrgencyArmMemos(now: now) { try store.create($0, for: carol).id }
        try store.connection.execute("ANALYZE memos")
        try store.connection.execute("SET enable_seqscan = off")
        defer { _ = try? store.connection.execute("RESET enable_seqscan") }
        for (name, filter) in queryPlanFilters(now: now) where filter.requiredTags.isEmpty {
            let query = PostgresUrgencyQuery(filter: filter, shares: [(user, "work"), (carol, "home")], wholeReadLimit: 0)
            let arms = query.arms(of: (0..<UrgencyClass.count).map { (done: false, dated: $0 % 2 == 0, code: $0) }, .standard, now: now)
            var statements = [query.reach(now: now), query.presentClasses(), query.following(offset: 0, limit: 21)]
            statements.append(query.isNarrowed ? query.narrowedCandidates() : query.candidates(of: arms.prefix(PostgresUrgencyQuery.batchSize), bound: 21, now: now))
            for statement in statements {
                let plan = try store.connection.execute("EXPLAIN " + statement.sql, statement.values)
                let text = (0..<plan.rowCount).map { plan.string($0, 0) }.joined(separator: "\n")
                XCTAssertFalse(text.contains("Seq Scan on memos"), "\(name): \(text)")
            }
        }
    }

    // MARK: - Private

    private func pageIDs(
        _ filter: MemoFilter, _ shares: [(owner: User, project: String)], _ coefficients: UrgencyCoefficients, _ offset: Int, _ limit: Int,
        wholeReadLimit: Int, fewLifted: Int
    ) throws -> [Int64] {
        try PostgresUrgencyQuery.pageIDs(
            of: [PostgresUrgencyQuery(filter: filter, shares: shares, wholeReadLimit: wholeReadLimit, fewLifted: fewLifted)],
            limit: limit, offset: offset, coefficients: coefficients, now: now, store.connection)[0]
    }
}
