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

    func test_listingOfHundreds_writtenAPieceAtATime_isTheListingsText_treeAndAll() async {
        // given: 300 memos (more than one piece), some the children of the memo before them
        let created = Timestamp(iso8601: "2026-11-01T08:00:00Z")!
        let memos = (1...300).map { number in
            Memo(
                id: Int64(number), uuid: uuid(number), title: "memo \(number) 東京",
                body: "", isDone: number % 3 == 0, created: created, updated: created,
                parent: number % 7 == 0 ? uuid(number - 1) : nil)
        }
        let screen = ScriptedScreen()
        // when
        CommandOutput(screen: screen, format: .text, clock: clock).show(.listed(listing(of: memos)))
        // then
        let text = MemoText.listing(listing(of: memos), style: TerminalStyle(screen: nil), clock: clock, decorated: false)
        XCTAssertEqual(screen.output, text)
        XCTAssertEqual(screen.output.split(separator: "\n").count, 300)
        XCTAssertTrue(screen.output.contains("    6 [x] memo 6 東京  done 3w ago\n    7 [ ]   memo 7 東京\n"), screen.output)
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

    private func uuid(_ number: Int) -> String {
        "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - String(number).count) + String(number)
    }

    private func listing(of memos: [Memo]) -> MemoListing {
        MemoListing(source: .page(MemoPageRequest()), memos: memos, more: 0, counts: MemoCounts(open: memos.count, done: 0))
    }
}
