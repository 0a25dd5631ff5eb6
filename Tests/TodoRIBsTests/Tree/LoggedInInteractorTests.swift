import MemoStore
import MemoUseCases
import OpenCombine
import XCTest
@testable import TodoRIBs

/// LoggedIn's interactor: performs requests through the worker, answers whoever asked, and
/// publishes the open memo the changes touched.
@MainActor
final class LoggedInInteractorTests: XCTestCase {
    private var stream: SubjectMemoStream!
    private var worker: MemoRepositoryWorkingMock!
    private var interactor: LoggedInInteractor!
    private var router: LoggedInRoutingMock!
    private var listener: RootListenerMock!
    private var items: UnusedActionableItems!

    override func setUp() async throws {
        stream = SubjectMemoStream()
        worker = MemoRepositoryWorkingMock()
        interactor = LoggedInInteractor(mutableMemoStream: stream, memoRepositoryWorker: worker)
        items = UnusedActionableItems()
        router = LoggedInRoutingMock(interactor: interactor, detailContentsItem: items)
        listener = RootListenerMock()
        interactor.listener = listener
        interactor.activate()
    }

    func test_didRequest_workerSucceeds_performsOnceAndAnswersWithTheResult() async {
        // given
        worker.performHandler = { _ in .added(RecordingMemoRepository.memo(id: 4, title: "Milk")) }

        // when
        let answers = request(.add(MemoDraft(title: "Milk")))

        // then
        XCTAssertEqual(worker.performCallCount, 1)
        XCTAssertEqual(worker.performedActions.map(\.summary), ["add Milk"])
        XCTAssertEqual(try answers.map { try $0.get().summary }, ["added 4"])
    }

    func test_didRequest_workerThrows_answersWithTheError() async {
        // given
        worker.performHandler = { _ in throw MemoStoreError.memoNotFound(id: 9) }

        // when
        let answers = request(.remove(ids: [9]))

        // then
        XCTAssertEqual(answers.count, 1)
        guard case .failure(let error)? = answers.first else { return XCTFail("expected a failure") }
        XCTAssertEqual(error as? MemoStoreError, .memoNotFound(id: 9))
    }

    func test_didRequest_change_answersBeforeTheOpenMemoIsRepublished() async {
        // given a memo open
        givenListedAndOpened()
        var order: [String] = []
        let subscription = stream.openedMemo.dropFirst().sink { _ in order.append("republished") }
        defer { subscription.cancel() }
        worker.memoHandler = { RecordingMemoRepository.memo(id: $0, title: "Two") }
        worker.performHandler = { _ in .changed(.rm, [RecordingMemoRepository.memo(id: 2, title: "Two")], created: []) }

        // when
        interactor.didRequest(.remove(ids: [2])) { _ in order.append("answered") }

        // then the screen that deleted its memo hears its answer first
        XCTAssertEqual(order, ["answered", "republished"])
    }

    func test_didRequest_opened_updatesTheOpenMemoAndRoutesToDetailContents() async {
        // given
        worker.performHandler = { _ in .opened(OpenedMemo(RecordingMemoRepository.memo(id: 2, title: "Two"))) }
        let opened = PublisherRecorder(stream.openedMemo)

        // when
        _ = request(.open(id: 2))

        // then
        XCTAssertEqual(opened.values.map { $0?.memo.id }, [nil, 2])
        XCTAssertEqual(router.routeToDetailContentsCallCount, 1)
    }

    func test_didRequest_change_republishesTheOpenMemo_andLoadsNoPageForNobody() async {
        // given a page listed and a memo open
        givenListedAndOpened()
        let opened = PublisherRecorder(stream.openedMemo)
        worker.memoHandler = { RecordingMemoRepository.memo(id: $0, title: "Two, edited") }
        worker.performHandler = { _ in .added(RecordingMemoRepository.memo(id: 5, title: "Five")) }

        // when a change is committed
        _ = request(.add(MemoDraft(title: "Five")))

        // then the open memo is loaded again and published, and no page is asked for again
        XCTAssertEqual(Array(worker.performedActions.map(\.summary).dropFirst(2)), ["add Five"])
        XCTAssertEqual(worker.memoIDs, [2])
        XCTAssertEqual(opened.values.map { $0?.memo.title }, ["Two", "Two, edited"])
    }

    func test_didRequest_readOnlyResult_republishesNothing() async {
        // given
        givenListedAndOpened()
        let before = worker.performCallCount
        worker.performHandler = { _ in .history([]) }

        // when
        _ = request(.history(limit: 5))

        // then
        XCTAssertEqual(worker.performCallCount, before + 1)
        XCTAssertEqual(worker.memoCallCount, 0)
    }

    func test_changedElsewhere_republishesTheOpenMemo_beforeTheActionRuns() async {
        // given
        givenListedAndOpened()
        let opened = PublisherRecorder(stream.openedMemo)
        worker.memoHandler = { RecordingMemoRepository.memo(id: $0, title: "Two, from elsewhere") }
        worker.performHandler = { _ in .history([]) }
        worker.isChangedElsewhere = true

        // when
        _ = request(.history(limit: 5))

        // then
        XCTAssertEqual(worker.memoIDs, [2])
        XCTAssertEqual(opened.values.map { $0?.memo.title }, ["Two", "Two, from elsewhere"])
        XCTAssertEqual(Array(worker.calls.suffix(3)), ["changedElsewhere", "openedMemo", "perform"])
    }

