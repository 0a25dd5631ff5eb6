import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// The shell reads options as the one-shot commands do: known ones take effect, an unknown
/// `--word` is one error line with the nearest option and nothing is done, `--` ends them.
@MainActor
final class ShellOptionTests: XCTestCase {
    func test_anUnknownOption_namesTheNearestOne_andNothingIsAdded() async throws {
        let session = try ShellSession(user: "ivy")

        session.send("list --srot due")
        session.send("add x --bdy y")
        session.send("search milk --limt=3")

        XCTAssertEqual(session.screen.takeErrors(), """
            error: unknown option '--srot'; did you mean '--sort'?
            error: unknown option '--bdy'; did you mean '--body'?
            error: unknown option '--limt'; did you mean '--limit'?

            """)
        session.send("list all")
        XCTAssertEqual(session.screen.takeOutput(), "no memos (0 open, 0 done)\n")
    }

    func test_aValueTakesNoOptionAfterASpace_butAnyWordAfterAnEquals_asOnTheCommandLine() async throws {
        let session = try ShellSession(user: "ivy")

        session.send("add Milk --body --json")
        XCTAssertEqual(session.screen.takeErrors(), "error: --body needs a value\n")
        session.send("add Milk --body=--json")
        session.send("add Bread --body ''")

        XCTAssertEqual(session.screen.takeErrors(), "")
        XCTAssertEqual([try session.memo(1).title, try session.memo(1).body], ["Milk", "--json"])
        XCTAssertEqual([try session.memo(2).title, try session.memo(2).body], ["Bread", ""])
    }

    func test_annotateAndItsKin_refuseAnOption_onTheListAndTheDetailScreen_butKeepItAfterDoubleDash() async throws {
        let session = try ShellSession(user: "ivy")
        session.send("add Milk")
        _ = session.screen.takeOutput()

        session.send("annotate 1 --note oat")
        session.send("+home annotate --note oat")
        session.send("open 1")
        session.send("append --note oat")

        XCTAssertEqual(session.screen.takeErrors(), """
            error: unknown option '--note'
            error: unknown option '--note'
            error: unknown option '--note'

            """)
        XCTAssertEqual(try session.memo(1).title, "Milk")
        XCTAssertEqual(try session.memo(1).annotations.count, 0)

        session.send("annotate -- --note oat")
        session.send("back")
        session.send("append 1 -- --oat")

        XCTAssertEqual(session.screen.takeErrors(), "")
        XCTAssertEqual(try session.memo(1).annotations.map(\.description), ["--note oat"])
        XCTAssertEqual(try session.memo(1).title, "Milk --oat")
    }

    func test_addTakesTheOneShotOptions_andAfterDoubleDashEverythingIsTitle() async throws {
        let session = try ShellSession(user: "ivy")

        session.send("add Call mom --body Sunday --due 2030-01-02 --tag family")
        session.send("add -- --bdy is a title")

        XCTAssertEqual(session.screen.takeErrors(), "")
        let memo = try session.memo(1)
        XCTAssertEqual([memo.title, memo.body], ["Call mom", "Sunday"])
        XCTAssertNotNil(memo.due)
        XCTAssertEqual(memo.tags, ["family"])
        XCTAssertEqual(try session.memo(2).title, "--bdy is a title")
    }

    func test_quotedWords_areOneWordWithoutTheirQuotes_asOnTheCommandLine() async throws {
        let session = try ShellSession(user: "ivy")

        session.send(#"add "Buy milk" --body 'two litres' +home"#)
        session.send("add Don't forget")

        XCTAssertEqual(session.screen.takeErrors(), "")
        let memo = try session.memo(1)
        XCTAssertEqual([memo.title, memo.body], ["Buy milk", "two litres"])
        XCTAssertEqual(memo.tags, ["home"])
        XCTAssertEqual(try session.memo(2).title, "Don't forget")
    }

    func test_anEmptyListUnderAContext_namesTheContext() async throws {
        let session = try ShellSession(user: "ivy")
        session.send("context define work project:work")
        session.send("context work")
        _ = session.screen.takeOutput()

        session.send("list")

        XCTAssertEqual(session.screen.takeOutput(), "no open memos (0 open, 0 done); context work is selected (context none lifts it)\n")
    }

    func test_commandsThatTakeNothing_refuseWords() async throws {
        let session = try ShellSession(user: "ivy")

        session.send("projects --json")
        session.send("tags extra")

        XCTAssertEqual(session.screen.takeErrors(), "error: unknown option '--json'\nusage: tags\n")
        XCTAssertEqual(session.screen.takeOutput(), "")
    }
}
