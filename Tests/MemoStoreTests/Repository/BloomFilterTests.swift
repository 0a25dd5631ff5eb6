@testable import SQLiteMemoStore
import XCTest

/// The filter that stands in for the uuid index during an import into an empty store: it may
/// say "perhaps" of a string never added, never "no" of one that was.
final class BloomFilterTests: XCTestCase {
    func test_everyStringAdded_mayBeContained() {
        let filter = BloomFilter(bitCount: 1 << 12, probes: 7)
        let added = (0..<2_000).map { "00000000-0000-4000-8000-\($0)" }
        for text in added { filter.insert(text) }
        // so full that it says "perhaps" often, and still never "no" of what it holds
        XCTAssertTrue(added.allSatisfy(filter.mayContain))
    }

    func test_aRoomyFilter_saysNoOfStringsNeverAdded() {
        let filter = BloomFilter(bitCount: 1 << 20, probes: 7)
        XCTAssertFalse(filter.mayContain("anything"), "an empty filter holds nothing")
        for index in 0..<10_000 { filter.insert(String(format: "00000000-0000-4000-8000-%012d", index)) }
        // uuids that differ from those added in one digit, in every place the added ones vary
        let others = (10_000..<20_000).map { String(format: "00000000-0000-4000-8000-%012d", $0) }
            + (0..<1_000).map { String(format: "00000000-0000-4000-9000-%012d", $0) }
        XCTAssertEqual(others.filter(filter.mayContain), [])
    }
}
