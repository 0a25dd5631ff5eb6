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
}
