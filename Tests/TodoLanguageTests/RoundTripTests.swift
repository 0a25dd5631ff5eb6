import Foundation
import MemoStore
import TodoLanguage
import XCTest

/// What the language writes, it reads back: the same moment to the minute, in any zone.
final class RoundTripTests: XCTestCase {
    private let now = LanguageFixture.now

    private func minute(_ moment: Timestamp) -> Timestamp {
        let seconds = moment.secondsSince1970
        return Timestamp(secondsSince1970: seconds - ((seconds % 60) + 60) % 60)
    }

    /// Deterministic moments from 1900 to 2200, seeded so a failure always reproduces.
    private func samples(count: Int) -> [Timestamp] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Timestamp(secondsSince1970: -2_208_988_800 + Int64(state >> 33) % 9_467_280_000)
        }
    }

    private func assertRoundTrip(_ moments: [Timestamp], in zone: LocalTimeZone, file: StaticString = #filePath, line: UInt = #line) throws {
        for moment in moments {
            let text = MomentText.text(moment, in: zone)
            XCTAssertEqual(try DateWords.moment(text, now: now, zone: zone), minute(moment), text, file: file, line: line)
            let compact = text.replacingOccurrences(of: " ", with: "T", options: [], range: text.range(of: " "))
                .replacingOccurrences(of: " ", with: "")
            XCTAssertEqual(try DateWords.moment(compact, now: now, zone: zone), minute(moment), compact, file: file, line: line)
            let endOfDay = try DateWords.moment(String(text.prefix(10)), now: now, zone: zone)
            XCTAssertEqual(MomentText.dateText(endOfDay, in: zone), String(text.prefix(10)), file: file, line: line)
        }
    }

    func test_fixedZones() throws {
        for seconds in [0, -5 * 3600, 20_700, 14 * 3600, -12 * 3600] {
            try assertRoundTrip(samples(count: 300), in: .fixed(secondsEastOfUTC: seconds))
        }
    }

    func test_daylightSavingZone_includingEveryMinuteOfTheRepeatedHour() throws {
        try LanguageFixture.requireNewYorkZone()
        let override = TimeZoneOverride("America/New_York")
        defer { override.restore() }
        let fallBack = LanguageFixture.utc("2026-11-01T04:00:00Z").secondsSince1970
        let springForward = LanguageFixture.utc("2026-03-08T06:00:00Z").secondsSince1970
        let edges: [Timestamp] = stride(from: Int64(0), to: 4 * 3600, by: 60).flatMap { (offset: Int64) -> [Timestamp] in
            [Timestamp(secondsSince1970: fallBack + offset), Timestamp(secondsSince1970: springForward + offset)]
        }
        try assertRoundTrip(edges + samples(count: 300), in: .system)
    }

    func test_dueDates_roundTripExactly() throws {
        for word in ["today", "tomorrow", "fri", "eom", "+3d", "2026-12-01", "2026-12-01T15:30"] {
            let moment = try DateWords.moment(word, now: now, zone: LanguageFixture.zone)
            let text = MomentText.dateText(moment, in: LanguageFixture.zone)
            XCTAssertEqual(try DateWords.moment(text, now: now, zone: LanguageFixture.zone), moment, "\(word) → \(text)")
        }
    }
}
