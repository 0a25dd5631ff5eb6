import MemoSync
import XCTest

/// Issue 32: how far the hub's clock is ahead, measured to within 25 ms when the machine is
/// loaded too: the quickest of up to three readings, and a less precise one that agrees with
/// the offset known does not replace it.
final class HubClockReadingTests: XCTestCase {
    func test_aQuickFirstReading_isTheOnlyOne_andTakenAtTheMiddleOfItsRoundTrip() {
        // given readings whose first round trip takes 10 ms
        var readings: [(asked: Int64, hub: Int64, answered: Int64)] = [(1_000, 601_005, 1_010), (2_000, 601_000, 2_001)]

        // when the clock is measured
        let clock = HubClockReading.measure { readings.removeFirst() }

        // then the first reading is kept: the hub 600 s ahead, read at the middle
        XCTAssertEqual(clock.offset, 600_000)
        XCTAssertEqual(clock.roundTrip, 10)
        XCTAssertEqual(readings.count, 1, "no second reading")
    }

    func test_onALoadedMachine_theQuickestOfThreeReadingsIsKept() {
        // given readings whose round trips take 400, 80 and 300 ms, and a fourth never asked
        var readings: [(asked: Int64, hub: Int64, answered: Int64)] = [(0, 5_000, 400), (1_000, 5_540, 1_080), (2_000, 7_000, 2_300), (3_000, 3_000, 3_000)]

        // when the clock is measured
        let clock = HubClockReading.measure { readings.removeFirst() }

        // then the 80 ms one is kept, and no more than three were read
        XCTAssertEqual(clock.roundTrip, 80)
        XCTAssertEqual(clock.offset, 4_500)
        XCTAssertEqual(clock.hubMilliseconds, 5_540)
        XCTAssertEqual(readings.count, 1)
    }

    func test_aSlowReading_keepsTheOffsetKnownWhenItAgrees_butNotWhenTheClockWasSetSince() {
        // given a reading whose round trip took 200 ms: its offset, 1 000, is off by up to 100 ms
        let slow = HubClockReading.measure { (asked: 0, hub: 1_100, answered: 200) }
        XCTAssertEqual(slow.roundTrip, 200)

        // then a known offset within its error plus 25 ms stays; one beyond it, or none, gives way
        XCTAssertEqual(slow.offset(over: 1_120), 1_120)
        XCTAssertEqual(slow.offset(over: 875), 875)
        XCTAssertEqual(slow.offset(over: 874), 1_000, "this machine's clock was set since")
        XCTAssertEqual(slow.offset(over: 601_000), 1_000)
        XCTAssertEqual(slow.offset(over: nil), 1_000)

        // and a precise reading replaces whatever was known
        let quick = HubClockReading.measure { (asked: 0, hub: 1_010, answered: 20) }
        XCTAssertEqual(quick.offset(over: 1_020), 1_000)
    }
}
