import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// Files as tasks.org, Apple Reminders, Thunderbird and Nextcloud Tasks write them: read into
/// memos with every mapped field, and what todo does not map written back as it came.
final class VTodoFixtureTests: XCTestCase {
    private typealias F = InterchangeFixtures
    private typealias I = ICalendarFixtures

    private func time(_ text: String) -> Timestamp {
        Timestamp(iso8601: text)!
    }

    private func kept(_ draft: MemoDraft) -> [String] {
        guard let json = draft.extra[VTodo.keptLinesKey] else { return [] }
        var scanner = JSONScanner(bytes: Array(json.utf8))
        return (try? scanner.string())?.split(separator: "\n").map(String.init) ?? []
    }

    private func read(_ text: String, zone: LocalTimeZone = .utc) throws -> [MemoDraft] {
        try F.importAll(.ical, Array(I.crlf(text).utf8), timeZone: zone)
    }

    /// The draft as a stored memo, exported alone, and read back.
    private func roundTrip(_ draft: MemoDraft, zone: LocalTimeZone = .utc) throws -> (String, MemoDraft) {
        let memo = Memo(draft, id: 1, uuid: draft.uuid!, now: F.time)
        let text = VTodo.calendar(of: [memo], timeZone: zone)
        let again = try F.importAll(.ical, Array(text.utf8), timeZone: zone)
        XCTAssertEqual(again.count, 1)
        return (text, again[0])
    }

    func test_tasksOrg_numericUID_zoneFromTheDatabase_ruleAndAlarmKept() throws {
        try Prerequisite.require(LocalTimeZone.named("Europe/Berlin") != nil, "tzdata (Europe/Berlin)")
        let drafts = try read(I.tasksOrg)

        XCTAssertEqual(drafts.count, 1)
        let draft = drafts[0]
        XCTAssertEqual(draft.uuid, NameBasedUUID.uuid(for: "1732541234567"))
        XCTAssertEqual(draft.title, "Water the plants")
        XCTAssertEqual(draft.body, "Balcony first, then the kitchen.\nUse the blue can.")
        XCTAssertEqual(draft.priority, .low)
        XCTAssertEqual(draft.due, time("2026-11-28T17:00:00Z"), "18:00 in Berlin, winter time")
        XCTAssertEqual(draft.scheduled, time("2026-11-27T08:00:00Z"))
        XCTAssertEqual(draft.recur, Recurrence(count: 2, unit: .week))
        XCTAssertEqual(draft.tags, ["garden"])
        XCTAssertEqual(draft.depends, [])
        // RELATED-TO without RELTYPE is a link to the parent, as tasks.org writes a subtask.
        XCTAssertEqual(draft.parent, NameBasedUUID.uuid(for: "1732541230000"))
        XCTAssertEqual(draft.created, time("2026-11-01T10:00:00Z"))
        XCTAssertEqual(draft.updated, time("2026-11-20T08:14:55Z"))
        XCTAssertFalse(draft.isDone)
        XCTAssertEqual(kept(draft), [
            "UID:1732541234567", "PRIORITY:6", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA", "RELATED-TO:1732541230000", "SEQUENCE:2",
            "CATEGORIES:Home Chores", "X-APPLE-SORT-ORDER:123456",
            "BEGIN:VALARM", "TRIGGER;RELATED=END:-PT15M", "ACTION:DISPLAY", "DESCRIPTION:Default Tasks.org description",
            "END:VALARM",
        ])

        let (text, again) = try roundTrip(draft)
        for line in ["UID:1732541234567", "PRIORITY:6", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA", "RELATED-TO:1732541230000", "SEQUENCE:2",
                     "CATEGORIES:garden", "CATEGORIES:Home Chores", "BEGIN:VALARM\r\nTRIGGER;RELATED=END:-PT15M"] {
            XCTAssertTrue(text.contains("\r\n" + line + "\r\n"), "\(line) in\n\(text)")
        }
        XCTAssertEqual(again, draft)
    }

