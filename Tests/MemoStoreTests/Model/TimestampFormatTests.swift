import Foundation
import XCTest
@testable import MemoStore

/// `Timestamp.iso8601` and `Timestamp(iso8601:)`.
final class TimestampFormatTests: XCTestCase {
    private func parse(_ text: String) -> Int64? {
        Timestamp(iso8601: text)?.secondsSince1970
    }

    func test_iso8601_formatsKnownMoments() {
        XCTAssertEqual(Timestamp(secondsSince1970: 0).iso8601, "1970-01-01T00:00:00Z")
        XCTAssertEqual(Timestamp(secondsSince1970: 1_795_772_846).iso8601, "2026-11-27T09:47:26Z")
        XCTAssertEqual(Timestamp(secondsSince1970: 951_782_400).iso8601, "2000-02-29T00:00:00Z")
        XCTAssertEqual(Timestamp(secondsSince1970: 4_107_542_399).iso8601, "2100-02-28T23:59:59Z")
        XCTAssertEqual(Timestamp(secondsSince1970: 253_402_300_799).iso8601, "9999-12-31T23:59:59Z")
    }

    func test_appendISO8601_appendsTheSameBytesAsIso8601_afterWhatIsThere() {
        for seconds in [Timestamp.earliest, -86_401, -1, 0, 951_782_400, 1_795_772_846, Timestamp.latest] {
            let time = Timestamp(secondsSince1970: seconds)
            var bytes = Array("x".utf8)
            time.appendISO8601(to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "x" + time.iso8601)
        }
        XCTAssertEqual(Timestamp(secondsSince1970: Timestamp.earliest).iso8601, "0001-01-01T00:00:00Z")
    }

    func test_iso8601_beforeEpoch() {
        XCTAssertEqual(Timestamp(secondsSince1970: -1).iso8601, "1969-12-31T23:59:59Z")
        XCTAssertEqual(Timestamp(secondsSince1970: -86_400).iso8601, "1969-12-31T00:00:00Z")
        XCTAssertEqual(Timestamp(secondsSince1970: -86_401).iso8601, "1969-12-30T23:59:59Z")
    }

    func test_parse_utc() {
        XCTAssertEqual(parse("2026-11-27T09:47:26Z"), 1_795_772_846)
        XCTAssertEqual(parse("2026-11-27t09:47:26z"), nil, "only the zone letter may be lower case")
        XCTAssertEqual(parse("2026-11-27T09:47:26z"), 1_795_772_846)
        XCTAssertEqual(parse("2026-11-27 09:47:26Z"), 1_795_772_846)
    }

    func test_parse_offsets() {
        XCTAssertEqual(parse("2026-11-27T11:47:26+02:00"), 1_795_772_846)
        XCTAssertEqual(parse("2026-11-27T11:47:26+0200"), 1_795_772_846)
        XCTAssertEqual(parse("2026-11-27T08:17:26-01:30"), 1_795_772_846)
        XCTAssertEqual(parse("2026-11-27T09:47:26+00:00"), 1_795_772_846)
        XCTAssertEqual(parse("2026-11-27T09:47:26-00:00"), 1_795_772_846)
        XCTAssertEqual(parse("2026-01-01T00:30:00+01:00"), parse("2025-12-31T23:30:00Z"))
    }

    func test_parse_fractionalSecondsAreDropped() {
        XCTAssertEqual(parse("2026-11-27T09:47:26.999Z"), 1_795_772_846)
        XCTAssertEqual(parse("2026-11-27T09:47:26,5+00:00"), 1_795_772_846)
        XCTAssertNil(parse("2026-11-27T09:47:26.Z"))
    }

    func test_parse_dateAlone_isMidnightUTC() {
        XCTAssertEqual(parse("2026-11-27"), 1_795_737_600)
        XCTAssertEqual(parse("1970-01-01"), 0)
    }

    func test_parse_leapYears() {
        XCTAssertNotNil(parse("2024-02-29"))
        XCTAssertNotNil(parse("2000-02-29"))
        XCTAssertNil(parse("2100-02-29"))
        XCTAssertNil(parse("2026-02-29"))
    }

    func test_parse_invalidDatesAndTimes_areNil() {
        let invalid = [
            "", "2026", "2026-11", "2026-13-01", "2026-00-10", "2026-11-00", "2026-11-31", "2026-04-31",
            "2026-11-27T24:00:00Z", "2026-11-27T23:60:00Z", "2026-11-27T23:59:61Z", "2026-11-27T09:47:26",
            "2026-11-27T09:47Z", "2026-11-27T9:47:26Z", "26-11-27", "2026/11/27", "2026-11-27T09:47:26+2",
            "2026-11-27T09:47:26+24:00", "2026-11-27T09:47:26+01:60", "2026-11-27T09:47:26Zjunk",
            " 2026-11-27", "2026-11-27 ", "2026-11-27X", "２０２６-11-27", "2026-11-27T09:47:26ZZ", "yesterday",
        ]
        for text in invalid {
            XCTAssertNil(parse(text), text)
        }
    }

    func test_parse_formatOfParse_roundTrips() {
        for seconds: Int64 in [0, 1, -1, 59, 86_399, 86_400, 951_868_799, 1_795_772_846, 4_102_444_800, -2_208_988_800] {
            let text = Timestamp(secondsSince1970: seconds).iso8601
            XCTAssertEqual(parse(text), seconds, text)
        }
    }

    func test_comparison_ordersByTime() {
        XCTAssertLessThan(Timestamp(secondsSince1970: 1), Timestamp(secondsSince1970: 2))
        XCTAssertFalse(Timestamp(secondsSince1970: 2) < Timestamp(secondsSince1970: 2))
    }

    func test_now_isBetweenFoundationsClockBeforeAndAfter() {
        // Bracketed by two readings of Foundation's clock, so no pause between the readings
        // (a loaded machine may give none for seconds) can fail it.
        let before = Int64(Date().timeIntervalSince1970.rounded(.down))
        let now = Timestamp.now().secondsSince1970
        let after = Int64(Date().timeIntervalSince1970.rounded(.down))
        XCTAssertTrue((before...after).contains(now), "\(now) not in \(before)...\(after)")
    }
}
