import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// Paging on the list screen: `more` continues whatever was shown last, a listing, a search
/// or the history, and the note under a page says to type it.
@MainActor
final class ListScreenPagingTests: XCTestCase {
    func test_moreAfterASearch_continuesTheSearch_notTheEarlierList() async throws {
        // given five memos, a list, then a search limited to two
        let session = try ShellSession(user: "hal", typing: (1...5).map { "add Memo \($0)" } + ["list --limit 1"])

        session.send("search Memo --limit 2")
        XCTAssertEqual(rows(session.screen.takeOutput()), ["5", "4", "… 1+ more; type more to see them"])

        // when more is typed twice
        session.send("more")
        XCTAssertEqual(rows(session.screen.takeOutput()), ["3", "2", "… 1+ more; type more to see them"])
        session.send("more")

        // then the search went on to its end
        XCTAssertEqual(rows(session.screen.takeOutput()), ["1"])
        session.send("more")
        XCTAssertEqual(session.screen.takeOutput(), "no more\n")
    }

    func test_aListingThatStopsAtItsLimit_saysToTypeMore_andMoreShowsTheNextPage() async throws {
        let session = try ShellSession(user: "hal", typing: (1...5).map { "add Memo \($0)" })

        session.send("list --sort created --limit 3")
        XCTAssertEqual(rows(session.screen.takeOutput()), ["5", "4", "3", "… 2 more; type more to see them"])
        session.send("more")

        XCTAssertEqual(rows(session.screen.takeOutput()), ["2", "1"])
    }

    func test_historyTakesALimit_andMoreShowsTheOlderEntries() async throws {
        let session = try ShellSession(user: "hal", typing: (1...3).map { "add Memo \($0)" })

        session.send("history --limit 2")
        let first = session.screen.takeOutput()
        XCTAssertTrue(first.contains("add #3 \"Memo 3\"\n") && first.contains("add #2 \"Memo 2\"\n"), first)
        XCTAssertFalse(first.contains("#1"), first)
        XCTAssertTrue(first.hasSuffix("  … more; type more to see them\n"), first)
        session.send("more")

        let second = session.screen.takeOutput()
        XCTAssertTrue(second.contains("add #1 \"Memo 1\"\n"), second)
        XCTAssertFalse(second.contains("#2") || second.contains("more"), second)
    }

    func test_aLimitOutOfRange_saysWhy() async throws {
        let session = try ShellSession(user: "hal")

        session.send("list --limit 0")
        session.send("search x --limit 10001")
        session.send("history --limit 101")

        XCTAssertEqual(session.screen.takeErrors(), """
            error: --limit must be between 1 and 10000
            error: --limit must be between 1 and 10000
            error: --limit must be between 1 and 100

            """)
    }

    // MARK: - Private

    /// The ids of a listing's rows, then its note, without the heading.
    private func rows(_ output: String) -> [String] {
        output.split(separator: "\n").dropFirst().map {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return line.hasPrefix("…") ? line : String(line.prefix { $0 != " " })
        }
    }
}