    func test_appleReminders_upperCaseUUID_allDayDue_done_foldedQuotedParameterKept() throws {
        let zone = LocalTimeZone.fixed(secondsEastOfUTC: -8 * 3600)
        let draft = try XCTUnwrap(read(I.appleReminders, zone: zone).first)

        XCTAssertEqual(draft.uuid, "5e8f6f0b-3f3b-4c19-9c4a-9e1f2f0a1b2c")
        XCTAssertEqual(draft.title, "Pick up parcel 📦")
        XCTAssertTrue(draft.isDone)
        XCTAssertEqual(draft.priority, .high)
        XCTAssertEqual(draft.due, time("2026-11-20T07:59:59Z"), "the end of 19 November in UTC-8")
        XCTAssertEqual(draft.updated, time("2026-11-19T17:03:12Z"))
        XCTAssertEqual(draft.created, time("2026-11-18T09:00:00Z"))
        XCTAssertEqual(kept(draft), [
            "UID:5E8F6F0B-3F3B-4C19-9C4A-9E1F2F0A1B2C", "PERCENT-COMPLETE:100", "SEQUENCE:1",
            "X-APPLE-SORT-ORDER:642146100",
            "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-APPLE-RADIUS=70;X-TITLE=\"Post Office, Main St\":geo:52.520008,13.404954",
            "BEGIN:VALARM", "UID:7A1C9B9E-1F6E-4C0E-8F7A-3D2B1C0A9E8D", "TRIGGER;VALUE=DATE-TIME:20261119T080000Z",
            "ACTION:DISPLAY", "DESCRIPTION:Reminder", "END:VALARM",
        ])

        let (text, again) = try roundTrip(draft, zone: zone)
        XCTAssertTrue(text.contains("\r\nUID:5E8F6F0B-3F3B-4C19-9C4A-9E1F2F0A1B2C\r\n"), text)
        XCTAssertTrue(text.contains("\r\nDUE;VALUE=DATE:20261119\r\n"), text)
        XCTAssertTrue(text.contains("\r\nSTATUS:COMPLETED\r\nCOMPLETED:20261119T170312Z\r\n"), text)
        XCTAssertEqual(again, draft)
    }

