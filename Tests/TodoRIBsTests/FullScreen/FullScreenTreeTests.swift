import MemoStore
import SQLiteMemoStore
import TestSupport
import XCTest
@testable import TodoRIBs

/// The whole tree drawn full-screen on a grid, driven by keys, as `todo ui` drives it.
@MainActor
final class FullScreenTreeTests: XCTestCase {
    private var canvas: GridCanvas!
    private var window: Window!
    private var launchRouter: LaunchRouting?

    func test_list_readsThreeScreensOfRows_andTheStatusLineCountsAll() async throws {
        // given
        let repository = RecordingMemoRepository()
        for id in 1...50 { repository.memos[Int64(id)] = RecordingMemoRepository.memo(id: Int64(id), title: "memo \(id)") }

        // when
        launch(on: repository, columns: 80, rows: 24)

        // then: 24 rows less the heading, the line of keys and the status line, three times
        // (the screen, and one either side, of which there is none above the first)
        XCTAssertEqual(repository.calls.filter { $0.hasPrefix("page") }, ["page 63"])
        XCTAssertTrue(canvas.line(0).contains("alice's memos"), canvas.line(0))
        XCTAssertTrue(canvas.line(1).contains("50 [ ] memo 50"), canvas.line(1))
        XCTAssertTrue(canvas.line(23).hasPrefix(" 50 open · 0 done"), canvas.line(23))
    }

    func test_movingAScreenEitherWay_readsNothing_andBeyondItReadsOnlyTheRowsNotHeld() async throws {
        // given
        let repository = RecordingMemoRepository()
        for id in 1...200 { repository.memos[Int64(id)] = RecordingMemoRepository.memo(id: Int64(id), title: "memo \(id)") }
        launch(on: repository, columns: 80, rows: 24)
        let pages = { repository.calls.filter { $0.hasPrefix("page") }.count }

        // when
        press(.pageDown, .pageDown)
        let withinThePage = pages()
        press(.pageDown)

        // then: the second read is only the two screens not held
        XCTAssertEqual(withinThePage, 1)
        XCTAssertEqual(repository.calls.filter { $0.hasPrefix("page") }, ["page 63", "page 42"])
    }

    func test_idle_readsAPageAgainOnlyAfterAnotherProcessCommitted() async throws {
        // given
        let repository = RecordingMemoRepository()
        repository.memos[1] = RecordingMemoRepository.memo(id: 1, title: "Buy milk")
        launch(on: repository)
        let pages = { repository.calls.filter { $0.hasPrefix("page") }.count }
        let before = pages()

        // when nothing changed
        idle()
        let afterQuietIdle = pages()
        // and another process adds a memo
        repository.memos[2] = RecordingMemoRepository.memo(id: 2, title: "Added elsewhere")
        repository.token += 1
        idle()

        // then
        XCTAssertEqual(afterQuietIdle, before)
        XCTAssertEqual(pages(), before + 1)
        XCTAssertTrue(canvas.lines.contains { $0.contains("Added elsewhere") })
    }

    func test_keys_move_openAMemo_markItDone_undo_goBack_andQuit() async throws {
        // given
        let directory = try TemporaryDirectory()
        try add(["Buy milk", "Call mom", "Water plants"], in: directory)
        launch(on: try directory.openSQLite())

        // when the second row is selected and opened
        press(.character("j"))
        XCTAssertTrue(canvas.style(row: 2, column: 0).contains(.reverse))
        XCTAssertFalse(canvas.style(row: 1, column: 0).contains(.reverse))
        press(.enter)

        // then the detail screen covers the list
        XCTAssertTrue(window.firstResponder is DetailContentsScreenViewController)
        XCTAssertTrue(canvas.line(0).hasPrefix("#2 Call mom"), canvas.line(0))
        XCTAssertTrue(canvas.lines.contains("History"))

        // when it is marked done, then undone
        press(.character("d"))
        XCTAssertTrue(canvas.line(23).contains("2 open · 1 done"), canvas.line(23))
        XCTAssertTrue(canvas.line(23).contains("done #2 Call mom"), canvas.line(23))
        press(.character("u"))
        XCTAssertTrue(canvas.line(23).contains("3 open · 0 done"), canvas.line(23))
        XCTAssertTrue(canvas.line(23).contains("undid done #2"), canvas.line(23))

        // and Esc goes back, q quits
        press(.escape)
        XCTAssertTrue(window.firstResponder is TodoListScreenViewController)
        XCTAssertTrue(canvas.style(row: 2, column: 0).contains(.reverse))
        press(.character("q"))
        XCTAssertTrue(window.isClosed)
    }

    func test_wideTerminal_drawsTheMemoBesideTheList() async throws {
        let directory = try TemporaryDirectory()
        try add(["Buy milk"], in: directory)
        launch(on: try directory.openSQLite(), columns: 200, rows: 60)

        press(.enter)

        XCTAssertTrue(canvas.line(0).contains("alice's memos"), canvas.line(0))
        XCTAssertTrue(canvas.line(0).contains("│ #1 Buy milk"), canvas.line(0))
    }

