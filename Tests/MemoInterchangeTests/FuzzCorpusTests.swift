import Foundation
import XCTest
@testable import MemoInterchange
import MemoStore

/// The fuzz corpus (`Fuzz/corpus`) read by every reader, as `scripts/fuzz` reads it: each file
/// is read or refused with an `InterchangeError`, never a crash. Inputs that once crashed are
/// kept there, so this test would trap again if their fix were undone.
final class FuzzCorpusTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_everyCorpusFile_inEveryFormat_isReadOrRefused_neverCrashes() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/corpus").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        XCTAssertTrue(names.contains("vtimezone-count-min.ics"), names.description)
        for name in names {
            let bytes = Array(try Data(contentsOf: corpus.appendingPathComponent(name)))
            for format in InterchangeFormat.allCases {
                do {
                    _ = try F.importAll(format, bytes)
                } catch {
                    XCTAssertTrue(error is InterchangeError, "\(name) as \(format): \(error)")
                }
            }
        }
    }

    /// A VTIMEZONE rule's COUNT or BYMONTHDAY at Int's limits once trapped on overflow; now the
    /// rule is no rule todo reads (its onset still counts), and the task reads.
    func test_aVTimezoneRuleWithNumbersAtTheirLimits_isIgnored_andTheTaskReads() throws {
        for rule in [
            "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU;COUNT=-9223372036854775808",
            "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU;COUNT=0",
            "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU;COUNT=9223372036854775807",
            "FREQ=YEARLY;BYMONTH=11;BYDAY=SU;BYMONTHDAY=-9223372036854775808,9,10,11,12,13,14",
            "FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=9223372036854775807;COUNT=3",
        ] {
            let text = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTIMEZONE", "TZID:Edge", "BEGIN:STANDARD", "TZOFFSETFROM:-0400",
                "TZOFFSETTO:-0500", "DTSTART:19701101T020000", "RRULE:" + rule, "END:STANDARD", "END:VTIMEZONE",
                "BEGIN:VTODO", "UID:0f8fad5b-d9cb-469f-a165-70867728950e", "SUMMARY:x", "DUE;TZID=Edge:20261205T170000",
                "END:VTODO", "END:VCALENDAR",
            ].joined(separator: "\r\n")
            let drafts = try F.importAll(.ical, Array(text.utf8))
            XCTAssertEqual(drafts.count, 1, rule)
            XCTAssertEqual(drafts.first?.due, Timestamp(secondsSince1970: 1_796_508_000), "17:00 at -0500: \(rule)")
        }
    }
}
