import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// A word typed where a memo's id belongs is named in the shell as on the command line
/// (`bad id in '0': …`), on both screens, and changes nothing.
@MainActor
final class ShellBadIDTests: XCTestCase {
    func test_aBadID_isNamed_onTheListScreen() async throws {
        let session = try ShellSession(user: "kim", typing: ["add First"])

        for (line, word) in [("show 0", "0"), ("open -1", "-1"), ("info x", "x"), ("done 0", "0"), ("undone 1 0", "0"),
                             ("rm -1", "-1"), ("delete #0", "#0"), ("modify 0 pri:H", "0")] {
            session.send(line)

            XCTAssertEqual(session.screen.takeErrors(), "error: bad id in '\(word)': expected a memo's number such as 12 or #12\n", line)
        }
        XCTAssertEqual(try session.memo(1).title, "First")
        XCTAssertFalse(try session.memo(1).isDone)
        session.send("show")
        XCTAssertEqual(session.screen.takeErrors(), "usage: open ID\n")
    }

    func test_aBadIDInModify_onTheDetailScreen_isNamed_notTakenAsTheNewTitle() async throws {
        let session = try ShellSession(user: "kim", typing: ["add First", "open 1"])

        session.send("modify 0 pri:H")

        XCTAssertEqual(session.screen.takeErrors(), "error: bad id in '0': expected a memo's number such as 12 or #12\n")
        XCTAssertEqual(try session.memo(1).title, "First")
        XCTAssertNil(try session.memo(1).priority)
    }
}
