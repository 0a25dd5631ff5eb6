@testable import MemoStore
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import TestSupport
import Testing

/// The two engines spell one urgency (`UrgencyTerm`, `UrgencyArmStart.orderColumns`) each in
/// its own SQL: given the same varied memos, each computes every memo's class as Swift does and
/// lists them in one order, read whole or by arms, whatever the coefficients.
struct UrgencyEngineAgreementTests {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    @Test func test_bothEngines_classAndRankOneVariedStore_identically_withEveryTermExercised() throws {
        // given: the same memos of every shape in a SQLite store and a PostgreSQL one
        let sqliteDirectory = try TemporaryDirectory(), postgresStore = try PostgresContractStore()
        let sqlite = try sqliteDirectory.openSQLite()
        let postgres = try #require(try postgresStore.open() as? PostgresMemoRepository)
        defer { postgres.close() }
        let sqliteUser = try sqlite.logIn(userName: "alice"), postgresUser = try postgres.logIn(userName: "alice")
        try createUrgencyArmMemos(now: now) { try sqlite.create($0, for: sqliteUser).id }
        try createUrgencyArmMemos(now: now) { try postgres.create($0, for: postgresUser).id }
        var memos: [Memo] = []
        try sqlite.exportMemos(for: sqliteUser) { memos.append($0) }

        // every static term at each of its levels, and the time terms on both sides of their bounds
        UrgencyTerm.forEach { term in
            #expect(Set(memos.filter { !$0.isDone }.map { term.level(of: $0) }) == Set(0..<term.levels), "\(term)")
        }
        let day: Int64 = 86_400, seconds = now.secondsSince1970
        #expect(memos.contains { ($0.due?.secondsSince1970 ?? .max) < seconds - 7 * day })
        #expect(memos.contains { ($0.due?.secondsSince1970 ?? .min) > seconds + 14 * day })
        #expect(memos.contains { $0.due == nil && $0.created.secondsSince1970 < seconds - 365 * day })
        #expect(memos.contains { $0.due == nil && $0.created.secondsSince1970 > seconds - 365 * day })
        #expect(memos.contains { ($0.scheduled?.secondsSince1970 ?? .max) < seconds })
        #expect(memos.contains { ($0.scheduled?.secondsSince1970 ?? .min) > seconds })

        // then: each engine's SQL gives each memo the class Swift gives it
        let swiftClasses = Dictionary(uniqueKeysWithValues: memos.map { ($0.title, UrgencyClass($0).code) })
        let sqliteClasses = try sqlite.connection.rows("SELECT title, \(SQLiteSchema.urgencyClass) FROM memos") {
            ($0.string(0), Int($0.int64(1)))
        }
        let result = try postgres.connection.execute("SELECT title, urgency_class FROM memos")
        let postgresClasses = (0..<result.rowCount).map { (result.string($0, 0), Int(result.int64($0, 1))) }
        #expect(Dictionary(uniqueKeysWithValues: sqliteClasses) == swiftClasses)
        #expect(Dictionary(uniqueKeysWithValues: postgresClasses) == swiftClasses)

        // and both list them in one order, read whole or by arms, under every coefficients
        var custom = UrgencyCoefficients.standard
        (custom.tags, custom.age, custom.due, custom.priorityHigh, custom.blocked, custom.blocking) = (-6, 9, 0.5, -1, 3, -2)
        for coefficients in [UrgencyCoefficients.standard, urgencyArmLiftedCoefficients, custom] {
            for (name, filter) in queryPlanFilters(now: now) {
                let label = "\(name), scheduled \(coefficients.scheduled), tags \(coefficients.tags)"
                let whole = try title(of: sqlite.page(
                    MemoPageRequest(filter: filter, limit: 400, coefficients: coefficients), for: sqliteUser).memos)
                #expect(try title(of: postgres.page(
                    MemoPageRequest(filter: filter, limit: 400, coefficients: coefficients), for: postgresUser).memos) == whole, "\(label)")
                let sqliteArms = try SQLiteUrgencyQuery(filter: filter, user: sqliteUser, coefficients: coefficients, wholeReadLimit: 0)
                    .pageIDs(limit: 400, offset: 0, sqlite.connection)
                let postgresArms = try PostgresUrgencyQuery(filter: filter, user: postgresUser, wholeReadLimit: 0)
                    .pageIDs(limit: 400, offset: 0, coefficients: coefficients, now: now, postgres.connection)
                #expect(try title(of: sqlite.memos(inOrderOf: sqliteArms, for: sqliteUser)) == whole, "\(label), SQLite by arms")
                #expect(try postgresArms.map { try postgres.memo(id: $0, for: postgresUser).title } == whole, "\(label), PostgreSQL by arms")
            }
        }
    }

    // MARK: - Private

    private func title(of memos: [Memo]) -> [String] {
        memos.map(\.title)
    }
}
