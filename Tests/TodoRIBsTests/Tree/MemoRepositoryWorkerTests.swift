import MemoStore
import MemoUseCases
import OpenCombine
import XCTest
@testable import TodoRIBs

/// The repository worker: one verb in, the right repository calls out, only while running.
@MainActor
final class MemoRepositoryWorkerTests: XCTestCase {
    private var repository: RecordingMemoRepository!
    private var scope: Interactor!
    private var worker: MemoRepositoryWorker!

    override func setUp() async throws {
        repository = RecordingMemoRepository()
        repository.memos = [
            1: RecordingMemoRepository.memo(id: 1, title: "Milk"),
            2: RecordingMemoRepository.memo(id: 2, title: "Eggs"),
        ]
        scope = Interactor()
        worker = MemoRepositoryWorker(service: MemoService(repository: repository, userName: "alice", timeZone: .utc))
        scope.activate()
        worker.start(scope)
    }

    func test_eachAction_callsTheRepositoryAsItShould_andSaysWhatWasCommitted() async throws {
        // given a worker that has logged in already
        _ = try worker.perform(.history(limit: 1))
        let change = MemoChange(id: 3, kind: .add, memoCount: 1, firstMemo: MemoReference(id: 2, title: "B"), time: Timestamp(secondsSince1970: 0))
        repository.history = [change]
        let drafts = [MemoDraft(title: "A"), MemoDraft(title: "B")]
        var exported: [Int64] = []
        let cases: [(MemoAction, calls: [String], result: String)] = [
            // A listing's page and counts, and an opened memo, come from one state of the store.
            (.list(MemoPageRequest(limit: 5)), ["begin reading", "page 5", "counts", "end reading"], "listed [2, 1]"),
            (.search(query: "Milk", filter: .all, limit: 5), ["begin reading", "search Milk 6", "counts", "end reading"], "listed [1]"),
            (.open(id: 1), ["begin reading", "memo 1", "end reading"], "opened 1 Milk"),
            (.modify(ids: [1, 2], MemoPatch(title: "T"), kind: .edit), ["edit [1, 2] T -"], "edit [1, 2] created []"),
            (.modify(ids: [1], MemoPatch(title: "T"), kind: .modify), ["modify [1] T -"], "modify [1] created []"),
            (.modify(ids: [1], MemoPatch(priority: .set(.high)), kind: .modify), ["modify [1] - -"], "modify [1] created []"),
            (.setDone(true, ids: [1]), ["memo 1", "setDone true [1]"], "done [1] created []"),
            (.setDone(false, ids: [1]), ["setDone false [1]"], "undone [1] created []"),
            (.undo, ["undoLastChange"], "undone 3"),
            (.history(limit: 4), ["history 4"], "history [3]"),
            (.names(.projects), ["projects"], "projects []"),
            (.names(.tags), ["tags"], "tags []"),
            (.export(sink: { exported.append($0.id) }), ["exportMemos"], "exported 2"),
            (.remove(ids: [2]), ["memo 2", "delete [2]"], "rm [2] created []"),
            (.add(MemoDraft(title: "Bread")), ["create Bread"], "added 2"),
            (.importMemos(next: { var rest = drafts; return { rest.isEmpty ? nil : rest.removeFirst() } }()),
             ["importMemos"], "imported 2"),
        ]

        for (action, calls, result) in cases {
            // when
            repository.resetCalls()
            let committed = try worker.perform(action)

            // then only what the action needs: whether someone else wrote is LoggedIn's question
            XCTAssertEqual(repository.calls, calls, action.summary)
            XCTAssertEqual(committed.summary, result, action.summary)
        }
        XCTAssertEqual(exported, [1, 2])
    }

    func test_search_asksForOneMore_toTellWhetherThePageIsTheLast() async throws {
        // when
        let result = try worker.perform(.search(query: "", filter: .all, limit: 1))

        // then
        guard case .listed(let listing) = result else { return XCTFail(result.summary) }
        XCTAssertEqual(listing.memos.map(\.id), [2])
        XCTAssertEqual(listing.more, 1)
        XCTAssertEqual(listing.source, .search(query: "", filter: .all, limit: 1))
    }

    func test_building_costsNoIO_theFirstRequestLogsIn_laterOnesDoNot() async throws {
        XCTAssertEqual(repository.calls, [])

        // when
        _ = try worker.perform(.open(id: 1))
        _ = try worker.openedMemo(id: 2)
        _ = try? worker.perform(.undo)

        // then
        XCTAssertEqual(repository.calls.filter { $0.hasPrefix("logIn") }, ["logIn alice"])
        XCTAssertEqual(repository.calls.first, "logIn alice")
    }

    func test_notStarted_refusesWithNotRunning_andTouchesNothing() async {
        // given
        let idle = MemoRepositoryWorker(service: MemoService(repository: repository, userName: "alice"))

        // then
        XCTAssertThrowsError(try idle.perform(.list(MemoPageRequest()))) {
            XCTAssertEqual($0 as? MemoRepositoryWorkerError, .notRunning)
        }
        XCTAssertThrowsError(try idle.openedMemo(id: 1)) {
            XCTAssertEqual($0 as? MemoRepositoryWorkerError, .notRunning)
        }
        XCTAssertEqual(repository.calls, [])
    }

    func test_scopeDeactivated_refusesWithNotRunning() async throws {
        // given
        _ = try worker.perform(.open(id: 1))

        // when
        scope.deactivate()

        // then
        XCTAssertThrowsError(try worker.perform(.open(id: 1))) {
            XCTAssertEqual($0 as? MemoRepositoryWorkerError, .notRunning)
        }
    }

    func test_anotherProcessCommits_changedElsewhereSaysSoExactlyOnce() async throws {
        // given
        XCTAssertFalse(try worker.changedElsewhere(), "nothing to compare with the first time")
        _ = try worker.perform(.open(id: 1))
        XCTAssertFalse(try worker.changedElsewhere())

        // when another connection commits
        repository.token += 1
        _ = try worker.perform(.open(id: 1))
        _ = try worker.openedMemo(id: 1)

        // then
        XCTAssertEqual([try worker.changedElsewhere(), try worker.changedElsewhere()], [true, false])
    }

    func test_changedElsewhere_scopeDeactivated_refusesWithNotRunning() async throws {
        // when
        scope.deactivate()

        // then
        XCTAssertThrowsError(try worker.changedElsewhere()) {
            XCTAssertEqual($0 as? MemoRepositoryWorkerError, .notRunning)
        }
    }
}
