import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// Taskwarrior's order in the shell: ids before a command, and a filter before a listing.
@MainActor
final class ShellOrderTests: XCTestCase {
    func test_idsBeforeACommand_actAsTheCommandWithThoseIDs() async throws {
        // given three memos on the list screen
        let session = try ShellSession(user: "gus", typing: ["add Milk", "add Letter", "add Bank"])
        _ = session.screen.takeOutput()

        // when commands are typed after their ids
        session.send("3 done")
        session.send("1,2 modify pri:H")
        session.send("2 annotate 5 apples")

        // then each acted on those memos, and a number after annotate stayed its text
        XCTAssertEqual(session.screen.takeOutput(), "done #3 Bank\nmodify #1 Milk\nmodify #2 Letter\nannotate #2 Letter\n")
        XCTAssertEqual(session.screen.takeErrors(), "")
        XCTAssertTrue(try session.memo(3).isDone)
        XCTAssertEqual(try session.memo(1).priority, .high)
        XCTAssertEqual(try session.memo(2).annotations.map(\.description), ["5 apples"])
    }

    func test_aFilterBeforeList_listsWithIt_andBeforeAWrite_isRefusedChangingNothing() async throws {
        let session = try ShellSession(user: "gus", typing: ["add Milk +errand", "add Letter"])
        _ = session.screen.takeOutput()

        session.send("+errand list")
        let listing = session.screen.takeOutput()
        session.send("+errand done")

        XCTAssertTrue(listing.contains("Milk"), listing)
        XCTAssertFalse(listing.contains("Letter"), listing)
        XCTAssertEqual(session.screen.takeErrors(), "the shell takes ids before done, not a filter: list with the filter, then name the ids\n")
        XCTAssertFalse(try session.memo(1).isDone)
    }

    func test_theReading_leavesTheScreensOwnOrderAlone() {
        let words = ["add", "list", "done", "modify"]
        XCTAssertEqual(ShellOrder.reading(of: "add 3 done", commandWords: words), .line("add 3 done"))
        XCTAssertEqual(ShellOrder.reading(of: "  ", commandWords: words), .line("  "))
        XCTAssertEqual(ShellOrder.reading(of: "milk", commandWords: words), .line("milk"))
        XCTAssertEqual(ShellOrder.reading(of: "#4 Done", commandWords: words), .line("done 4"))
        XCTAssertEqual(ShellOrder.reading(of: "3 list", commandWords: words), .refused("list takes a filter before it, not the id '3': ID info"))
    }
}
