import MemoStore
import MemoUseCases
import OpenCombine
import XCTest
@testable import TodoRIBs

/// What a Workflow asks of LoggedIn: `perform` answers with what the worker committed, or
/// throws its error; `openMemo` opens the memo when subscribed and emits the detail screen's item.
@MainActor
final class LoggedInActionableItemTests: XCTestCase {
    private var stream: SubjectMemoStream!
    private var worker: MemoRepositoryWorkingMock!
    private var interactor: LoggedInInteractor!
    private var router: LoggedInRoutingMock!
    private var detailItem: UnusedActionableItems!

    override func setUp() async throws {
        stream = SubjectMemoStream()
        worker = MemoRepositoryWorkingMock()
        interactor = LoggedInInteractor(mutableMemoStream: stream, memoRepositoryWorker: worker)
        detailItem = UnusedActionableItems()
        router = LoggedInRoutingMock(interactor: interactor, detailContentsItem: detailItem)
        interactor.activate()
    }

    func test_openMemo_opensThroughTheWorker_andEmitsTheDetailScreensItemWithTheMemo() async {
        // given
        worker.performHandler = { _ in .opened(OpenedMemo(RecordingMemoRepository.memo(id: 3, title: "Three"))) }
        let opened = PublisherRecorder(stream.openedMemo)

        // when
        let recorder = PublisherRecorder(interactor.openMemo(id: 3))

        // then
        XCTAssertEqual(worker.performedActions.map(\.summary), ["open 3"])
        XCTAssertEqual(recorder.values.map(\.1.id), [3])
        XCTAssertTrue(recorder.values.first?.0 === detailItem)
        XCTAssertTrue(recorder.finished)
        XCTAssertEqual(opened.values.map { $0?.memo.id }, [nil, 3])
        XCTAssertGreaterThanOrEqual(router.routeToDetailContentsCallCount, 1)
    }

    func test_openMemo_missing_failsWithTheStoreError_andOpensNothing() async {
        // given
        worker.performHandler = { _ in throw MemoStoreError.memoNotFound(id: 3) }

        // when
        let recorder = PublisherRecorder(interactor.openMemo(id: 3))

        // then
        XCTAssertEqual(recorder.failure as? MemoStoreError, .memoNotFound(id: 3))
        XCTAssertEqual(router.routeToDetailContentsCallCount, 0)
    }

    func test_openMemo_routerGone_failsWithDetached() async {
        // given a LoggedIn whose router was released
        let orphan = LoggedInInteractor(mutableMemoStream: SubjectMemoStream(), memoRepositoryWorker: worker)
        orphan.activate()
        worker.performHandler = { _ in .opened(OpenedMemo(RecordingMemoRepository.memo(id: 3, title: "Three"))) }

        // when
        let recorder = PublisherRecorder(orphan.openMemo(id: 3))

        // then
        XCTAssertEqual(recorder.failure as? TreeError, .detached("LoggedIn"))
    }

    func test_openMemo_opensNothingUntilSubscribed() async {
        // when
        let publisher = interactor.openMemo(id: 3)

        // then
        XCTAssertEqual(worker.performCallCount, 0)
        withExtendedLifetime(publisher) {}
    }

    func test_perform_returnsWhatTheWorkerCommitted() async throws {
        // given
        let change = MemoChange(id: 8, kind: .add, memoCount: 1, firstMemo: MemoReference(id: 1, title: "A"), time: Timestamp(secondsSince1970: 0))
        worker.performHandler = { _ in .undone(change) }

        // when
        let result = try interactor.perform(.undo)

        // then
        XCTAssertEqual(worker.performedActions.map(\.summary), ["undo"])
        XCTAssertEqual(result.summary, "undone 8")
    }

    func test_perform_failing_throwsTheWorkersError() async {
        // given
        worker.performHandler = { _ in throw MemoStoreError.nothingToUndo }

        // then
        XCTAssertThrowsError(try interactor.perform(.undo)) {
            XCTAssertEqual($0 as? MemoStoreError, .nothingToUndo)
        }
    }

    func test_perform_open_publishesTheMemoAndRoutesToDetailContents_beforeItReturns() async throws {
        // given
        worker.performHandler = { _ in .opened(OpenedMemo(RecordingMemoRepository.memo(id: 3, title: "Three"))) }
        let opened = PublisherRecorder(stream.openedMemo)

        // when
        _ = try interactor.perform(.open(id: 3))

        // then
        XCTAssertEqual(opened.values.map { $0?.memo.id }, [nil, 3])
        XCTAssertEqual(router.routeToDetailContentsCallCount, 1)
    }
}
