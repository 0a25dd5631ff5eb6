import Foundation
import MemoStore
import MemoUseCases
import XCTest
@testable import TodoRIBs
import TestSupport

/// `summary`, `calendar` and `burndown` as Workflows over the whole tree on a temporary
/// SQLite store, with the clock pinned at Wednesday 2026-11-25 12:00 UTC−5, printed through
/// `CommandOutput` as the command line prints them.
@MainActor
final class ReportWorkflowTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private let zone = LocalTimeZone.fixed(secondsEastOfUTC: -5 * 3600)
    private lazy var clock = LocalClock.fixed(at: local("2026-11-25T12:00:00"), in: zone)

    override func setUp() async throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() async throws {
        directory = nil
    }

    func test_summary_countsEachProjectWithItsSubProjects_thenTheMemosWithoutOne() async throws {
        // given
        try importMemos([
            MemoDraft(title: "a", isDone: true, project: "home"), MemoDraft(title: "b", project: "home"),
            MemoDraft(title: "c", isDone: true, project: "home.garden"), MemoDraft(title: "d", project: "work.q4", tags: ["x"]),
            MemoDraft(title: "e"),
        ])
        // when
        let json = try run(.summary(MemoFilter()), format: .json)
        let text = try run(.summary(MemoFilter()))
        let tagged = try run(.summary(MemoFilter(requiredTags: ["x"])), format: .json)
        // then
        XCTAssertEqual(json, """
            [{"project":"home","depth":0,"open":1,"done":2,"complete":66},\
            {"project":"home.garden","depth":1,"open":0,"done":1,"complete":100},\
            {"project":"work","depth":0,"open":1,"done":0,"complete":0},\
            {"project":"work.q4","depth":1,"open":1,"done":0,"complete":0},\
            {"project":null,"depth":0,"open":1,"done":0,"complete":0}]

            """)
        XCTAssertEqual(text, """
            Project   Open  Done  Complete
            home         1     2   66%  ██████░░░░
              garden     0     1  100%  ██████████
            work         1     0    0%  ░░░░░░░░░░
              q4         1     0    0%  ░░░░░░░░░░
            (none)       1     0    0%  ░░░░░░░░░░

            4 projects

            """)
        XCTAssertEqual(tagged, """
            [{"project":"work","depth":0,"open":1,"done":0,"complete":0},{"project":"work.q4","depth":1,"open":1,"done":0,"complete":0}]

            """)
    }

    func test_calendar_countsTheOpenMemosDueOnEachLocalDay_andMarksThem() async throws {
        // given: due late on the 3rd local time (the 4th in UTC), on the 31st, a done one, one in January
        try importMemos([
            MemoDraft(title: "a", due: local("2026-12-03T23:30:00")), MemoDraft(title: "b", due: local("2026-12-03T00:00:00")),
            MemoDraft(title: "c", due: local("2026-12-31T23:59:59")), MemoDraft(title: "d", isDone: true, due: local("2026-12-10T09:00:00")),
            MemoDraft(title: "e", due: local("2027-01-01T00:00:00")), MemoDraft(title: "f", due: local("2026-12-20T09:00:00"), tags: ["x"]),
        ])
        // when
        let json = try run(.calendar(year: 2026, month: 12, MemoFilter(status: .open, waiting: .include)), format: .json)
        let text = try run(.calendar(year: 2026, month: 12, MemoFilter(status: .open, excludedTags: ["x"], waiting: .include)))
        // then
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["today"] as? String, "2026-11-25")
        let days = try XCTUnwrap(object["days"] as? [[String: Any]])
        XCTAssertEqual(days.count, 31)
        XCTAssertEqual(days.first?["date"] as? String, "2026-12-01")
        let due = Dictionary(uniqueKeysWithValues: days.compactMap { day in
            (day["due"] as? Int).flatMap { $0 > 0 ? (day["date"] as? String ?? "", $0) : nil }
        })
        XCTAssertEqual(due, ["2026-12-03": 2, "2026-12-20": 1, "2026-12-31": 1])
        XCTAssertEqual(text, """
               December 2026
            Mo Tu We Th Fr Sa Su
                1  2  3* 4  5  6
             7  8  9 10 11 12 13
            14 15 16 17 18 19 20
            21 22 23 24 25 26 27
            28 29 30 31*

            * 3 memos due in December 2026

            """)
    }

    func test_burndown_runsTotalsOfOpenAndDone_atTheEndOfEachLocalDay_fromTheFirstMemosDay() async throws {
        // given: created on the 20th, 22nd and 24th; one done on the 23rd, one created long ago and done on the 24th
        try importMemos([
            MemoDraft(title: "a", created: local("2026-11-20T10:00:00"), updated: local("2026-11-20T10:00:00")),
            MemoDraft(title: "b", isDone: true, created: local("2026-11-22T23:59:59"), updated: local("2026-11-23T00:00:00")),
            MemoDraft(title: "c", created: local("2026-11-24T08:00:00"), updated: local("2026-11-24T08:00:00"), tags: ["x"]),
            MemoDraft(title: "d", isDone: true, created: local("2026-10-01T08:00:00"), updated: local("2026-11-24T08:00:00")),
        ])
        // when
        let json = try run(.burndown(.day, periods: 5, MemoFilter()), format: .json)
        let tagged = try run(.burndown(.day, periods: 5, MemoFilter(excludedTags: ["x"])), format: .json)
        let text = try run(.burndown(.day, periods: 5, MemoFilter()))
        let weekly = try run(.burndown(.week, periods: 2, MemoFilter()), format: .json)
        // then: the 21st is the first period of five, and d was open on each day before the 24th
        XCTAssertEqual(json, """
            {"period":"daily","periods":[\
            {"date":"2026-11-21","start":"2026-11-21T05:00:00Z","open":2,"done":0},\
            {"date":"2026-11-22","start":"2026-11-22T05:00:00Z","open":3,"done":0},\
            {"date":"2026-11-23","start":"2026-11-23T05:00:00Z","open":2,"done":1},\
            {"date":"2026-11-24","start":"2026-11-24T05:00:00Z","open":2,"done":2},\
            {"date":"2026-11-25","start":"2026-11-25T05:00:00Z","open":2,"done":2}]}

            """)
        XCTAssertTrue(tagged.contains("{\"date\":\"2026-11-25\",\"start\":\"2026-11-25T05:00:00Z\",\"open\":1,\"done\":2}"), tagged)
        XCTAssertEqual(weekly, """
            {"period":"weekly","periods":[\
            {"date":"2026-11-16","start":"2026-11-16T05:00:00Z","open":3,"done":0},\
            {"date":"2026-11-23","start":"2026-11-23T05:00:00Z","open":2,"done":2}]}

            """)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "Burndown, daily")
        XCTAssertEqual(lines[1], "     4 │      ▒ ▒")
        XCTAssertEqual(lines[10], "     0 │▒ ▒ █ █ █")
        XCTAssertEqual(lines.last(where: { !$0.isEmpty }), "█ done 2   ▒ open 2")
    }

    func test_burndown_leavesOutTheDaysBeforeTheFirstMemo() async throws {
        try importMemos([MemoDraft(title: "a", created: local("2026-11-24T10:00:00"), updated: local("2026-11-24T10:00:00"))])

        let json = try run(.burndown(.day, periods: 30, MemoFilter()), format: .json)

        XCTAssertEqual(json, """
            {"period":"daily","periods":[\
            {"date":"2026-11-24","start":"2026-11-24T05:00:00Z","open":1,"done":0},\
            {"date":"2026-11-25","start":"2026-11-25T05:00:00Z","open":1,"done":0}]}

            """)
    }

    // MARK: - Private

    private func local(_ text: String) -> Timestamp {
        guard let moment = Timestamp(iso8601: text + "-05:00") else { fatalError("bad time \(text)") }
        return moment
    }

    private func importMemos(_ drafts: [MemoDraft]) throws {
        let store = try directory.openSQLite()
        _ = try store.importMemos(for: try store.logIn(userName: "alice"), from: draftFeed(drafts))
    }

    /// What the report prints; fails the test when the Workflow did not complete.
    private func run(_ report: MemoReport, format: OutputFormat = .text) throws -> String {
        let screen = ScriptedScreen()
        let (launchRouter, root) = RootBuilder(
            dependency: TestRootDependency(memoRepository: try directory.openSQLite(), clock: clock)
        ).build(userName: "alice")
        launchRouter.launch(from: Window(screen: screen, mode: .command))
        let workflow = MemoCommandWorkflow(userName: "alice", command: .report(report))
        let subscription = workflow.subscribe(root)
        defer { subscription.cancel() }
        XCTAssertNil(workflow.error)
        let result = try XCTUnwrap(workflow.result)
        _ = screen.takeOutput()
        CommandOutput(screen: screen, format: format, clock: clock).show(result)
        return screen.takeOutput()
    }
}
