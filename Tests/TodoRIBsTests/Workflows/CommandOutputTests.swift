import MemoStore
import MemoUseCases
import XCTest
@testable import TodoRIBs

/// How a one-shot command prints a listing: fitted to the terminal a person reads, one line a
/// memo for a script, and an empty one said on the diagnostic output.
@MainActor
final class CommandOutputTests: XCTestCase {
    func test_listing_onATerminalOfSixtyColumns_wrapsRowsToIt_butPipedStaysOneLineAMemo() async {
        let terminal = ScriptedScreen(isInteractive: true)
        terminal.width = 60
        let pipe = ScriptedScreen()
        pipe.width = 60

        for screen in [terminal, pipe] {
            CommandOutput(screen: screen, format: .text, clock: clock).show(.listed(listing(of: [longMemo])))
        }

        XCTAssertEqual(terminal.output.components(separatedBy: "\n"), [
            "    3 [ ] Sort the photos of the summer         project:home",
            "          holiday by place and then by date",
            "",
        ])
        XCTAssertEqual(pipe.output, "    3 [ ] Sort the photos of the summer holiday by place and then by date  project:home\n")
    }

    func test_emptyListing_saysNoMemosMatchOnTheDiagnosticOutput_andJSONIsAnEmptyArray() async {
        let text = ScriptedScreen()
        let json = ScriptedScreen()

        CommandOutput(screen: text, format: .text, clock: clock).show(.listed(listing(of: [])))
        CommandOutput(screen: json, format: .json, clock: clock).show(.listed(listing(of: [])))

        XCTAssertEqual(text.output, "")
        XCTAssertEqual(text.errors, "no memos match\n")
        XCTAssertEqual(json.output, "[]\n")
        XCTAssertEqual(json.errors, "")
    }

    // MARK: - Private

    private let clock = LocalClock.fixed(at: Timestamp(iso8601: "2026-11-25T12:00:00Z")!, in: .utc)

    private var longMemo: Memo {
        let created = Timestamp(iso8601: "2026-11-01T08:00:00Z")!
        return Memo(
            id: 3, uuid: "00000000-0000-4000-8000-000000000003",
            title: "Sort the photos of the summer holiday by place and then by date", body: "", isDone: false,
            created: created, updated: created, project: "home")
    }

    private func listing(of memos: [Memo]) -> MemoListing {
        MemoListing(source: .page(MemoPageRequest()), memos: memos, more: 0, counts: MemoCounts(open: memos.count, done: 0))
    }
}
