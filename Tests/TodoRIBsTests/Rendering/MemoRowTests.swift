import MemoStore
import XCTest
@testable import TodoRIBs

/// How a listing's rows and a memo's detail say what state a memo is in, and how rows fit a
/// terminal's width. The clock is pinned: 2026-11-25 12:00 UTC.
@MainActor
final class MemoRowTests: XCTestCase {
    func test_row_ofAWaitingMemo_saysUntilWhenItWaits() async {
        let memo = makeMemo(title: "Renew passport", wait: moment("2026-12-05T00:00:00Z"), due: moment("2026-12-20T23:59:59Z"))

        let row = MemoText.row(memo, style: style, clock: clock)

        XCTAssertEqual(row, "    7 [ ] Renew passport  waiting until 2026-12-05  due in 3w")
    }

    func test_row_ofADoneMemo_saysWhenItWasDone_neverThatItIsOverdueOrDue() async {
        let overdue = makeMemo(title: "Pay rent", isDone: true, updated: moment("2026-11-22T09:00:00Z"), due: moment("2026-11-20T23:59:59Z"))
        let dueTomorrow = makeMemo(title: "Call mom", isDone: true, updated: moment("2026-11-25T11:00:00Z"), due: moment("2026-11-26T23:59:59Z"))

        let rows = [overdue, dueTomorrow].map { MemoText.row($0, style: style, clock: clock) }

        XCTAssertEqual(rows, ["    7 [x] Pay rent  done 3d ago", "    7 [x] Call mom  done 1h ago"])
    }

    func test_detail_ofADoneMemo_saysWhenItWasDone_andItsDueDateWithoutOverdue() async {
        let memo = makeMemo(title: "Pay rent", isDone: true, updated: moment("2026-11-22T09:00:00Z"), due: moment("2026-11-20T23:59:59Z"))

        let detail = MemoText.detail(memo, style: style, clock: clock)

        XCTAssertTrue(detail.hasPrefix("#7 Pay rent\nstatus:   done 2026-11-22 09:00 (3d ago)\ndue:      2026-11-20\n"), detail)
        XCTAssertFalse(detail.contains("overdue"), detail)
    }

    func test_row_atSixtyColumns_wrapsALongTitleInsideItsColumn_besideTheAttributes() async {
        let memo = makeMemo(
            title: "Write the quarterly report for the board with every figure checked twice",
            priority: .high, project: "work", due: moment("2026-11-28T23:59:59Z"))

        let lines = MemoText.row(memo, style: style, clock: clock, width: 60).components(separatedBy: "\n")

        XCTAssertEqual(lines, [
            "    7 [ ] Write the quarterly  pri:H project:work  due in 3d",
            "          report for the",
            "          board with every",
            "          figure checked",
            "          twice",
        ])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
    }

    func test_row_atSixtyColumns_puttingTooManyAttributesBelowTheTitle_neverBreaksAWord() async {
        let memo = makeMemo(
            title: "Plan the trip", priority: .medium, project: "home.travel.summer",
            tags: ["family", "holiday", "passports", "tickets"], due: moment("2026-11-28T23:59:59Z"))

        let lines = MemoText.row(memo, style: style, clock: clock, width: 60).components(separatedBy: "\n")

        XCTAssertEqual(lines, [
            "    7 [ ] Plan the trip",
            "          pri:M project:home.travel.summer +family +holiday",
            "          +passports +tickets  due in 3d",
        ])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
    }

    func test_row_withoutAWidth_staysOneLine_forScripts() async {
        let memo = makeMemo(title: String(repeating: "word ", count: 30) + "end", priority: .low)

        let row = MemoText.row(memo, style: style, clock: clock)

        XCTAssertFalse(row.contains("\n"))
        XCTAssertTrue(row.hasSuffix("end  pri:L"), row)
    }

