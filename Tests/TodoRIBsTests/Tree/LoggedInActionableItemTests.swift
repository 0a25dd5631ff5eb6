import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

/// What a Workflow asks of LoggedIn: each publisher sends its request when subscribed, emits
/// the right actionable item once and finishes, or fails with the request's error.
@MainActor
final class LoggedInActionableItemTests: XCTestCase {
    private var stream: SubjectMemoStream!
    private var worker: MemoRepositoryWorkingMock!
    private var interactor: LoggedInInteractor!
    private var router: LoggedInRoutingMock!
    private var todoListItem: UnusedActionableItems!
    private var detailItem: UnusedActionableItems!

    override func setUp() async throws {
        stream = SubjectMemoStream()
        worker = MemoRepositoryWorkingMock()
        interactor = LoggedInInteractor(mutableMemoStream: stream, memoRepositoryWorker: worker)
        todoListItem = UnusedActionableItems()
        detailItem = UnusedActionableItems()
        router = LoggedInRoutingMock(interactor: interactor, todoListItem: todoListItem, detailContentsItem: detailItem)
        interactor.activate()
    }

    func test_waitForTodoList_emitsTheListScreensItemAndFinishes() async {
        let recorder = PublisherRecorder(interactor.waitForTodoList())

        XCTAssertEqual(recorder.values.count, 1)
        XCTAssertTrue(recorder.values.first?.0 === todoListItem)
        XCTAssertTrue(recorder.finished)
        XCTAssertEqual(router.routeToTodoListCallCount, 1)
    }

    func test_waitForTodoList_routerGone_failsWithDetached() async {
        // given a LoggedIn whose router was released
        let orphan = LoggedInInteractor(mutableMemoStream: SubjectMemoStream(), memoRepositoryWorker: worker)

        // when
        let recorder = PublisherRecorder(orphan.waitForTodoList())

        // then
        XCTAssertEqual(recorder.failure as? TreeError, .detached("LoggedIn"))
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

    func test_perform_emitsItselfAndWhatWasCommitted() async {
        // given
        let change = MemoChange(id: 8, kind: .add, memoCount: 1, firstMemo: MemoReference(id: 1, title: "A"), time: Timestamp(secondsSince1970: 0))
        worker.performHandler = { _ in .undone(change) }

        // when
        let recorder = PublisherRecorder(interactor.perform(.undo))

        // then
        XCTAssertEqual(worker.performedActions.map(\.summary), ["undo"])
        XCTAssertEqual(recorder.values.map(\.1.summary), ["undone 8"])
        XCTAssertTrue(recorder.values.first?.0 === interactor)
        XCTAssertTrue(recorder.finished)
    }

    func test_perform_failing_failsWithTheRequestsError() async {
        // given
        worker.performHandler = { _ in throw MemoStoreError.nothingToUndo }

        // when
        let recorder = PublisherRecorder(interactor.perform(.undo))

        // then
        XCTAssertEqual(recorder.failure as? MemoStoreError, .nothingToUndo)
        XCTAssertTrue(recorder.values.isEmpty)
    }

    func test_perform_sendsNothingUntilSubscribed() async {
        // when
        let publisher = interactor.perform(.history(limit: 2))

        // then
        XCTAssertEqual(worker.performCallCount, 0)
        withExtendedLifetime(publisher) {}
    }
}
