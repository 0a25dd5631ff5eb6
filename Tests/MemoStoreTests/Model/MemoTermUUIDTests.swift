import MemoStore
import XCTest

/// A uuid term is a range of the uuid index, and an expression naming memos by ids and uuids
/// is read by them (`namesMemos`) rather than class by class.
final class MemoTermUUIDTests: XCTestCase {
    func test_uuidRange_holdsExactlyTheUUIDsThatBeginWithThePrefix() {
        XCTAssertEqual(MemoTerm.uuidRange(of: "01a2230a").before, "01a2230b")
        XCTAssertEqual(MemoTerm.uuidRange(of: "01a2230f").before, "01a2230g")
        XCTAssertEqual(MemoTerm.uuidRange(of: "01a22309").before, "01a2230:")
        XCTAssertEqual(MemoTerm.uuidRange(of: "01a2230a-").before, "01a2230a.")
        let prefix = "01a2230a-7"
        let range = MemoTerm.uuidRange(of: prefix)
        XCTAssertEqual(range.from, prefix)
        for uuid in ["01a2230a-702f-7000-a9dd-561fee6cd7c6", "01a2230a-7fff-7000-8000-000000000000", "01a2230a-6fff-7000-8000-000000000000",
                     "01a2230a-8000-7000-8000-000000000000", "01a2230a-7", "01a2230a-", "01a2230b-7000-7000-8000-000000000000"] {
            XCTAssertEqual(uuid >= range.from && uuid < range.before, uuid.hasPrefix(prefix), uuid)
        }
    }

    func test_namesMemos_whenEveryMemoTheExpressionHoldsForIsNamedByAnIDOrAUUID() {
        let id = MemoFilterExpression.term(.ids(3...5))
        let uuid = MemoFilterExpression.term(.uuid("01a2230a"))
        let tag = MemoFilterExpression.filter({ var filter = MemoFilter.everyMemo; filter.requiredTags = ["home"]; return filter }())
        let text = MemoFilterExpression.term(.text(.description, .contains, "milk"))

        XCTAssertTrue(id.namesMemos)
        XCTAssertTrue(uuid.namesMemos)
        XCTAssertTrue(MemoFilterExpression.or([id, uuid]).namesMemos)
        XCTAssertTrue(MemoFilterExpression.and([tag, .or([id, uuid])]).namesMemos, "the words' ids and uuids, and the rest")
        XCTAssertFalse(MemoFilterExpression.or([id, text]).namesMemos, "text holds for memos no id names")
        XCTAssertFalse(MemoFilterExpression.not(uuid).namesMemos)
        XCTAssertFalse(MemoFilterExpression.or([]).namesMemos)
        XCTAssertFalse(MemoFilterExpression.xor(id, uuid).namesMemos)
        XCTAssertFalse(tag.namesMemos)
    }
}