    func test_add_readsTheWordsOfAdd_typedInPlace() async throws {
        let directory = try TemporaryDirectory()
        launch(on: try directory.openSQLite())

        press(.character("a"))
        XCTAssertEqual(canvas.cursor?.row, 22)
        type("Pay rent pri:H +bills")
        press(.enter)

        XCTAssertNil(canvas.cursor)
        XCTAssertTrue(canvas.line(23).contains("added #1 Pay rent"), canvas.line(23))
        XCTAssertTrue(canvas.line(1).contains("Pay rent  pri:H +bills"), canvas.line(1))
    }

    func test_filter_takesTheWordsOfList_andEscShowsEveryMemoAgain() async throws {
        let directory = try TemporaryDirectory()
        try add(["Buy milk +errand", "Pay rent"], in: directory)
        launch(on: try directory.openSQLite())

        press(.character("f"))
        type("+errand")
        press(.enter)
        let filtered = canvas.lines
        press(.escape)

        XCTAssertFalse(filtered.contains { $0.contains("Pay rent") })
        XCTAssertTrue(filtered.contains { $0.contains("Buy milk") })
        XCTAssertTrue(canvas.lines.contains { $0.contains("Pay rent") })
    }

    func test_badWordsInAField_areOneErrorOnTheStatusLine() async throws {
        let directory = try TemporaryDirectory()
        launch(on: try directory.openSQLite())

        press(.character("a"))
        type("Pay rent due:nonsense")
        press(.enter)

        XCTAssertTrue(canvas.line(23).contains("error:"), canvas.line(23))
        XCTAssertTrue(canvas.style(row: 23, column: canvas.size.columns - 2).contains(.red))
    }

    func test_aTitleWithAnEscapeSequence_isDrawnVisibly() async throws {
        let directory = try TemporaryDirectory()
        try add(["evil \u{1B}[2J\u{202E} title"], in: directory)
        launch(on: try directory.openSQLite())

        XCTAssertTrue(canvas.line(1).contains("evil ^[[2J<U+202E> title"), canvas.line(1))
    }

    func test_G_readsTheLastRowsOfAListLongerThanCounted_andPgUpThePageAbove() async throws {
        // given: more memos than the first page counts (63 rows and 1,000 beyond), in urgency order
        let directory = try TemporaryDirectory()
        let whole = try launch(onNumbered: 1_500, datedEvery: 3, in: directory)
        XCTAssertTrue(canvas.line(22).hasPrefix(" 1/1063+ "), canvas.line(22))

        // when
        press(.character("G"))

        // then: the list's real last rows, counted back from its end
        XCTAssertTrue(canvas.line(21).contains("[ ] \(whole[1_499])"), canvas.line(21))
        XCTAssertTrue(canvas.line(1).contains("[ ] \(whole[1_479])"), canvas.line(1))
        XCTAssertTrue(canvas.line(22).hasPrefix(" last "), canvas.line(22))

        // when: two screens up, then one down
        press(.pageUp, .pageUp, .pageDown)

        // then: the rows the offset page there holds
        XCTAssertTrue(canvas.line(1).contains("[ ] \(whole[1_458])"), canvas.line(1))
        XCTAssertTrue(canvas.line(21).contains("[ ] \(whole[1_478])"), canvas.line(21))
        XCTAssertTrue(canvas.line(22).hasPrefix(" last-21 "), canvas.line(22))

        // when: back to the start
        press(.character("g"))

        // then
        XCTAssertTrue(canvas.line(1).contains("[ ] \(whole[0])"), canvas.line(1))
        XCTAssertTrue(canvas.line(22).hasPrefix(" 1/1063+ "), canvas.line(22))

        // when: five screens down, the rows held kept and those below read
        for _ in 0..<5 { press(.pageDown) }

        // then
        XCTAssertTrue(canvas.line(1).contains("[ ] \(whole[105])"), canvas.line(1))
        XCTAssertTrue(canvas.line(21).contains("[ ] \(whole[125])"), canvas.line(21))
    }

    func test_G_inAnotherOrder_readsTheRealEnd_andPgUpTheRowsAnOffsetReadGivesThere() async throws {
        // given: a list longer than counted, sorted by due date (ties of undated memos by id)
        let directory = try TemporaryDirectory()
        let whole = try launch(onNumbered: 1_500, datedEvery: 3, in: directory, sort: .due)
        press(.character("f"))
        type("--sort due")
        press(.enter)

        // when
        press(.character("G"))

        // then: the list's real last rows, not a thousand further
        XCTAssertTrue(canvas.line(21).contains("[ ] \(whole[1_499])"), canvas.line(21))
        XCTAssertTrue(canvas.line(1).contains("[ ] \(whole[1_479])"), canvas.line(1))

        // when: two screens up, then one down
        press(.pageUp, .pageUp, .pageDown)

        // then
        XCTAssertTrue(canvas.line(1).contains("[ ] \(whole[1_458])"), canvas.line(1))
        XCTAssertTrue(canvas.line(21).contains("[ ] \(whole[1_478])"), canvas.line(21))
    }

