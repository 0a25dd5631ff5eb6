@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A store too large to be read whole is paged in urgency order by arms, class by class, and
/// bounded by what the store holds (`SQLiteUrgencyQuery`): every page is the page of the whole
/// read, which the repository contract holds to `Urgency`'s formula.
final class SQLiteUrgencyArmTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: SQLiteMemoRepository!
    private let now = Timestamp(secondsSince1970: 1_800_000_000)
    private let day: Int64 = 86_400

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
        for coefficients in [UrgencyCoefficients.standard, lifted] {
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
}
