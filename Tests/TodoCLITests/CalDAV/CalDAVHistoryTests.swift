import Foundation
import XCTest

/// Issue 32's "history tells the truth" with a phone: what the phone changed arrives as one
/// entry naming the task list it came from, and undo keeps it.
final class CalDAVHistoryTests: CalDAVTestCase {
    func test_thePhonesEdit_isOneEntryFromTheTaskList_andUndoTakesBackOnlyTheLaptopsCommand() throws {
        // given a memo on the phone, the laptop's tag, and the phone's retitle and priority
        let laptop = try machine()
        let id = try add(laptop, ["call the bank", "pri:H"])
        assertSynced(try sync(laptop, collection), collection, sent: 1, received: 0)
        try succeed(laptop, ["modify", id, "+home"])
        let uid = try XCTUnwrap(try account.task("call the bank", in: collection).uid)
        try account.phone(["edit", collection, uid, "summary=ring the bank", "priority=9"])

        // when the laptop syncs
        assertSynced(try sync(laptop), collection, sent: 1, received: 1)

        // then its history of the memo ends with one entry from the task list, with both fields
        let history = try todo(laptop, ["history", id])
        XCTAssertEqual(history.status, 0, history.stderr)
        XCTAssertTrue(history.stdout.contains("  modify\n  tags: none -> home\n"), history.stdout)
        // (the phone's own properties it keeps, SEQUENCE among them, arrive as extra fields)
        let arrived = try XCTUnwrap(history.stdout.range(of: "  from \(collection!)\n")).lowerBound
        XCTAssertTrue(
            history.stdout[arrived...].hasPrefix("  from \(collection!)\n  title: \"call the bank\" -> \"ring the bank\"\n  priority: H -> L\n"),
            history.stdout)
        XCTAssertEqual(history.stdout.components(separatedBy: "  from ").count, 2, "one entry: \(history.stdout)")
        // and undo takes back the tag, keeps the phone's change, and says so
        let undo = try todo(laptop, ["undo"])
        XCTAssertEqual(
            undo.stdout, "undid modify #\(id) \"call the bank\", your last command; kept what arrived by sync since from \(collection!)\n", undo.stderr)
        let memo = try memo("ring the bank", of: laptop)
        XCTAssertEqual(memo["priority"] as? String, "L")
        XCTAssertEqual(memo["tags"] as? [String], [])
    }

    func test_aPhonesEditRelayedThroughTheHub_isNamedByTheTaskList_onAnotherMachine_notByTheHub() throws {
        // given a laptop that bridges a hub and the phone's task list, and a desktop of the hub
        let machines = try SyncMachines()
        let (laptop, desktop) = (try machine(), try machine())
        try add(laptop, ["call the bank", "pri:H"])
        try sync(laptop, machines.url)
        try sync(laptop, collection)
        try sync(desktop, machines.url)
        let uid = try XCTUnwrap(try account.task("call the bank", in: collection).uid)
        try account.phone(["edit", collection, uid, "priority=9"])

        // when the laptop takes the phone's edit to the hub, and the desktop syncs
        for _ in 0..<2 { XCTAssertEqual(try todo(laptop, ["sync"]).status, 0) }
        try sync(desktop)

        // then the desktop's history names the task list the edit came from, not the hub
        let history = try todo(desktop, ["history", try SyncMachines.id(of: "call the bank", in: desktop)])
        XCTAssertEqual(history.status, 0, history.stderr)
        // (the memo's first arrival names the hub: its fields never changed since it was made)
        XCTAssertTrue(history.stdout.contains("  from \(collection!)\n  priority: H -> L\n"), history.stdout)
    }
}
