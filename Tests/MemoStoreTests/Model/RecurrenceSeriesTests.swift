@testable import MemoStore
import XCTest

final class RecurrenceSeriesTests: XCTestCase {
    func test_sha1_matchesFIPS180Vectors() {
        func hex(_ text: String) -> String {
            SHA1.digest(Array(text.utf8)).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        }
        XCTAssertEqual(hex("abc"), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(hex(""), "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        XCTAssertEqual(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"), "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        XCTAssertEqual(hex(String(repeating: "a", count: 1000)), "291e9a6c66994949b57ba5e650361e98fc36b1ba")
    }

    func test_occurrenceUUID_isAVersion8UUID_inTheSeriesRange_andStableAcrossReleases() throws {
        let first = "0196f0c2-1d2e-7a3b-8c4d-5e6f708192a3"
        let series = RecurrenceSeries(memoUUID: first)
        let due = Timestamp(secondsSince1970: 1_896_134_399)

        let next = series.occurrenceUUID(due: due)

        XCTAssertEqual(next.count, 36)
        XCTAssertTrue(next.hasPrefix(series.prefix))
        XCTAssertEqual(Array(next)[14], "8")
        XCTAssertTrue("89ab".contains(Array(next)[19]))
        XCTAssertTrue(series.uuidRange.lowest <= next && next <= series.uuidRange.highest)
        // An occurrence's series is the one it carries, so the chain stays in one range.
        XCTAssertEqual(RecurrenceSeries(memoUUID: next), series)
        XCTAssertEqual(RecurrenceSeries(memoUUID: first.uppercased()), series)
        XCTAssertNotEqual(series.occurrenceUUID(due: Timestamp(secondsSince1970: due.secondsSince1970 + 1)), next)
        // Machines running other releases must derive the same identity: pinned.
        XCTAssertEqual(next, Self.pinned)
    }

    private static let pinned = "572b6836-9377-88f5-bb69-09b6b9d0c5c2"  // Python's hashlib, by the layout above
}