    func test_thunderbird_vtimezone_startedTask_eventLeftOutAndCounted() throws {
        let fd = F.descriptor(for: Array(I.crlf(I.thunderbird).utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .ical, descriptor: fd, timeZone: .utc)
        let draft = try XCTUnwrap(reader.next())
        XCTAssertNil(try reader.next())

        XCTAssertEqual(draft.uuid, "a9b1c2d3-e4f5-4a6b-8c7d-0e1f2a3b4c5d")
        XCTAssertEqual(draft.scheduled, time("2026-06-01T13:00:00Z"), "09:00 EDT, by the file's VTIMEZONE")
        XCTAssertEqual(draft.due, time("2026-12-05T22:00:00Z"), "17:00 EST")
        XCTAssertEqual(draft.start, time("2026-11-12T09:30:00Z"), "IN-PROCESS: started when last modified")
        XCTAssertFalse(draft.isDone)
        XCTAssertEqual(draft.tags, ["Work"])
        XCTAssertEqual(draft.body, "Numbers from Q3, see the shared sheet; ask Ann.")
        XCTAssertEqual(reader.lineOfLastDraft, 22)
        XCTAssertEqual(reader.notes, ["1 VEVENT component left out (todo reads VTODO)"])

        let (text, again) = try roundTrip(draft)
        XCTAssertTrue(text.contains("\r\nSTATUS:IN-PROCESS\r\n"), text)
        XCTAssertTrue(text.contains("\r\nX-TODO-START:20261112T093000Z\r\n"), text)
        XCTAssertTrue(text.contains("\r\nX-MOZ-GENERATION:3\r\nCLASS:PUBLIC\r\n"), text)
        XCTAssertEqual(again, draft)
    }

    func test_nextcloud_floatingTimes_dependsAndParentLink_cancelledStaysCancelled_journalCounted() throws {
        let zone = LocalTimeZone.fixed(secondsEastOfUTC: 3600)
        let fd = F.descriptor(for: Array(I.crlf(I.nextcloud).utf8))
        defer { close(fd) }
        let reader = MemoImportReader(format: .ical, descriptor: fd, timeZone: zone)
        let plan = try XCTUnwrap(reader.next())
        let old = try XCTUnwrap(reader.next())
        XCTAssertNil(try reader.next())

        XCTAssertEqual(plan.created, time("2026-11-01T11:00:00Z"), "floating: local time")
        XCTAssertEqual(plan.priority, .medium)
        XCTAssertEqual(plan.depends, ["a9b1c2d3-e4f5-4a6b-8c7d-0e1f2a3b4c5d"])
        XCTAssertEqual(plan.due, time("2026-12-15T22:59:59Z"))
        // The link to the parent is the memo's parent now, written back as todo writes it.
        XCTAssertEqual(plan.parent, "0b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e")
        XCTAssertFalse(kept(plan).contains { $0.hasPrefix("RELATED-TO") })
        XCTAssertTrue(kept(plan).contains("GEO:48.85299;2.36885"))
        XCTAssertTrue(old.isDone)
        XCTAssertEqual(reader.notes, ["1 VJOURNAL component left out (todo reads VTODO)"])

        let (text, again) = try roundTrip(old, zone: zone)
        XCTAssertTrue(text.contains("\r\nSTATUS:CANCELLED\r\n"), text)
        XCTAssertFalse(text.contains("COMPLETED"), text)
        XCTAssertEqual(again, old)
        // Undone in todo, it is no longer cancelled.
        var reopened = Memo(old, id: 2, uuid: old.uuid!, now: F.time)
        reopened.isDone = false
        XCTAssertTrue(VTodo.component(of: reopened, timeZone: zone).contains("\r\nSTATUS:NEEDS-ACTION\r\n"))
        XCTAssertEqual(try roundTrip(plan, zone: zone).1, plan)
    }

    func test_handWritten_byteOrderMark_lowerCase_LF_tabFold_isReadWithoutFormat() throws {
        let drafts = try F.importAll(nil, Array(I.handWritten.utf8))

        XCTAssertEqual(drafts.count, 1)
        XCTAssertEqual(drafts[0].title, "Renew passport, and the ID card; both at the town hall")
        XCTAssertEqual(drafts[0].due, time("2026-12-31T23:00:00Z"))
        XCTAssertEqual(drafts[0].priority, .high)
        XCTAssertEqual(drafts[0].tags, ["admin", "papers"])
        XCTAssertEqual(drafts[0].created, time("2026-11-22T09:47:26Z"))
        XCTAssertEqual(try roundTrip(drafts[0]).1, drafts[0])
    }

    func test_thunderbirdZone_followsDaylightSavingAcrossTheYear() throws {
        let reader = ICalendarReader(text: I.thunderbird)
        let zones = ICalendarZones(local: .utc)
        zones.define(try XCTUnwrap(reader.nextComponent()))
        let newYork = try XCTUnwrap(zones.zone("America/New_York"))

        // 2026: DST from 8 March 02:00 EST (07:00Z) to 1 November 02:00 EDT (06:00Z).
        XCTAssertEqual(newYork.secondsEastOfUTC(at: time("2026-03-08T06:59:59Z")), -5 * 3600)
        XCTAssertEqual(newYork.secondsEastOfUTC(at: time("2026-03-08T07:00:00Z")), -4 * 3600)
        XCTAssertEqual(newYork.secondsEastOfUTC(at: time("2026-11-01T05:59:59Z")), -4 * 3600)
        XCTAssertEqual(newYork.secondsEastOfUTC(at: time("2026-11-01T06:00:00Z")), -5 * 3600)
        XCTAssertEqual(newYork.secondsEastOfUTC(at: time("2090-07-04T12:00:00Z")), -4 * 3600)
    }
}