    func test_row_onAColourTerminal_withoutAWidth_paintsIdFamilyFieldsAndStatus() async {
        let memo = makeMemo(title: "Pay rent", priority: .high, tags: ["bills"], due: moment("2026-11-20T23:59:59Z"))
        let family = MemoRowFamily(depth: 1, progress: ChildCount(open: 1, done: 1), hiddenParent: MemoReference(id: 3, title: "Move"))

        let row = MemoText.row(memo, style: colourStyle, clock: clock, family: family)

        XCTAssertEqual(row, "    \u{1B}[2m7\u{1B}[0m [ ]   Pay rent  \u{1B}[1m[1/2]\u{1B}[0m  \u{1B}[1mparent:3 (Move)\u{1B}[0m"
            + "  \u{1B}[2mpri:H\u{1B}[0m \u{1B}[2m+bills\u{1B}[0m  \u{1B}[31moverdue 4d\u{1B}[0m")
    }

    func test_row_onAColourTerminal_thatFitsItsWidth_isTheOneLineRow() async {
        let done = makeMemo(title: "Call mom", isDone: true, updated: moment("2026-11-22T09:00:00Z"), project: "home")

        let row = MemoText.row(done, style: colourStyle, clock: clock, width: 80)

        XCTAssertEqual(row, "    \u{1B}[2m7\u{1B}[0m \u{1B}[32m[x]\u{1B}[0m Call mom  \u{1B}[2mproject:home\u{1B}[0m  \u{1B}[32mdone 3d ago\u{1B}[0m")
        XCTAssertEqual(row, MemoText.row(done, style: colourStyle, clock: clock))
    }

    func test_row_ofWideCharacters_atAWidth_countsTheirColumns_notTheirBytes() async {
        let memo = makeMemo(title: "東京の会議の準備をする 資料を印刷", tags: ["会議"])

        let lines = MemoText.row(memo, style: style, clock: clock, width: 40).components(separatedBy: "\n")

        XCTAssertEqual(lines, ["    7 [ ] 東京の会議の準備をする   +会議", "          資料を印刷"])
    }

    func test_displayWidth_ofPlainASCII_isItsLength_andOfAnythingElse_itsColumns() async {
        XCTAssertEqual(DisplayWidth.of("Pay rent  +bills"), 16)
        XCTAssertEqual(DisplayWidth.of("漢字ab"), 6)
        XCTAssertEqual(DisplayWidth.of("cafe\u{301}"), 4)
        XCTAssertEqual(DisplayWidth.of("a\r\nb"), 3)
    }

    // MARK: - Private

    private var colourStyle: TerminalStyle {
        let screen = ScriptedScreen()
        screen.allowsColor = true
        return TerminalStyle(screen: screen)
    }

    private let clock = LocalClock.fixed(at: Timestamp(iso8601: "2026-11-25T12:00:00Z")!, in: .utc)
    private let style = TerminalStyle(screen: nil)

    func test_confirmationRows_listTwentyMemos_thenHowManyMore() async {
        let memos = (1...23).map { makeMemo(title: "Memo \($0)") }

        let lines = MemoText.confirmationRows(memos, clock: clock, width: nil).split(separator: "\n")

        XCTAssertEqual(lines.count, 21)
        XCTAssertEqual(lines.first, "    7 [ ] Memo 1")
        XCTAssertEqual(lines[19], "    7 [ ] Memo 20")
        XCTAssertEqual(lines.last, "  … and 3 more")
        XCTAssertEqual(MemoText.confirmationRows(Array(memos.prefix(2)), clock: clock, width: nil), "    7 [ ] Memo 1\n    7 [ ] Memo 2\n")
    }

    private func moment(_ text: String) -> Timestamp {
        Timestamp(iso8601: text)!
    }

    private func makeMemo(
        title: String, isDone: Bool = false, updated: Timestamp? = nil, wait: Timestamp? = nil,
        priority: Priority? = nil, project: String? = nil, tags: [String] = [], due: Timestamp? = nil
    ) -> Memo {
        let created = moment("2026-11-01T08:00:00Z")
        return Memo(
            id: 7, uuid: "00000000-0000-4000-8000-000000000007", title: title, body: "", isDone: isDone,
            created: created, updated: updated ?? created, due: due, wait: wait, priority: priority,
            project: project, tags: tags)
    }
}
