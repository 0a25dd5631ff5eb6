import Foundation
import XCTest

/// Issue 20's recurring tasks, where every peer has doubled tasks: each way a phone app
/// completes a recurring VTODO becomes exactly one done memo and one next memo here, the
/// server then holds the done one as COMPLETED and the next as its own resource, and nothing
/// is doubled after three syncs of two machines.
final class CalDAVRecurrenceTests: CalDAVTestCase {
    /// (a) tasks.org: DUE and DTSTART moved one interval on, the same UID, NEEDS-ACTION.
    func test_aPhoneThatMovesTheDueDateOn_makesOneDoneAndOneNextMemo() throws {
        try assertOneDoneOneNext(phoneCommand: "move-due")
    }

    /// (b) STATUS:COMPLETED with COMPLETED, the RRULE kept.
    func test_aPhoneThatMarksTheRecurringTaskCompleted_makesOneDoneAndOneNextMemo() throws {
        try assertOneDoneOneNext(phoneCommand: "complete")
    }

    /// (c) an override VTODO with RECURRENCE-ID = the current DUE, COMPLETED.
    func test_aPhoneThatCompletesTheInstance_makesOneDoneAndOneNextMemo() throws {
        try assertOneDoneOneNext(phoneCommand: "complete-instance")
    }

    /// (a) on a recurring task the phone made itself.
    func test_aRecurringTaskMadeOnThePhone_movedOn_makesOneDoneAndOneNextMemo() throws {
        try assertOneDoneOneNext(phoneCommand: "move-due", madeOnThePhone: true)
    }

    /// Done in todo: the phone sees the done one COMPLETED and the next one as a task of its
    /// own, and nothing doubles.
    func test_aRecurringMemoDoneInTodo_reachesThePhone_asOneCompletedAndOneNextTask() throws {
        // given a weekly memo on the server
        let laptop = try machine()
        let id = try add(laptop, ["water plants", "due:2026-12-01", "recur:weekly"])
        try sync(laptop, collection)

        // when it is done here and synced three times
        try succeed(laptop, ["done", id])
        try sync(laptop)
        for _ in 0..<3 { assertSynced(try sync(laptop), collection, sent: 0, received: 0) }

        // then
        try assertServerHoldsOneDoneAndOneNext()
    }

