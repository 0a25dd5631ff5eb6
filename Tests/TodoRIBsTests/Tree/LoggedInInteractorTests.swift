import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

/// LoggedIn's interactor: performs requests through the worker and publishes what was committed.
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
        router = LoggedInRoutingMock(interactor: interactor, todoListItem: items, detailContentsItem: items)
        listener = RootListenerMock()
        interactor.listener = listener
        interactor.activate()
    }

    func test_didRequest_workerSucceeds_performsOnceAndPublishesTheResultUnderTheRequestID() async {
        // given
        worker.performHandler = { _ in .added(RecordingMemoRepository.memo(id: 4, title: "Milk")) }
        let outcomes = PublisherRecorder(stream.outcomes)
        let request = MemoRequest(.add(MemoDraft(title: "Milk")))

        // when
        interactor.didRequest(request)

        // then
        XCTAssertEqual(worker.performCallCount, 1)
        XCTAssertEqual(worker.performedActions.map(\.summary), ["add Milk"])
        XCTAssertEqual(outcomes.values.map(\.request), [request.id])
        XCTAssertEqual(try outcomes.values.first?.result.get().summary, "added 4")
    }

    func test_didRequest_workerThrows_publishesTheErrorUnderTheRequestID() async {
        // given
        worker.performHandler = { _ in throw MemoStoreError.memoNotFound(id: 9) }
        let outcomes = PublisherRecorder(stream.outcomes)
        let request = MemoRequest(.remove(ids: [9]))

        // when
        interactor.didRequest(request)

        // then
        XCTAssertEqual(outcomes.values.map(\.request), [request.id])
        guard case .failure(let error)? = outcomes.values.first?.result else { return XCTFail("expected a failure") }
        XCTAssertEqual(error as? MemoStoreError, .memoNotFound(id: 9))
    }

    func test_didRequest_opened_updatesTheOpenMemoAndRoutesToDetailContents() async {
        // given
        worker.performHandler = { _ in .opened(OpenedMemo(RecordingMemoRepository.memo(id: 2, title: "Two"))) }
        let opened = PublisherRecorder(stream.openedMemo)

        // when
        interactor.didRequest(MemoRequest(.open(id: 2)))

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
        interactor.didRequest(MemoRequest(.add(MemoDraft(title: "Five"))))

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
        interactor.didRequest(MemoRequest(.history(limit: 5)))

        // then
        XCTAssertEqual(worker.performCallCount, before + 1)
        XCTAssertEqual(worker.memoCallCount, 0)
    }

    func test_storeChangedElsewhere_republishesTheOpenMemo_andNothingElse() async {
        // given
        givenListedAndOpened()
        let before = worker.performCallCount
        let opened = PublisherRecorder(stream.openedMemo)
        worker.memoHandler = { RecordingMemoRepository.memo(id: $0, title: "Two, from elsewhere") }

        // when
        worker.storeChangedElsewhereSubject.send(())

        // then
        XCTAssertEqual(worker.memoIDs, [2])
        XCTAssertEqual(opened.values.map { $0?.memo.title }, ["Two", "Two, from elsewhere"])
        XCTAssertEqual(worker.performCallCount, before)
    }

    func test_storeChangedElsewhere_openMemoDeletedElsewhere_clearsTheOpenMemo() async {
        // given
        givenListedAndOpened()
        let opened = PublisherRecorder(stream.openedMemo)
        worker.memoHandler = { throw MemoStoreError.memoNotFound(id: $0) }

        // when
        worker.storeChangedElsewhereSubject.send(())

        // then
        XCTAssertEqual(opened.values.map { $0?.memo.id }, [2, nil])
    }

    func test_workerReportingAChangeOnEveryCall_doesNotMakeRepublishingReenterItself() async {
        // given a worker that says someone else wrote whenever it is asked anything
        givenListedAndOpened()
        let before = worker.performCallCount
        worker.memoHandler = { [unowned self] id in
            worker.storeChangedElsewhereSubject.send(())
            return RecordingMemoRepository.memo(id: id, title: "Two")
        }
        worker.performHandler = { [unowned self] _ in
            worker.storeChangedElsewhereSubject.send(())
            return .added(RecordingMemoRepository.memo(id: 5, title: "Five"))
        }

        // when
        interactor.didRequest(MemoRequest(.add(MemoDraft(title: "Five"))))

        // then each reload ran once, without recursing: the reload the add's news asked for,
        // and the reload after the change
        XCTAssertEqual(worker.performCallCount - before, 1)
        XCTAssertEqual(worker.memoCallCount, 2)
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

        // when
        worker.storeChangedElsewhereSubject.send(())

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
        interactor.didRequest(MemoRequest(.list(MemoPageRequest(limit: 7))))
        interactor.didRequest(MemoRequest(.open(id: 2)))
    }

    static func listing(_ ids: [Int64]) -> MemoListing {
        MemoListing(
            source: .page(MemoPageRequest(limit: 7)),
            memos: ids.map { RecordingMemoRepository.memo(id: $0, title: "#\($0)") },
            more: 0, counts: MemoCounts(open: ids.count, done: 0))
    }
}
