import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

/// The list screen's interactor: sends requests up, presents only the outcomes of its own.
@MainActor
final class TodoListInteractorTests: XCTestCase {
    private var stream: SubjectMemoStream!
    private var presenter: TodoListPresentableMock!
    private var interactor: TodoListInteractor!
    private var loggedIn: AnsweringListener!

    override func setUp() async throws {
        stream = SubjectMemoStream()
        presenter = TodoListPresentableMock()
        interactor = TodoListInteractor(presenter: presenter, memoStream: stream)
        answer { _ in .success(.added(RecordingMemoRepository.memo(id: 1, title: "Milk"))) }
        interactor.activate()
    }

    func test_init_becomesThePresentersListener() async {
        XCTAssertTrue(presenter.listener === interactor)
    }

    func test_request_sendsOneMemoRequestWithTheActionUp() async {
        // when
        interactor.request(.setDone(true, ids: [3, 4]))

        // then
        XCTAssertEqual(loggedIn.mock.didRequestCallCount, 1)
        XCTAssertEqual(loggedIn.mock.requests.map(\.action.summary), ["setDone true [3, 4]"])
    }

    func test_request_outcomeArrives_presentsItOnce() async {
        // when
        interactor.request(.add(MemoDraft(title: "Milk")))
        let request = loggedIn.mock.requests[0]
        let milk = RecordingMemoRepository.memo(id: 1, title: "Milk")
        stream.publish(MemoOutcome(request: request.id, result: .success(.added(milk))))

        // then the second delivery of the same outcome is not news any more
        XCTAssertEqual(presenter.presentedResults.map(\.summary), ["added 1"])
    }

    func test_outcomeOfAnotherRequest_isNotPresented() async {
        // given a request nobody on this screen sent
        let other = MemoRequest(.undo)

        // when
        stream.publish(MemoOutcome(request: other.id, result: .success(.exported(count: 2))))
        stream.publish(MemoOutcome(request: other.id, result: .failure(MemoStoreError.nothingToUndo)))

        // then
        XCTAssertTrue(presenter.presentedResults.isEmpty)
        XCTAssertTrue(presenter.shownErrors.isEmpty)
    }

    func test_request_fails_presentsTheError() async {
        // given
        answer { _ in .failure(MemoStoreError.memoNotFound(id: 42)) }

        // when
        interactor.request(.remove(ids: [42]))

        // then
        XCTAssertEqual(presenter.shownErrors.map { $0 as? MemoStoreError }, [.memoNotFound(id: 42)])
        XCTAssertTrue(presenter.presentedResults.isEmpty)
    }

    func test_request_outcomeArrivesLater_isStillPresented() async {
        // given
        answer(later: true) { _ in .success(.history([])) }

        // when
        interactor.request(.history(limit: 3))
        XCTAssertTrue(presenter.presentedResults.isEmpty)
        loggedIn.deliverPending()

        // then
        XCTAssertEqual(presenter.presentedResults.map(\.summary), ["history []"])
    }

    func test_requestLogout_tellsTheListener() async {
        interactor.requestLogout()

        XCTAssertEqual(loggedIn.mock.didRequestLogoutCallCount, 1)
    }

    func test_deactivated_outcomeOfItsOwnRequest_isNotPresented() async {
        // given
        answer(later: true) { _ in .success(.history([])) }
        interactor.request(.history(limit: 3))

        // when
        interactor.deactivate()
        loggedIn.deliverPending()

        // then
        XCTAssertTrue(presenter.presentedResults.isEmpty)
    }

    // MARK: - TodoListActionableItem

    func test_perform_emitsItselfAndTheResult_finishes_andTheViewPresentsNothing() async {
        // when
        let recorder = PublisherRecorder(interactor.perform(.add(MemoDraft(title: "Milk"))))

        // then
        XCTAssertEqual(recorder.values.map(\.1.summary), ["added 1"])
        XCTAssertTrue(recorder.values.first?.0 === interactor)
        XCTAssertTrue(recorder.finished)
        XCTAssertTrue(presenter.presentedResults.isEmpty)
    }

    func test_perform_sendsTheRequestOnlyWhenSubscribed() async {
        // when
        let publisher = interactor.perform(.remove(ids: [4]))

        // then
        XCTAssertEqual(loggedIn.mock.didRequestCallCount, 0)
        _ = PublisherRecorder(publisher)
        XCTAssertEqual(loggedIn.mock.requests.map(\.action.summary), ["remove [4]"])
    }

    func test_perform_outcomeFails_failsWithItsError() async {
        // given
        answer { _ in .failure(MemoStoreError.memoNotFound(id: 4)) }

        // when
        let recorder = PublisherRecorder(interactor.perform(.remove(ids: [4])))

        // then
        XCTAssertEqual(recorder.failure as? MemoStoreError, .memoNotFound(id: 4))
        XCTAssertTrue(recorder.values.isEmpty)
        XCTAssertTrue(presenter.shownErrors.isEmpty)
    }

    func test_perform_outcomeArrivesAfterDidRequestReturned_stillReachesTheSubscriber() async {
        // given a LoggedIn that answers only after `didRequest` has returned
        answer(later: true) { _ in .success(.added(RecordingMemoRepository.memo(id: 7, title: "Milk"))) }
        let recorder = PublisherRecorder(interactor.perform(.add(MemoDraft(title: "Milk"))))
        XCTAssertTrue(recorder.values.isEmpty)

        // when
        loggedIn.deliverPending()

        // then
        XCTAssertEqual(recorder.values.map(\.1.summary), ["added 7"])
        XCTAssertTrue(recorder.finished)
    }

    func test_perform_listenerGone_failsWithDetached() async {
        // given LoggedIn released
        loggedIn = nil

        // when
        let recorder = PublisherRecorder(interactor.perform(.remove(ids: [4])))

        // then
        XCTAssertEqual(recorder.failure as? TreeError, .detached("TodoList"))
    }

    // MARK: - Private

    private func answer(later: Bool = false, _ answer: @escaping (MemoAction) -> Result<MemoResult, Error>) {
        loggedIn = AnsweringListener(stream: stream, deliversLater: later, answer: answer)
        interactor.listener = loggedIn.mock
    }
}
