import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// Export then import through iCalendar gives back every field of every memo, and what is
/// written is iCalendar as RFC 5545 spells it: CRLF, lines folded at 75 octets, escaped text.
final class VTodoRoundTripTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_exportThenImport_keepsEveryFieldOfRandomMemosExactly() throws {
        for seed in 1...40 as ClosedRange<UInt64> {
            let zone = LocalTimeZone.fixed(secondsEastOfUTC: (Int(seed % 27) - 12) * 3600)
            let memos = Self.randomMemos(seed: seed, zone: zone)
            let drafts = try F.importAll(.ical, Array(export(memos, zone).utf8), timeZone: zone)
            XCTAssertEqual(drafts, memos.map(Self.draft(of:)), "seed \(seed)")
        }
    }

    func test_exportThenImport_inTheSystemZoneWithDaylightSaving_keepsDaysAndTimes() throws {
        try Prerequisite.require(LocalTimeZone.named("America/New_York") != nil, "tzdata (America/New_York)")
        let zone = try XCTUnwrap(LocalTimeZone.named("America/New_York"))
        let memos = Self.randomMemos(seed: 7, zone: zone)
        let drafts = try F.importAll(.ical, Array(export(memos, zone).utf8), timeZone: zone)
        XCTAssertEqual(drafts, memos.map(Self.draft(of:)))
    }

    func test_everyLine_endsInCRLF_isAtMost75Octets_andIsUTF8OnItsOwn() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            let bytes = Array(export(Self.randomMemos(seed: seed, zone: .utc), .utc).utf8)
            var lineStart = 0
            for (index, byte) in bytes.enumerated() where byte == 0x0A {
                XCTAssertEqual(bytes[index - 1], 0x0D, "seed \(seed): LF without CR")
                let line = Array(bytes[lineStart..<(index - 1)])
                XCTAssertLessThanOrEqual(line.count, 75, "seed \(seed)")
                XCTAssertNotNil(UTF8Text.string(line), "seed \(seed): a fold split a UTF-8 sequence")
                XCTAssertFalse(line.contains(0x0A) || line.contains(0x0D), "seed \(seed)")
                lineStart = index + 1
            }
            XCTAssertEqual(lineStart, bytes.count, "seed \(seed): the file ends with CRLF")
        }
    }

    func test_text_isEscaped_asTheRFCSays() {
        let memo = Memo(id: 1, uuid: F.uuid(1), title: "a,b;c\\d", body: "one\ntwo", isDone: false,
                        created: F.time, updated: F.time, tags: ["x,y", "z"])
        let text = VTodo.component(of: memo, timeZone: .utc)

        XCTAssertTrue(text.contains("\r\nSUMMARY:a\\,b\\;c\\\\d\r\n"), text)
        XCTAssertTrue(text.contains("\r\nDESCRIPTION:one\\ntwo\r\n"), text)
        XCTAssertTrue(text.contains("\r\nCATEGORIES:x\\,y,z\r\n"), text)
    }

    func test_priority_readsOneToFourAsHigh_fiveAsMedium_sixToNineAsLow_zeroAsNone() throws {
        let expected: [Priority?] = [nil, .high, .high, .high, .high, .medium, .low, .low, .low, .low]
        for (number, priority) in expected.enumerated() {
            let text = "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:\(F.uuid(1))\nSUMMARY:x\nPRIORITY:\(number)\nEND:VTODO\nEND:VCALENDAR\n"
            XCTAssertEqual(try VTodo.drafts(inCalendar: text, timeZone: .utc).first?.priority, priority, "PRIORITY:\(number)")
        }
    }

    func test_dueDate_atTheEndOfALocalDay_isWrittenAsADate_elseAsUTC() {
        let zone = LocalTimeZone.fixed(secondsEastOfUTC: 3600)
        var memo = Memo(id: 1, uuid: F.uuid(1), title: "x", body: "", isDone: false, created: F.time, updated: F.time,
                        due: Timestamp(iso8601: "2026-12-01T22:59:59Z"))
        XCTAssertTrue(VTodo.component(of: memo, timeZone: zone).contains("\r\nDUE;VALUE=DATE:20261201\r\n"))

        memo.scheduled = Timestamp(iso8601: "2026-11-30T09:00:00Z")
        let both = VTodo.component(of: memo, timeZone: zone)
        XCTAssertTrue(both.contains("\r\nDUE:20261201T225959Z\r\n"), "DUE and DTSTART share a value type: \(both)")
        XCTAssertTrue(both.contains("\r\nDTSTART:20261130T090000Z\r\n"), both)
    }

    func test_aDateStart_isTheStartOfItsDay_andAScheduledDayIsWrittenBackAsADate() throws {
        let zone = LocalTimeZone.fixed(secondsEastOfUTC: 3600)
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            UID:\(F.uuid(1))
            SUMMARY:Plan trip
            DTSTART;VALUE=DATE:20261130
            DUE;VALUE=DATE:20261201
            END:VTODO
            END:VCALENDAR

            """.replacingOccurrences(of: "\n", with: "\r\n")

        let draft = try XCTUnwrap(try VTodo.drafts(inCalendar: text, timeZone: zone).first)
        // A phone's start date makes the task ready from that day's first moment; it is due all of its due day.
        XCTAssertEqual(draft.scheduled, Timestamp(iso8601: "2026-11-29T23:00:00Z"))
        XCTAssertEqual(draft.due, Timestamp(iso8601: "2026-12-01T22:59:59Z"))
        let memo = Memo(draft, id: 1, uuid: F.uuid(1), now: F.time)
        let written = VTodo.component(of: memo, timeZone: zone)
        XCTAssertTrue(written.contains("\r\nDTSTART;VALUE=DATE:20261130\r\n"), written)
        XCTAssertTrue(written.contains("\r\nDUE;VALUE=DATE:20261201\r\n"), written)
    }

    func test_anRRULETodoCannotExpress_isReadAsItsFrequency_andWrittenBackAsItCame() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            UID:\(F.uuid(1))
            SUMMARY:Gym
            DUE:20261201T180000Z
            RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=30
            END:VTODO
            END:VCALENDAR
            """
        let draft = try XCTUnwrap(VTodo.drafts(inCalendar: text, timeZone: .utc).first)
        XCTAssertEqual(draft.recur, Recurrence("weekly"))

        var memo = Memo(draft, id: 1, uuid: draft.uuid!, now: F.time)
        XCTAssertTrue(VTodo.component(of: memo, timeZone: .utc).contains("\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=30\r\n"))
        // Changed in todo, the memo's own rule goes out.
        memo.recur = Recurrence("3d")
        let changed = VTodo.component(of: memo, timeZone: .utc)
        XCTAssertTrue(changed.contains("\r\nRRULE:FREQ=DAILY;INTERVAL=3\r\n"), changed)
        XCTAssertFalse(changed.contains("BYDAY"), changed)
    }

    func test_weekdays_isWeeklyByMondayToFriday_andReadsFromTheFormsPhonesWrite() throws {
        let memo = Memo(id: 1, uuid: F.uuid(1), title: "Stand-up", body: "", isDone: false, created: F.time, updated: F.time,
                        due: Timestamp(iso8601: "2026-12-01T09:00:00Z"), recur: .weekdays)
        let written = VTodo.component(of: memo, timeZone: .utc)
        XCTAssertTrue(written.contains("\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r\n"), written)
        XCTAssertEqual(try F.importAll(.ical, Array(export([memo], .utc).utf8)).map(\.recur), [.weekdays])

        for (rule, exact) in ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR": true, "FREQ=DAILY;BYDAY=FR,MO,TH,TU,WE": false,
                              "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR;WKST=MO": false] {
            XCTAssertEqual(VTodo.recurrence(rule)?.recurrence, .weekdays, rule)
            XCTAssertEqual(VTodo.recurrence(rule)?.exact, exact, rule)
        }
        // Other days, or every other week, stay what they were: a frequency, the rule kept.
        XCTAssertEqual(VTodo.recurrence("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH")?.recurrence, Recurrence("weekly"))
        XCTAssertEqual(VTodo.recurrence("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR")?.recurrence, Recurrence("2w"))
        XCTAssertEqual(VTodo.recurrence("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR")?.exact, false)
    }

    func test_exportOfNothing_isAnEmptyCalendar() throws {
        XCTAssertEqual(export([], .utc), "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo memos//EN\r\nCALSCALE:GREGORIAN\r\nEND:VCALENDAR\r\n")
        XCTAssertEqual(try F.importAll(.ical, Array(export([], .utc).utf8)), [])
    }

    // MARK: - Private

    private func export(_ memos: [Memo], _ zone: LocalTimeZone) -> String {
        var writer = MemoExportWriter(format: .ical, timeZone: zone)
        var text = writer.begin()
        for memo in memos { text += writer.element(memo) }
        return text + writer.end()
    }

    /// Random memos with every field: RandomMemos' and start, scheduled, until, depends,
    /// annotations, extra fields (kept iCalendar lines among them), days at a day's end.
    static func randomMemos(seed: UInt64, zone: LocalTimeZone) -> [Memo] {
        var generator = RandomMemos(seed: seed)
        var random = SeededRandom(seed: seed &+ 1000)
        let uuids = (1...25).map { F.uuid(Int(seed) * 100 + $0) }
        func time() -> Timestamp {
            Timestamp(secondsSince1970: Int64.random(in: -62_135_596_800...253_402_300_799, using: &random))
        }
        return (1...25).map { index in
            var memo = generator.memo(id: Int64(index))
            if Bool.random(using: &random) { memo.start = time() }
            if Bool.random(using: &random) { memo.scheduled = time() }
            if Bool.random(using: &random) { memo.until = time() }
            if Int.random(in: 0..<3, using: &random) == 0, let due = memo.due {
                // The end of a local day: written as a DATE.
                var local = zone.components(of: due)
                (local.hour, local.minute, local.second) = (23, 59, 59)
                if local.year < 9999, let end = zone.moment(of: local) { memo.due = end }
            }
            if Bool.random(using: &random) {
                memo.depends = Array(uuids.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
                    .filter { $0 != memo.uuid }.sorted()
            }
            if Bool.random(using: &random) {
                memo.annotations = (0..<Int.random(in: 1...3, using: &random)).map { number in
                    MemoAnnotation(entry: time(), description: ["note \(number)", "a,b;c\\d\ne", "日本 🥛", " x "][number])
                }
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: memo.extra = ["estimate": "\"3h\"", "points": "5", "nested": "{\"a\":[1,true,null]}"]
            case 1:
                let lines = "X-APPLE-SORT-ORDER:5\nGEO:1.5;2.5\nATTACH;FMTTYPE=text/plain:https://example.com/a,b\n"
                    + "BEGIN:VALARM\nTRIGGER:-PT15M\nACTION:DISPLAY\nDESCRIPTION:\(String(repeating: "long 日本 ", count: 20))\nEND:VALARM"
                var json: [UInt8] = []
                MemoJSON.appendString(lines, to: &json)
                memo.extra = [VTodo.keptLinesKey: String(decoding: json, as: UTF8.self), "uda": "\"x\""]
            case 2: memo.extra = [VTodo.keptLinesKey: "\"not an iCalendar line\""]
            default: break
            }
            if memo.isDone && Bool.random(using: &random) { memo.end = time() }
            return memo
        }
    }

    private static func draft(of memo: Memo) -> MemoDraft {
        MemoDraft(
            uuid: memo.uuid, title: memo.title, body: memo.body, isDone: memo.isDone, created: memo.created,
            updated: memo.updated, due: memo.due, wait: memo.wait, priority: memo.priority, project: memo.project,
            tags: memo.tags, recur: memo.recur, start: memo.start, scheduled: memo.scheduled, until: memo.until,
            depends: memo.depends, annotations: memo.annotations, extra: memo.extra,
            end: memo.end ?? (memo.isDone ? memo.updated : nil))
    }
}