    func test_movingUpFromTheEnd_findsTheStart_andCountsFromItAgain() async throws {
        // given: G on a list longer than counted
        let directory = try TemporaryDirectory()
        let whole = try launch(onNumbered: 1_100, datedEvery: nil, in: directory)
        press(.character("G"))

        // when: up, a screen at a time, past the start
        for _ in 0..<60 { press(.pageUp) }

        // then: the first rows, numbered from the start, and the whole count known
        XCTAssertTrue(canvas.line(1).contains("[ ] \(whole[0])"), canvas.line(1))
        XCTAssertTrue(canvas.line(22).hasPrefix(" 1/1100 "), canvas.line(22))
    }

    func test_d_atTheRealEnd_readsTheRowsAgainFromThoseHeld_andTheLastIsTheOneAbove() async throws {
        // given: G on a list longer than counted
        let directory = try TemporaryDirectory()
        let whole = try launch(onNumbered: 1_200, datedEvery: 4, in: directory)
        press(.character("G"))

        // when: the last memo is marked done, so it leaves the list of open memos
        press(.character("d"))

        // then: the rows end with the one above it, still counted back from the end
        XCTAssertTrue(canvas.line(21).contains("[ ] \(whole[1_198])"), canvas.line(21))
        XCTAssertTrue(canvas.line(1).contains("[ ] \(whole[1_178])"), canvas.line(1))
        XCTAssertTrue(canvas.line(22).hasPrefix(" last "), canvas.line(22))
    }

    func test_d_atTheTopOfAListLongerThanCounted_readsTheRowsFromTheStart_countingNothingPastThem() async throws {
        // given: more memos than the first page counts (63 rows and 1,000 beyond)
        let repository = RecordingMemoRepository()
        for id in 1...1_100 { repository.memos[Int64(id)] = RecordingMemoRepository.memo(id: Int64(id), title: "memo \(id)") }
        launch(on: repository, columns: 80, rows: 24)
        XCTAssertTrue(canvas.line(22).hasPrefix(" 1/1063+ "), canvas.line(22))

        // when
        press(.character("d"))

        // then: the screen's rows (not the screen below too) read again from the start's anchor,
        // the count still an at-least figure
        XCTAssertEqual(repository.pageRequests.map(\.anchor), [nil, .first])
        XCTAssertEqual(repository.pageRequests.map(\.limit), [63, 21])
        XCTAssertTrue(canvas.line(22).hasPrefix(" 1/1063+ "), canvas.line(22))
    }

    func test_d_atTheTopOfAListCountedWhole_readsItByOffset_soTheCountStaysExact() async throws {
        // given
        let repository = RecordingMemoRepository()
        for id in 1...50 { repository.memos[Int64(id)] = RecordingMemoRepository.memo(id: Int64(id), title: "memo \(id)") }
        launch(on: repository, columns: 80, rows: 24)

        // when
        press(.character("d"))

        // then
        XCTAssertEqual(repository.pageRequests.map(\.anchor), [nil, nil])
        XCTAssertTrue(canvas.line(22).hasPrefix(" 1/50 "), canvas.line(22))
    }

    func test_aTerminalTooSmall_saysSo() async throws {
        let directory = try TemporaryDirectory()
        launch(on: try directory.openSQLite(), columns: 30, rows: 3)

        XCTAssertEqual(canvas.line(0), "enlarge the terminal (q quits)")
    }

    // MARK: - Private

    private func launch(on repository: MemoRepository, columns: Int = 80, rows: Int = 24) {
        canvas = GridCanvas(columns: columns, rows: rows)
        let (router, _) = RootBuilder(dependency: TestRootDependency(memoRepository: repository, isFullScreen: true))
            .build(userName: "alice")
        window = Window(canvas: canvas)
        router.launch(from: window)
        launchRouter = router
        window.display()
    }

    /// Launches on `count` memos titled "memo N.", every `datedEvery`th due long ago; returns
    /// their titles in the list's order.
    private func launch(onNumbered count: Int, datedEvery: Int?, in directory: TemporaryDirectory, sort: MemoSort = .urgency) throws -> [String] {
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        var next = 0
        _ = try store.importMemos(for: user) {
            next += 1
            let isDated = datedEvery.map { next % $0 == 0 } ?? false
            return next > count ? nil : MemoDraft(title: "memo \(next).", due: isDated ? Timestamp(secondsSince1970: Int64(next) * 86_400) : nil)
        }
        launch(on: store)
        return try store.page(MemoPageRequest(sort: sort, limit: count), for: user).memos.map(\.title)
    }

    private func press(_ keys: Key...) {
        for key in keys {
            window.send(key)
            window.display()
        }
    }

    private func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    private func idle() {
        window.idle()
        if window.needsDisplay { window.display() }
    }

    private func add(_ titles: [String], in directory: TemporaryDirectory) throws {
        let repository = try directory.openSQLite()
        defer { repository.close() }
        let user = try repository.logIn(userName: "alice")
        for title in titles {
            let words = title.split(separator: " ").map(String.init)
            var draft = MemoDraft(title: words.filter { !$0.hasPrefix("+") }.joined(separator: " "))
            draft.tags = words.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
            _ = try repository.create(draft, for: user)
        }
    }
}