    func test_changedElsewhere_openMemoDeletedElsewhere_clearsTheOpenMemo() async {
        // given
        givenListedAndOpened()
        let opened = PublisherRecorder(stream.openedMemo)
        worker.memoHandler = { throw MemoStoreError.memoNotFound(id: $0) }
        worker.performHandler = { _ in .history([]) }
        worker.isChangedElsewhere = true

        // when
        _ = try? interactor.perform(.history(limit: 5))

        // then
        XCTAssertEqual(opened.values.map { $0?.memo.id }, [2, nil])
    }

    func test_nothingChangedElsewhere_readOnlyAction_reloadsNothing() async {
        // given
        givenListedAndOpened()
        worker.performHandler = { _ in .history([]) }

        // when
        _ = try? interactor.perform(.history(limit: 5))

        // then
        XCTAssertEqual(worker.changedElsewhereCallCount, 3)
        XCTAssertEqual(worker.memoCallCount, 0)
    }

    func test_didRequestClose_detachesDetailContentsAndClearsTheOpenMemo() async {
        // given
        givenListedAndOpened()
        let opened = PublisherRecorder(stream.openedMemo)

        // when
        interactor.didRequestClose()

        // then
        XCTAssertEqual(router.routeFromDetailContentsCallCount, 1)
        XCTAssertEqual(opened.values.map { $0?.memo.id }, [2, nil])
    }

    func test_didRequestClose_afterClose_noLongerReloadsTheClosedMemo() async {
        // given
        givenListedAndOpened()
        interactor.didRequestClose()
        worker.performHandler = { _ in .listed(Self.listing([3])) }
        worker.isChangedElsewhere = true

        // when
        _ = request(.list(MemoPageRequest(limit: 7)))

        // then
        XCTAssertEqual(worker.memoCallCount, 0)
    }

    func test_didRequestLogout_tellsTheListener() async {
        // when
        interactor.didRequestLogout()

        // then
        XCTAssertEqual(listener.didLogoutCallCount, 1)
    }

    func test_activate_runsTheWorker_deactivate_stopsItAndCleansUpViews() async {
        XCTAssertEqual(worker.didStartCallCount, 1)
        XCTAssertEqual(worker.didStopCallCount, 0)

        interactor.deactivate()

        XCTAssertEqual(worker.didStopCallCount, 1)
        XCTAssertEqual(router.cleanupViewsCallCount, 1)
    }

    func test_didRequestChangesCheck_afterAnotherProcessWrote_notesOneChangeOnTheStream() async {
        // given
        var changes = 0
        let subscription = stream.changes.sink { changes += 1 }
        defer { subscription.cancel() }
        worker.isChangedElsewhere = true

        // when
        interactor.didRequestChangesCheck()
        interactor.didRequestChangesCheck()

        // then
        XCTAssertEqual(worker.changedElsewhereCallCount, 2)
        XCTAssertEqual(changes, 1)
    }

    func test_didRequest_committedChange_notesAChange_andAReadDoesNot() async {
        // given
        var changes = 0
        let subscription = stream.changes.sink { changes += 1 }
        defer { subscription.cancel() }
        worker.performHandler = { action in
            if case .list = action { return .listed(Self.listing([1])) }
            return .added(RecordingMemoRepository.memo(id: 4, title: "Milk"))
        }

        // when
        _ = request(.list(MemoPageRequest(limit: 7)))
        let readChanges = changes
        _ = request(.add(MemoDraft(title: "Milk")))

        // then
        XCTAssertEqual(readChanges, 0)
        XCTAssertEqual(changes, 1)
    }

    // MARK: - Private

    /// Lists page `[3, 2]` (limit 7) and opens memo 2, then forgets the calls' counts' meaning:
    /// tests compare against what follows.
    private func givenListedAndOpened() {
        worker.performHandler = { action in
            switch action {
            case .list: return .listed(Self.listing([3, 2]))
            default: return .opened(OpenedMemo(RecordingMemoRepository.memo(id: 2, title: "Two")))
            }
        }
        _ = request(.list(MemoPageRequest(limit: 7)))
        _ = request(.open(id: 2))
    }

    /// Sends `action` as a child does and returns the answers it got (one, for this LoggedIn).
    private func request(_ action: MemoAction) -> [Result<MemoResult, Error>] {
        var answers: [Result<MemoResult, Error>] = []
        interactor.didRequest(action) { answers.append($0) }
        return answers
    }

    static func listing(_ ids: [Int64]) -> MemoListing {
        MemoListing(
            source: .page(MemoPageRequest(limit: 7)),
            memos: ids.map { RecordingMemoRepository.memo(id: $0, title: "#\($0)") },
            more: 0, counts: MemoCounts(open: ids.count, done: 0))
    }
}
