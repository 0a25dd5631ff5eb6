import MemoStore
import XCTest

/// The one ordered list of a stored memo's columns (`MemoColumn`) that both engines derive
/// their rows from: every field has a column of its own, and the positions follow the list.
final class MemoColumnTests: XCTestCase {
    func test_everyField_isHeldByAColumnOfItsOwn() {
        let columns = MemoField.allCases.map(MemoColumn.init)
        XCTAssertEqual(Set(columns).count, MemoField.allCases.count, "two fields share a column: \(columns)")
        XCTAssertEqual(MemoColumn(MemoField.end), .ended)
    }

    func test_theColumnsAfterIDAndUUID_areTheFieldsAndTheStoresTimes() {
        var walked: [MemoColumn] = []
        MemoColumn.forEach { walked.append($0) }
        XCTAssertEqual(walked, MemoColumn.allCases)
        XCTAssertEqual(MemoColumn.count, MemoColumn.allCases.count)
        XCTAssertEqual(Array(MemoColumn.allCases.prefix(2)), [.id, .uuid])
        XCTAssertEqual(MemoColumn.firstField, MemoColumn.allCases[2])
        let fields = MemoColumn.allCases.dropFirst(2)
        XCTAssertEqual(Set(fields), Set(MemoField.allCases.map(MemoColumn.init)).union([.created, .updated]))
        XCTAssertEqual(MemoColumn.list(from: .ended) { $0.name.uppercased() }, "ENDED, PARENT")
        XCTAssertEqual(MemoColumn.list(from: .ended, prefix: "m.", suffix: " = ?"), "m.ended = ?, m.parent = ?")
    }

    func test_aFilterTerm_readsTheColumnOfItsField_aMomentWhenTheTermIsADate() {
        for term in MemoTermField.allCases {
            XCTAssertEqual(MemoColumn(term).isMoment, term.isDate, "\(term)")
        }
        XCTAssertEqual(MemoColumn(.description), .title)
        XCTAssertEqual(MemoColumn(.entry), .created)
        XCTAssertEqual(MemoColumn(.modified), .updated)
        XCTAssertEqual(MemoColumn(MemoTermField.end), .ended)
    }

    func test_aColumnsPosition_isItsPlaceInTheList_fromTheFirstColumnRead() {
        for (offset, column) in MemoColumn.allCases.enumerated() {
            XCTAssertEqual(column.position(from: Int32(7)), 7 + Int32(offset), "\(column)")
        }
        XCTAssertEqual(Set(MemoColumn.allCases.map(\.name)).count, MemoColumn.allCases.count, "two columns share a name")
    }
}
