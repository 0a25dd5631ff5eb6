import Foundation
import XCTest

/// Issue 20's merge against the last synced copy, property by property: different fields
/// changed here and on the phone both stay; the same field changed on both is one conflict
/// kept here (`todo conflicts`), and both sides end with the same value.
final class CalDAVConflictTests: CalDAVTestCase {
    private var laptop: TodoProcess!
    private var uid: String!
    private var id: String!

    override func setUpWithError() throws {
        try super.setUpWithError()
        laptop = try machine()
        id = try add(laptop, ["call the bank", "pri:M", "+money"])
        try sync(laptop, collection)
        uid = try account.task("call the bank", in: collection).uid
    }

    override func tearDown() {
        (laptop, uid, id) = (nil, nil, nil)
        super.tearDown()
    }

    func test_differentFieldsChangedOnBothSides_areBothKept_withoutAConflict() throws {
        // given the priority changed here and the title and due date on the phone
        try succeed(laptop, ["modify", id, "pri:H", "+urgent"])
        try account.phone(["edit", collection, uid, "summary=call the bank about the loan", "due=2026-12-10"])

        // when
        let line = try sync(laptop)

        // then each side has every change, and nothing is left to do
        XCTAssertTrue(line.hasPrefix("synced with \(collection!): sent 1, received 1"), line)
        XCTAssertFalse(line.contains("conflict"), line)
        let memo = try memo("call the bank about the loan", of: laptop)
        XCTAssertEqual(memo["priority"] as? String, "H")
        XCTAssertEqual((memo["due"] as? String)?.prefix(10), "2026-12-10")
        XCTAssertEqual(Set(memo["tags"] as? [String] ?? []), ["money", "urgent"])
        let task = try account.task("call the bank about the loan", in: collection)
        XCTAssertEqual(task.priority, 1)
        XCTAssertEqual(task.due, "2026-12-10")
        XCTAssertEqual(Set(task.categories), ["money", "urgent"])
        XCTAssertEqual(try todo(laptop, ["conflicts"]).stdout, "")
        assertSynced(try sync(laptop), collection, sent: 0, received: 0)
    }

    func test_theSameFieldChangedOnBothSides_isOneConflictKept_andBothSidesAgree() throws {
        // given the priority set differently here and on the phone, and the title on the phone
        try succeed(laptop, ["modify", id, "pri:H"])
        try account.phone(["edit", collection, uid, "priority=9", "summary=ring the bank"])

        // when
        let line = try sync(laptop)

        // then one conflict is kept, the title travelled, and both sides hold the winner
        XCTAssertTrue(line.hasSuffix(", 1 conflict kept (todo conflicts)\n"), line)
        let conflicts = try todo(laptop, ["conflicts"])
        XCTAssertEqual(conflicts.status, 0, conflicts.stderr)
        XCTAssertEqual(conflicts.stdout.filter { $0 == "\n" }.count, 1, conflicts.stdout)
        XCTAssertTrue(conflicts.stdout.contains("priority"), conflicts.stdout)
        let won = try XCTUnwrap(try memo("ring the bank", of: laptop)["priority"] as? String)
        XCTAssertTrue(["H", "L"].contains(won), won)
        XCTAssertEqual(try account.task("ring the bank", in: collection).priority, won == "H" ? 1 : 9)
        assertSynced(try sync(laptop), collection, sent: 0, received: 0)
    }

    func test_doneHere_andEditedOnThePhone_areBothKept() throws {
        // given the memo done here, its description written on the phone
        try succeed(laptop, ["done", id])
        try account.phone(["edit", collection, uid, "description=ask for Ms Meyer"])

        // when
        try sync(laptop)

        // then
        let memo = try memo("call the bank", of: laptop)
        XCTAssertEqual(memo["done"] as? Bool, true)
        XCTAssertEqual(memo["body"] as? String, "ask for Ms Meyer")
        let task = try account.task("call the bank", in: collection)
        XCTAssertEqual(task.status, "COMPLETED")
        XCTAssertEqual(task.description, "ask for Ms Meyer")
    }
}
