import Foundation
import XCTest

/// Subtasks against a real Radicale, the phone played by Python's `caldav`: a three-level tree
/// written as tasks.org writes one (numeric UIDs, `RELATED-TO` on the child without RELTYPE)
/// lists as a tree after `todo sync`, a child completed in todo shows as completed on the
/// phone, and the phone's lines todo did not change come back byte for byte.
final class CalDAVSubtaskTests: CalDAVTestCase {
    func test_aThreeLevelTreeFromThePhone_listsAsATree_andAChildDoneInTodoIsDoneOnThePhone() throws {
        // given a tree made on the phone, as tasks.org makes one
        let laptop = try machine()
        try account.add("move house", ["uid=1732541230001"], to: collection)
        try account.add("pack kitchen", ["uid=1732541230002", "related-to=1732541230001"], to: collection)
        try account.add("wrap plates", ["uid=1732541230003", "related-to=1732541230002", "x-apple-sort-order=5"], to: collection)
        let before = try account.phone(["get", collection, "1732541230003"])

        // when todo syncs
        assertSynced(try sync(laptop, collection), collection, sent: 0, received: 3)
        let house = try XCTUnwrap(try memo("move house", of: laptop)["id"] as? Int)
        let kitchen = try XCTUnwrap(try memo("pack kitchen", of: laptop)["id"] as? Int)
        let plates = try XCTUnwrap(try memo("wrap plates", of: laptop)["id"] as? Int)
        let list = try todo(laptop, ["list", "--sort", "created"])

        // then it lists them as a tree
        XCTAssertEqual(list.stdout.components(separatedBy: "\n").map { $0.drop { $0 == " " || $0.isNumber } }.filter { !$0.isEmpty }, [
            "[ ] move house  [0/1]", "[ ]   pack kitchen  [0/1]", "[ ]     wrap plates",
        ], list.stdout)
        XCTAssertTrue(list.stdout.hasPrefix(String(repeating: " ", count: 5 - String(house).count) + "\(house) [ ] move house"), list.stdout)
        _ = kitchen

        // when the leaf is done in todo and todo syncs
        try succeed(laptop, ["done", String(plates)])
        assertSynced(try sync(laptop), collection, sent: 1, received: 0)

        // then the phone shows it completed, its link and its own lines as they were
        let task = try account.task("wrap plates", in: collection)
        XCTAssertEqual(task.status, "COMPLETED")
        XCTAssertNotNil(task.completed)
        let after = try account.phone(["get", collection, "1732541230003"])
        let lines = { (text: String) in text.split(whereSeparator: \.isNewline).map { String($0) } }
        let kept = lines(before).filter { line in ["UID:", "RELATED-TO", "X-APPLE-SORT-ORDER", "SUMMARY:"].contains(where: line.hasPrefix) }
        XCTAssertEqual(kept.count, 4, before)
        for line in kept { XCTAssertTrue(lines(after).contains(line), "\(line) kept in\n\(after)") }
        XCTAssertEqual(try account.task("pack kitchen", in: collection).status, "NEEDS-ACTION")
    }

    func test_aTreeMadeInTodo_reachesThePhone_asRelatedToParentOnEachChild() throws {
        let laptop = try machine()
        try add(laptop, ["move house"])
        let house = try XCTUnwrap(try memo("move house", of: laptop)["id"] as? Int)
        try add(laptop, ["pack kitchen", "parent:\(house)"])
        let houseUUID = try XCTUnwrap(try memo("move house", of: laptop)["uuid"] as? String)

        assertSynced(try sync(laptop, collection), collection, sent: 2, received: 0)

        let child = try account.task("pack kitchen", in: collection)
        let text = try account.phone(["get", collection, try XCTUnwrap(child.uid)])
        XCTAssertTrue(text.split(whereSeparator: \.isNewline).contains("RELATED-TO;RELTYPE=PARENT:\(houseUUID)"), text)
    }
}