    /// A phone's every-weekday task is todo's `weekdays`: done here on a Friday, the next is
    /// Monday's, which the phone reads with the same rule.
    func test_aWeekdaysTaskFromThePhone_doneInTodoOnAFriday_comesBackOnMonday() throws {
        // given a task due Friday 4 December, every weekday, made on the phone
        try account.add("stand-up", ["due=2026-12-04", "rrule=FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"], to: collection)
        let laptop = try machine()
        try sync(laptop, collection)
        let memo = try XCTUnwrap(try memos(titled: "stand-up", of: laptop).first)
        XCTAssertEqual(memo["recur"] as? String, "weekdays")

        // when it is done here and synced
        try succeed(laptop, ["done", "\(try XCTUnwrap(memo["id"] as? Int))"])
        try sync(laptop)

        // then the next is due Monday, here and on the server, with the phone's rule
        let open = try memos(titled: "stand-up", of: laptop).filter { $0["done"] as? Bool == false }
        XCTAssertEqual(open.map { ($0["due"] as? String)?.prefix(10) }, ["2026-12-07"])
        let next = try account.tasks(in: collection).filter { $0.summary == "stand-up" && $0.status == "NEEDS-ACTION" }
        XCTAssertEqual(next.map(\.due), ["2026-12-07"], "\(next)")
        XCTAssertEqual(next.first?.rrule, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
    }

    // MARK: - Private

    private func assertOneDoneOneNext(
        phoneCommand: String, madeOnThePhone: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        // given a weekly task due 1 December on the server, known to a laptop and a desktop
        let (laptop, desktop) = (try machine(), try machine())
        if madeOnThePhone {
            try account.add("water plants", ["due=2026-12-01", "dtstart=2026-11-30", "rrule=FREQ=WEEKLY"], to: collection)
        } else {
            try add(laptop, ["water plants", "due:2026-12-01", "scheduled:2026-11-30", "recur:weekly"])
        }
        try sync(laptop, collection)
        try sync(desktop, collection)
        XCTAssertEqual(try memos(of: laptop).count, 1, file: file, line: line)

        // when the phone completes it its way, and the laptop syncs
        let uid = try account.task("water plants", in: collection, file: file, line: line).uid!
        try account.phone([phoneCommand, collection, uid], file: file, line: line)
        let first = try sync(laptop, file: file, line: line)

        // then the laptop has one done memo due 1 December and one open due 8 December
        XCTAssertTrue(first.hasPrefix("synced with \(collection!): sent "), first, file: file, line: line)
        try assertOneDoneAndOneNext(in: laptop, file: file, line: line)
        try assertServerHoldsOneDoneAndOneNext(file: file, line: line)

        // when both machines sync three times each
        var lines: [String] = []
        for _ in 0..<3 {
            lines.append(try sync(desktop, file: file, line: line))
            lines.append(try sync(laptop, file: file, line: line))
        }

        // then nothing doubled anywhere, and after the desktop's first the syncs have nothing to do
        for store in [laptop, desktop] { try assertOneDoneAndOneNext(in: store, file: file, line: line) }
        try assertServerHoldsOneDoneAndOneNext(file: file, line: line)
        for synced in lines.dropFirst() {
            assertSynced(synced, collection, sent: 0, received: 0, file: file, line: line)
        }
        try assertSameMemos([laptop, desktop], file: file, line: line)

        // when the desktop changes the next memo, then the change lands on the next task alone
        let next = try XCTUnwrap(try memos(titled: "water plants", of: desktop).first { $0["done"] as? Bool == false }, file: file, line: line)
        try succeed(desktop, ["modify", "\(try XCTUnwrap(next["id"] as? Int))", "pri:H"], file: file, line: line)
        try sync(desktop, file: file, line: line)
        try sync(laptop, file: file, line: line)
        let tasks = try account.tasks(in: collection, file: file, line: line)
        XCTAssertEqual(tasks.count, 2, "\(tasks)", file: file, line: line)
        XCTAssertEqual(tasks.first { $0.status == "NEEDS-ACTION" }?.priority, 1, "\(tasks)", file: file, line: line)
        XCTAssertEqual(tasks.first { $0.status == "COMPLETED" }?.priority, nil, "\(tasks)", file: file, line: line)
        XCTAssertEqual(Set(tasks.compactMap { $0.uid?.lowercased() }).count, 2, "\(tasks)", file: file, line: line)
        try assertSameMemos([laptop, desktop], file: file, line: line)
    }

    private func assertOneDoneAndOneNext(in store: TodoProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        let memos = try memos(titled: "water plants", of: store)
        XCTAssertEqual(memos.count, 2, "\(memos)", file: file, line: line)
        let done = memos.filter { $0["done"] as? Bool == true }
        let open = memos.filter { $0["done"] as? Bool == false }
        XCTAssertEqual(done.count, 1, "\(memos)", file: file, line: line)
        XCTAssertEqual(open.count, 1, "\(memos)", file: file, line: line)
        XCTAssertEqual((done.first?["due"] as? String)?.prefix(10), "2026-12-01", file: file, line: line)
        XCTAssertEqual((open.first?["due"] as? String)?.prefix(10), "2026-12-08", file: file, line: line)
        XCTAssertEqual(open.first?["recur"] as? String, "weekly", file: file, line: line)
        let pending = try todo(store, ["list", "--json"])
        let listed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(pending.stdout.utf8)) as? [[String: Any]], file: file, line: line)
        XCTAssertEqual(listed.filter { $0["title"] as? String == "water plants" }.count, 1, pending.stdout, file: file, line: line)
    }

    private func assertServerHoldsOneDoneAndOneNext(file: StaticString = #filePath, line: UInt = #line) throws {
        let tasks = try account.tasks(in: collection, file: file, line: line).filter { $0.summary == "water plants" }
        XCTAssertEqual(tasks.count, 2, "\(tasks)", file: file, line: line)
        let done = tasks.filter { $0.status == "COMPLETED" }
        let next = tasks.filter { $0.status == "NEEDS-ACTION" }
        XCTAssertEqual(done.count, 1, "\(tasks)", file: file, line: line)
        XCTAssertEqual(next.count, 1, "\(tasks)", file: file, line: line)
        XCTAssertEqual(done.first?.due, "2026-12-01", file: file, line: line)
        XCTAssertNotNil(done.first?.completed, file: file, line: line)
        XCTAssertEqual(next.first?.due, "2026-12-08", file: file, line: line)
        XCTAssertEqual(next.first?.rrule, "FREQ=WEEKLY", file: file, line: line)
        XCTAssertEqual(tasks.map(\.components), [1, 1], "one VTODO per resource", file: file, line: line)
        XCTAssertNotEqual(done.first?.uid, next.first?.uid, file: file, line: line)
    }
}
