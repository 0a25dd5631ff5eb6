import Foundation
import XCTest

/// What listings, `show` and the shell's pages say about memos, on each engine.
class ListingTests: EngineTestCase {
    func test_listAllAndWaiting_markWaitingMemos_doneOnesSayWhenTheyWereDone_neverOverdue() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Renew passport", "wait:+3d"])
        try todo.run(["add", "Pay rent", "due:yesterday"])
        try todo.run(["done", "2"])

        let all = try todo.run(["list", "--all"])
        let waiting = try todo.run(["list", "+waiting"])
        let show = try todo.run(["show", "2"])

        XCTAssertEqual(all.status, 0, all.stderr)
        let rows = all.stdout.components(separatedBy: "\n")
        XCTAssertTrue(rows[0].hasPrefix("    2 [x] Pay rent  done "), all.stdout)
        XCTAssertTrue(rows[0].hasSuffix(" ago"), all.stdout)
        XCTAssertTrue(rows[1].hasPrefix("    1 [ ] Renew passport  waiting until "), all.stdout)
        XCTAssertFalse(all.stdout.contains("overdue"), all.stdout)
        XCTAssertTrue(waiting.stdout.hasPrefix("    1 [ ] Renew passport  waiting until "), waiting.stdout)
        XCTAssertTrue(show.stdout.contains("\nstatus:   done "), show.stdout)
        XCTAssertFalse(show.stdout.contains("overdue"), show.stdout)
    }

    func test_emptyHumanListing_saysNoMemosMatchOnStderr_whileJSONStaysAnEmptyArray() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])

        let list = try todo.run(["list", "+nosuchtag"])
        let search = try todo.run(["search", "nothing"])
        let json = try todo.run(["list", "+nosuchtag", "--json"])

        XCTAssertEqual(list.status, 0)
        XCTAssertEqual(list.stdout, "")
        XCTAssertEqual(list.stderr, "no memos match\n")
        XCTAssertEqual(search.stdout, "")
        XCTAssertEqual(search.stderr, "no memos match\n")
        XCTAssertEqual(json.stdout, "[]\n")
        XCTAssertEqual(json.stderr, "")
    }

    func test_shellFirstPage_afterLoginAndAfterBack_isInListOrder_andItsHeaderCountsWhatItCanShow() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Soon", "pri:H"])
        try todo.run(["add", "Whenever"])
        try todo.run(["add", "Hidden", "wait:+3d"])
        let list = try todo.run(["list"])

        let shell = try todo.run(["shell"], stdin: Data("open 2\nback\nquit\n".utf8))

        XCTAssertEqual(list.stdout, "    1 [ ] Soon  pri:H\n    2 [ ] Whenever\n")
        let page = "2 open memos (3 open, 0 done)\n" + list.stdout
        XCTAssertTrue(shell.stdout.hasPrefix(page), shell.stdout)
        XCTAssertTrue(shell.stdout.hasSuffix(page), shell.stdout)
    }
}
