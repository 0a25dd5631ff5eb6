import MemoStore
import MemoUseCases
import XCTest
@testable import TodoRIBs

/// A row without a width (what scripts read, thousands at a time) is written straight into
/// bytes, a printable-ASCII title copied as it is: it says exactly what the laid-out row says,
/// whatever the title holds (controls, bidi marks, wide and combining characters) and whichever
/// fields are set. The clock is pinned: 2026-11-25 12:00 UTC.
@MainActor
final class MemoRowBytesTests: XCTestCase {
    func test_rowWithoutAWidth_isTheLaidOutOneLineRow_forEveryKindOfTitleAndEveryField() async {
        let titles = [
            "Pay rent", "", " ", "~tilde", "Pay\u{1B}[31mrent", "tab\there", "line\nbreak", "del\u{7F}", "c1\u{85}x",
            "bidi\u{202E}txet", "sep\u{2028}x", "東京の会議", "cafe\u{301}", "emoji 🎉", "mixed ascii 漢字 end",
        ]
        for title in titles {
            for memo in [makeMemo(id: 7, title: title), everyField(id: 123_456, title: title), everyField(id: 42, title: title, isDone: true)] {
                for style in [plain, colourStyle] {
                    // when
                    let fast = MemoText.row(memo, style: style, clock: clock)
                    let laidOut = MemoText.row(memo, style: style, clock: clock, width: 100_000)
                    // then
                    XCTAssertEqual(fast, laidOut, "\(memo.id) \(title.debugDescription)")
                    XCTAssertTrue(title.isEmpty || fast.contains(title.terminalSafe), fast.debugDescription)
                    XCTAssertFalse(fast.unicodeScalars.contains { $0.value < 0x20 && $0 != "\u{1B}" }, fast.debugDescription)
                }
            }
        }
    }

    func test_listingWithoutAWidth_isItsRowsALine_readFromTheBufferAsTheRowsAre() async {
        // given: every kind of title, each on a plain memo, one with every field set and a done one
        let titles = ["Pay rent", "", "Pay\u{1B}[31mrent", "line\nbreak", "bidi\u{202E}txet", "東京の会議", "cafe\u{301}", "emoji 🎉"]
        var memos: [Memo] = []
        for (offset, title) in titles.enumerated() {
            let id = Int64(offset * 3 + 1)
            memos += [makeMemo(id: id, title: title), everyField(id: id + 1, title: title), everyField(id: id + 2, title: title, isDone: true)]
        }
        let listing = MemoListing(source: .page(MemoPageRequest()), memos: memos, more: 0, counts: MemoCounts(open: memos.count, done: 0))
        for style in [plain, colourStyle] {
            // when
            let text = MemoText.listing(listing, style: style, clock: clock, decorated: false)
            // then: each memo's row, in order, a line each
            XCTAssertEqual(text, memos.map { MemoText.row($0, style: style, clock: clock) + "\n" }.joined())
        }
    }

    func test_rowWithoutAWidth_showsControlsVisibly_andRightAlignsIdsOfEveryLength() async {
        XCTAssertEqual(MemoText.row(makeMemo(id: 7, title: "Pay\u{1B}[31mrent\u{7F}"), style: plain, clock: clock), "    7 [ ] Pay^[[31mrent^?")
        XCTAssertEqual(MemoText.row(makeMemo(id: 12_345, title: "a\u{202E}b"), style: plain, clock: clock), "12345 [ ] a<U+202E>b")
        XCTAssertEqual(MemoText.row(makeMemo(id: 123_456, title: "東京"), style: plain, clock: clock), "123456 [ ] 東京")
        XCTAssertEqual(
            MemoText.row(makeMemo(id: 9, title: "x", isDone: true), style: colourStyle, clock: clock),
            "    \u{1B}[2m9\u{1B}[0m \u{1B}[32m[x]\u{1B}[0m x  \u{1B}[32mdone 3w ago\u{1B}[0m")
    }

    // MARK: - Private

    private let clock = LocalClock.fixed(at: Timestamp(iso8601: "2026-11-25T12:00:00Z")!, in: .utc)
    private let plain = TerminalStyle(screen: nil)

    private var colourStyle: TerminalStyle {
        let screen = ScriptedScreen()
        screen.allowsColor = true
        return TerminalStyle(screen: screen)
    }

    private func makeMemo(id: Int64, title: String, isDone: Bool = false) -> Memo {
        let created = Timestamp(iso8601: "2026-11-01T08:00:00Z")!
        return Memo(id: id, uuid: "00000000-0000-4000-8000-000000000007", title: title, body: "", isDone: isDone, created: created, updated: created)
    }

    /// Every field a row shows set, the texts holding what a terminal would act on.
    private func everyField(id: Int64, title: String, isDone: Bool = false) -> Memo {
        let day = { (text: String) in Timestamp(iso8601: text)! }
        var memo = makeMemo(id: id, title: title, isDone: isDone)
        memo.due = day("2026-11-20T23:59:59Z")
        memo.wait = day("2026-12-01T00:00:00Z")
        memo.until = day("2026-11-24T00:00:00Z")
        memo.start = day("2026-11-02T00:00:00Z")
        memo.priority = .high
        memo.project = "home\u{1B}x.東京"
        memo.tags = ["bills", "t\u{202E}ag", "会議"]
        memo.recur = Recurrence("weekly")
        memo.annotations = [MemoAnnotation(entry: day("2026-11-03T00:00:00Z"), description: "note\u{7}")]
        memo.owner = "b\u{1B}ob"
        memo.end = day("2026-11-04T00:00:00Z")
        return memo
    }
}
