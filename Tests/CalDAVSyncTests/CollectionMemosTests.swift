@testable import CalDAVSync
import MemoInterchange
import MemoStore
import MemoSync
import XCTest

/// A CalDAV collection as the shared merge pass sees it: what it holds of each memo, and the
/// one VTODO text a merged memo is written as.
final class CollectionMemosTests: XCTestCase {
    private let zone = LocalTimeZone.utc
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    func test_theTextWritten_readsBackAsTheFormTheReplicaKeeps_evenWhenAKeptUIDLineNoLongerApplies() throws {
        // given the next memo of a series a phone made, which copies the phone's UID line
        let phone = try XCTUnwrap(try CalDAVTask.read(calendar(uid: "phone-task-1", status: "COMPLETED"), timeZone: zone, now: now))
        let next = try XCTUnwrap(phone.memo.nextOccurrence(at: now, in: zone)).withID(7)
        XCTAssertTrue((next.extra[VTodo.keptLinesKey] ?? "").contains("UID:phone-task-1"), "the line the form must drop")

        // when it is put in the collection's form
        let form = collection().form(of: next)

        // then the text names the next memo, reads back as exactly the form, and the id stays
        XCTAssertTrue(form.written.contains("UID:\(next.uuid)\r\n"), form.written)
        XCTAssertFalse(form.written.contains("phone-task-1"), form.written)
        let read = try XCTUnwrap(try CalDAVTask.read(form.written, timeZone: zone, now: now))
        XCTAssertEqual(read.memo.withID(7), form.memo)
        XCTAssertFalse((form.memo.extra[VTodo.keptLinesKey] ?? "").contains("UID"))
        XCTAssertEqual(form.memo.id, 7)
    }

    func test_aTaskReadThisSync_isHeldAsItStates_andArrivesAsItsCompletion() throws {
        // given a recurring task agreed open, then completed on a phone
        let agreed = try XCTUnwrap(try CalDAVTask.read(calendar(uid: uuid, status: "NEEDS-ACTION"), timeZone: zone, now: now)).memo
        let completed = try XCTUnwrap(try CalDAVTask.read(calendar(uid: uuid, status: "COMPLETED"), timeZone: zone, now: now))
        let entry = SyncEntry(local: agreed, base: agreed, localID: 1)
        var report = SyncReport()

        // when the pass asks what the collection holds
        let held = try collection(tasks: [uuid: completed]).held([uuid], entries: [uuid: entry], into: &report)

        // then it holds the task as read, and the merge takes it done
        XCTAssertEqual(held[uuid]?.held, completed.memo)
        XCTAssertEqual(held[uuid]?.arriving?.isDone, true)
        XCTAssertEqual(report, SyncReport())
    }

    func test_aResourceNotReadHoldsTheBase_butAGoneOrNeverKnownOneHoldsNothing() throws {
        // given three memos agreed on: one whose resource is unchanged, one whose resource is
        // gone, and one the collection never had
        let base = try XCTUnwrap(try CalDAVTask.read(calendar(uid: uuid, status: "NEEDS-ACTION"), timeZone: zone, now: now)).memo
        let entry = SyncEntry(local: base, base: base, localID: 1)
        let known = ["same": SyncResource(uuid: "same", href: "/c/same.ics", etag: "1"), "gone": SyncResource(uuid: "gone", href: "/c/gone.ics", etag: "2")]
        var report = SyncReport()

        // when the pass asks what the collection holds
        let held = try collection(known: known, gone: ["gone"])
            .held(["gone", "never", "same"], entries: ["gone": entry, "never": entry, "same": entry], into: &report)

        // then only the unchanged one holds the base, and every uuid is answered
        XCTAssertEqual(held["same"]?.held, base)
        XCTAssertEqual(held["same"]?.arriving, base)
        for uuid in ["gone", "never"] {
            XCTAssertNotNil(held[uuid], uuid)
            XCTAssertNil(held[uuid]?.held, uuid)
            XCTAssertNil(held[uuid]?.arriving, uuid)
        }
    }

    func test_aTaskNewToTheReplica_hasEveryFieldStampedWhenTheServerStoredIt_notAtThePhonesClock() throws {
        // given a task made on a phone whose clock (LAST-MODIFIED) is days off, which the
        // server stored at `now`
        let task = try XCTUnwrap(try CalDAVTask.read(calendar(uid: uuid, status: "NEEDS-ACTION"), timeZone: zone, now: now))
        var side = collection(tasks: [uuid: task])
        side.identity = "caldav:list"
        side.stored = [uuid: now]
        var report = SyncReport()

        // when the pass asks what the collection holds of it, knowing nothing of it
        let held = try side.held([uuid], entries: [:], into: &report)

        // then every field is stamped at the server's time by the collection
        let stamps = try XCTUnwrap(held[uuid]?.stamps)
        for field in MemoField.allCases {
            XCTAssertEqual(stamps[field], FieldStamp(time: now, replica: "caldav:list"), "\(field)")
        }
    }

    func test_theNextOccurrenceOfASeriesDoneOverThere_isStampedAtSecondZero_soAnyEditOfItWins() {
        // given the collection's stamps for a next occurrence it makes
        var side = collection()
        side.identity = "caldav:list"

        // when asked for them, then every field is stamped at second 0, earlier than any edit
        let stamps = side.occurrenceStamps()
        for field in MemoField.allCases {
            XCTAssertEqual(stamps[field], FieldStamp(time: Timestamp(secondsSince1970: 0), replica: "caldav:list"), "\(field)")
        }
    }

    // MARK: - Helpers

    private let uuid = "3f2c5a9e-7d41-4c7b-9a7e-2d9c1b0e6f10"

    private func collection(tasks: [String: CalDAVTask] = [:], known: [String: SyncResource] = [:], gone: Set<String> = []) -> CollectionMemos {
        CollectionMemos(tasks: tasks, known: known, gone: gone, timeZone: zone)
    }

    private func calendar(uid: String, status: String) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:\(uid)", "SUMMARY:Pay rent",
            "STATUS:\(status)", "DUE;VALUE=DATE:20261130", "LAST-MODIFIED:20261125T080000Z", "RRULE:FREQ=MONTHLY", "END:VTODO",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
    }
}
