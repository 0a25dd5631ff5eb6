import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// The detail screen's commands: without an id they act on the open memo, with one on the
/// memo named, as the screen's `help` says.
@MainActor
final class DetailScreenCommandTests: XCTestCase {
    func test_modifyWithAnID_onTheDetailScreen_changesThatMemo_notTheOpenOne() async throws {
        // given #2 open on the detail screen
        let session = try ShellSession(user: "gus", typing: ["add First", "add Second", "open 2"])

        // when a modify names #1
        session.send("modify 1 pri:H")

        // then #1 changed and #2 kept its title and fields
        XCTAssertEqual(session.screen.takeOutput(), "modify #1 First\n")
        XCTAssertEqual(session.screen.takeErrors(), "")
        XCTAssertEqual(try session.memo(2).title, "Second")
        XCTAssertNil(try session.memo(2).priority)
        XCTAssertEqual(try session.memo(1).priority, .high)
    }

    func test_modifyWithoutAnID_onTheDetailScreen_changesTheOpenMemo() async throws {
        let session = try ShellSession(user: "gus", typing: ["add First", "add Second", "open 2"])

        session.send("modify pri:L +home")

        XCTAssertEqual(try session.memo(2).priority, .low)
        XCTAssertEqual(try session.memo(2).tags, ["home"])
        XCTAssertNil(try session.memo(1).priority)
    }

    func test_showWithAnID_onTheDetailScreen_showsThatMemo() async throws {
        let session = try ShellSession(user: "gus", typing: ["add First", "add Second", "open 2"])

        session.send("show 1")

        XCTAssertTrue(session.screen.takeOutput().hasPrefix("#1 First\n"))
        XCTAssertEqual(session.window.firstResponder?.prompt, "#1> ")
        session.send("show")
        XCTAssertTrue(session.screen.takeOutput().hasPrefix("#1 First\n"))
    }

    func test_helpOnTheDetailScreen_saysAnIDNamesAnotherMemo() async throws {
        let session = try ShellSession(user: "gus", typing: ["add First", "open 1"])

        session.send("help")

        let help = session.screen.takeOutput()
        XCTAssertTrue(help.contains("modify [ID...] ATTRIBUTE..."), help)
        XCTAssertTrue(help.contains("show [ID]"), help)
    }
}
