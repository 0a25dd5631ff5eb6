#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import MemoStore
import TestSupport

/// Named zones read from the system's zone database agree with the C library's own reading of
/// the same zone, moment by moment, and POSIX rules and yearly changes give the offsets they say.
final class ZoneRulesTests: XCTestCase {
    private static let zones = ["America/New_York", "Europe/Berlin", "Australia/Sydney", "Asia/Kolkata",
                                "America/Sao_Paulo", "Europe/Dublin", "Pacific/Chatham", "UTC"]

    func test_namedZone_agreesWithTheCLibrary_atRandomMomentsFrom1900To2200() throws {
        for name in Self.zones {
            try Prerequisite.require(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + name), "tzdata (\(name))")
            let zone = try XCTUnwrap(LocalTimeZone.named(name), name)
            let previous = getenv("TZ").map { String(cString: $0) }
            setenv("TZ", name, 1)
            tzset()
            defer {
                if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
                tzset()
            }
            var random = SeededRandom(seed: 20)
            for _ in 0..<3000 {
                let moment = Timestamp(secondsSince1970: Int64.random(in: -2_208_988_800...7_258_118_400, using: &random))
                XCTAssertEqual(zone.secondsEastOfUTC(at: moment), LocalTimeZone.system.secondsEastOfUTC(at: moment),
                               "\(name) at \(moment.iso8601)")
            }
        }
    }

    func test_named_refusesWhatIsNotAZoneOfTheDatabase() {
        XCTAssertNil(LocalTimeZone.named(""))
        XCTAssertNil(LocalTimeZone.named("../../etc/passwd"))
        XCTAssertNil(LocalTimeZone.named("/etc/localtime"))
        XCTAssertNil(LocalTimeZone.named("Mars/Olympus_Mons"))
    }

    func test_posixRule_withDaylightSaving_changesAtItsTimes() throws {
        let zone = LocalTimeZone(rules: try XCTUnwrap(POSIXZoneRule.rules("EST5EDT,M3.2.0,M11.1.0")))
        XCTAssertEqual(zone.secondsEastOfUTC(at: Timestamp(iso8601: "2031-03-09T06:59:59Z")!), -5 * 3600)
        XCTAssertEqual(zone.secondsEastOfUTC(at: Timestamp(iso8601: "2031-03-09T07:00:00Z")!), -4 * 3600)
        XCTAssertEqual(zone.secondsEastOfUTC(at: Timestamp(iso8601: "2031-11-02T05:59:59Z")!), -4 * 3600)
        XCTAssertEqual(zone.secondsEastOfUTC(at: Timestamp(iso8601: "2031-11-02T06:00:00Z")!), -5 * 3600)
        // Wall-clock times in the gap come out after it, in the overlap the earlier moment.
        XCTAssertEqual(zone.moment(of: LocalDateTime(year: 2031, month: 3, day: 9, hour: 2, minute: 30)),
                       Timestamp(iso8601: "2031-03-09T07:30:00Z"))
        XCTAssertEqual(zone.moment(of: LocalDateTime(year: 2031, month: 11, day: 2, hour: 1, minute: 30)),
                       Timestamp(iso8601: "2031-11-02T05:30:00Z"))
    }

    func test_posixRule_withoutDaylightSaving_andMalformed() {
        XCTAssertEqual(POSIXZoneRule.rules("<+0330>-3:30").map { LocalTimeZone(rules: $0).secondsEastOfUTC(at: Timestamp(secondsSince1970: 0)) },
                       12_600)
        XCTAssertNil(POSIXZoneRule.rules("CET-1CEST,J60,J300"))
        XCTAssertNil(POSIXZoneRule.rules("1CET"))
    }

    func test_yearlyChange_lastAndNthWeekdays() {
        let lastSunday = ZoneRules.YearlyChange(month: 3, week: -1, weekday: 0, secondOfDay: 0, offset: 0)
        XCTAssertEqual(lastSunday.dayOfMonth(in: 2026), 29)
        XCTAssertEqual(lastSunday.dayOfMonth(in: 2027), 28)
        let secondSunday = ZoneRules.YearlyChange(month: 3, week: 2, weekday: 0, secondOfDay: 0, offset: 0)
        XCTAssertEqual(secondSunday.dayOfMonth(in: 2026), 8)
        let firstSunday = ZoneRules.YearlyChange(month: 11, week: 1, weekday: 0, secondOfDay: 0, offset: 0)
        XCTAssertEqual(firstSunday.dayOfMonth(in: 2026), 1)
    }

    func test_nameBasedUUID_isVersion5_andTheSameForTheSameName() {
        let uuid = NameBasedUUID.uuid(for: "1732541234567")
        XCTAssertEqual(uuid, NameBasedUUID.uuid(for: "1732541234567"))
        XCTAssertNotEqual(uuid, NameBasedUUID.uuid(for: "1732541234568"))
        XCTAssertTrue(MemoFieldRules.isUUID(uuid), uuid)
        XCTAssertEqual(Array(uuid)[14], "5")
        XCTAssertTrue("89ab".contains(Array(uuid)[19]), uuid)
    }
}
