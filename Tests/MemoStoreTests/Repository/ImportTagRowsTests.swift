@testable import SQLiteMemoStore
import XCTest

/// Tag rows held by tag as varint gaps come back whole, in `memo_tags`' own order.
final class ImportTagRowsTests: XCTestCase {
    func test_rowsComeBack_tagsInByteOrder_idsRising_whateverTheirGaps() {
        // given rows added memo by memo, with gaps of one byte and of several, tags that sort
        // differently by bytes than by Swift's string order
        var held = ImportTagRows()
        let rows: [(String, Int64)] = [
            ("work", 1), ("Zebra", 1), ("é", 2), ("work", 2), ("e\u{301}", 3), ("work", 130), ("Zebra", 20_000),
            ("work", 1 << 40), ("a", Int64.max),
        ]
        for (tag, memo) in rows { held.add(tag, memo: memo) }
        // when they are read back
        var read: [String] = []
        held.forEachInOrder { tag, memo in read.append("\(tag) \(memo)") }
        // then
        XCTAssertEqual(read, ["Zebra 1", "Zebra 20000", "a \(Int64.max)", "e\u{301} 3", "work 1", "work 2", "work 130",
                              "work \(1 << 40)", "é 2"])
        XCTAssertFalse(held.isEmpty)
    }

    func test_bytesCountEachTagOnce_andAboutAByteARow() {
        var held = ImportTagRows()
        held.add("home", memo: 1)
        let first = held.byteCount
        for memo in Int64(2)...101 { held.add("home", memo: memo) }
        XCTAssertEqual(held.byteCount - first, 100)
        held.add("home", memo: 101 + 200)
        XCTAssertEqual(held.byteCount - first, 102, "a gap of 200 takes two bytes")
        held.removeAll()
        XCTAssertTrue(held.isEmpty)
        XCTAssertEqual(held.byteCount, 0)
    }
}
