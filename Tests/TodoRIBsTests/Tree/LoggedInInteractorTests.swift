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

    func test_didRequest_listed_updatesTheStreamsListing() async {
        // given
        worker.performHandler = { _ in .listed(Self.listing([3, 2])) }
        let listings = PublisherRecorder(stream.listing)

        // when
        interactor.didRequest(MemoRequest(.list(MemoPageRequest())))

        // then
        XCTAssertEqual(listings.values.map { $0.memos.map(\.id) }, [[3, 2]])
    }

    func test_didRequest_opened_updatesTheOpenMemoAndRoutesToDetailContents() async {
        // given
        worker.performHandler = { _ in .opened(RecordingMemoRepository.memo(id: 2, title: "Two")) }
        let opened = PublisherRecorder(stream.openedMemo)

        // when
        interactor.didRequest(MemoRequest(.open(id: 2)))

        // then
        XCTAssertEqual(opened.values.map { $0?.id }, [nil, 2])
        XCTAssertEqual(router.routeToDetailContentsCallCount, 1)
    }

    func test_didRequest_change_republishesTheListingSourceAndTheOpenMemo() async {
        // given a page loaded and a memo open
        givenListedAndOpened()
        let listings = PublisherRecorder(stream.listing)
        let opened = PublisherRecorder(stream.openedMemo)
        worker.memoHandler = { RecordingMemoRepository.memo(id: $0, title: "Two, edited") }

        // when a change is committed
        worker.performHandler = { action in
            if case .list = action { return .listed(Self.listing([5, 3, 2])) }
            return .added(RecordingMemoRepository.memo(id: 5, title: "Five"))
        }
        interactor.didRequest(MemoRequest(.add(MemoDraft(title: "Five"))))

        // then the same page and the open memo are loaded again and published
        XCTAssertEqual(worker.performedActions.map(\.summary).suffix(2), ["add Five", "list open 7"])
        XCTAssertEqual(listings.values.map { $0.memos.map(\.id) }, [[3, 2], [5, 3, 2]])
        XCTAssertEqual(worker.memoIDs, [2])
        XCTAssertEqual(opened.values.map { $0?.title }, ["Two", "Two, edited"])
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

    func test_storeChangedElsewhere_republishesTheListingAndTheOpenMemo() async {
        // given
        givenListedAndOpened()
        let listings = PublisherRecorder(stream.listing)
        worker.performHandler = { _ in .listed(Self.listing([8, 3, 2])) }
        worker.memoHandler = { RecordingMemoRepository.memo(id: $0, title: "Two") }

        // when
        worker.storeChangedElsewhereSubject.send(())

        // then
        XCTAssertEqual(listings.values.map { $0.memos.map(\.id) }, [[3, 2], [8, 3, 2]])
        XCTAssertEqual(worker.memoIDs, [2])
    }

    func test_storeChangedElsewhere_openMemoDeletedElsewhere_clearsTheOpenMemo() async {
        // given
        givenListedAndOpened()
        let opened = PublisherRecorder(stream.openedMemo)
        worker.memoHandler = { throw MemoStoreError.memoNotFound(id: $0) }

        // when
        worker.storeChangedElsewhereSubject.send(())

        // then
        XCTAssertEqual(opened.values.map { $0?.id }, [2, nil])
    }

    func test_workerReportingAChangeOnEveryCall_doesNotMakeRepublishingReenterItself() async {
        // given a worker that says someone else wrote whenever it is asked anything
        givenListedAndOpened()
        let before = worker.performCallCount
        worker.memoHandler = { [unowned self] id in
            worker.storeChangedElsewhereSubject.send(())
            return RecordingMemoRepository.memo(id: id, title: "Two")
        }
        worker.performHandler = { [unowned self] action in
            worker.storeChangedElsewhereSubject.send(())
            if case .list = action { return .listed(Self.listing([5, 3, 2])) }
            return .added(RecordingMemoRepository.memo(id: 5, title: "Five"))
        }

        // when
        interactor.didRequest(MemoRequest(.add(MemoDraft(title: "Five"))))

        // then each reload ran once, without recursing: the add, the reload its news asked
        // for, and the reload after the change
        XCTAssertEqual(worker.performCallCount - before, 3)
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
        XCTAssertEqual(opened.values.map { $0?.id }, [2, nil])
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
            default: return .opened(RecordingMemoRepository.memo(id: 2, title: "Two"))
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
