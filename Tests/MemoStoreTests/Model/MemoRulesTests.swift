import MemoStore
import XCTest

/// `MemoRules`: the one rule both engines keep on a write, and that a sync applies to what
/// arrives, which also asks for a canonical uuid as an import does.
final class MemoRulesTests: XCTestCase {
    private let time = Timestamp(secondsSince1970: 1_800_000_000)

    private func memo(uuid: String = "0f8fad5b-d9cb-469f-a165-70867728950e", title: String = "t", body: String = "") -> Memo {
        Memo(id: 1, uuid: uuid, title: title, body: body, isDone: false, created: time, updated: time)
    }

    func test_aMemoWithinEveryLimit_breaksNoRule() {
        XCTAssertNil(MemoRules.problem(in: memo()))
        XCTAssertNil(MemoRules.problem(inArriving: memo()))
    }

    func test_eachLimit_isNamedAsTheStoreNamesIt() {
        XCTAssertEqual(MemoRules.problem(in: memo(title: "")), .invalidTitle("empty"))
        XCTAssertEqual(MemoRules.problem(in: memo(title: String(repeating: "x", count: 3_000_000))), .invalidTitle("longer than 1000 characters"))
        XCTAssertEqual(MemoRules.problem(in: memo(body: String(repeating: "d", count: 200_000))), .invalidBody("longer than 100000 characters"))
        var recurring = memo()
        recurring.recur = Recurrence(count: 1, unit: .week)
        XCTAssertEqual(MemoRules.problem(in: recurring), .invalidField(name: "recur", reason: "needs a due date"))
    }

    func test_anArrivingMemo_needsACanonicalUUID() {
        for uuid in ["not-a-uuid", "0F8FAD5B-D9CB-469F-A165-70867728950E", "", String(repeating: "a", count: 3_000_000)] {
            XCTAssertNil(MemoRules.problem(in: memo(uuid: uuid)), "the store's own rule leaves uuids to the store")
            XCTAssertEqual(MemoRules.problem(inArriving: memo(uuid: uuid)), .invalidField(name: "uuid", reason: "not a lower-case uuid"))
        }
    }
}
