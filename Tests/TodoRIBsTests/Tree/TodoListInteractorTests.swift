import MemoStore
import XCTest
@testable import TodoRIBs

/// The list screen's interactor: sends requests up, presents each answer while it is active.
@MainActor
final class TodoListInteractorTests: XCTestCase {
    private var presenter: TodoListPresentableMock!
    private var interactor: TodoListInteractor!
    private var loggedIn: MemoRequestListenerMock!
    private var stream: SubjectMemoStream!

    override func setUp() async throws {
        presenter = TodoListPresentableMock()
        stream = SubjectMemoStream()
        interactor = TodoListInteractor(presenter: presenter, memoStream: stream)
        loggedIn = MemoRequestListenerMock()
        loggedIn.answer = { _ in .success(.added(RecordingMemoRepository.memo(id: 1, title: "Milk"))) }
        interactor.listener = loggedIn
        interactor.activate()
    }

    func test_init_becomesThePresentersListener() async {
        XCTAssertTrue(presenter.listener === interactor)
    }

    func test_request_sendsTheActionUpOnce() async {
        // when
        interactor.request(.setDone(true, ids: [3, 4]))

        // then
        XCTAssertEqual(loggedIn.didRequestCallCount, 1)
        XCTAssertEqual(loggedIn.requests.map(\.summary), ["setDone true [3, 4]"])
    }

    func test_request_answered_presentsTheAnswerOnce() async {
        // when
        interactor.request(.add(MemoDraft(title: "Milk")))

        // then
        XCTAssertEqual(presenter.presentedResults.map(\.summary), ["added 1"])
        XCTAssertTrue(presenter.shownErrors.isEmpty)
    }

    func test_request_fails_presentsTheError() async {
        // given
        loggedIn.answer = { _ in .failure(MemoStoreError.memoNotFound(id: 42)) }

        // when
        interactor.request(.remove(ids: [42]))

        // then
        XCTAssertEqual(presenter.shownErrors.map { $0 as? MemoStoreError }, [.memoNotFound(id: 42)])
        XCTAssertTrue(presenter.presentedResults.isEmpty)
    }

    func test_request_answeredLater_isStillPresented() async {
        // given
        loggedIn.answer = { _ in .success(.history([])) }
        loggedIn.deliversLater = true

        // when
        interactor.request(.history(limit: 3))
        XCTAssertTrue(presenter.presentedResults.isEmpty)
        loggedIn.deliverPending()

        // then
        XCTAssertEqual(presenter.presentedResults.map(\.summary), ["history []"])
    }

    func test_requestLogout_tellsTheListener() async {
        interactor.requestLogout()

        XCTAssertEqual(loggedIn.didRequestLogoutCallCount, 1)
    }

    func test_deactivated_answerToItsOwnRequest_isNotPresented() async {
        // given
        loggedIn.answer = { _ in .failure(MemoStoreError.nothingToUndo) }
        loggedIn.deliversLater = true
        interactor.request(.undo)

        // when
        interactor.deactivate()
        loggedIn.deliverPending()

        // then
        XCTAssertTrue(presenter.presentedResults.isEmpty)
        XCTAssertTrue(presenter.shownErrors.isEmpty)
    }

    func test_changeOnTheStream_whileActive_tellsThePresenter() async {
        stream.noteChange()

        XCTAssertEqual(presenter.storeDidChangeCallCount, 1)
    }

    func test_changeOnTheStream_afterDeactivation_isNotPresented() async {
        interactor.deactivate()

        stream.noteChange()

        XCTAssertEqual(presenter.storeDidChangeCallCount, 0)
    }

    func test_aPrintedList_isNeverToldOfChanges() async {
        // given a view that keeps nothing on screen, as the shell's
        let printed = TodoListPresentableMock()
        printed.showsStoreChanges = false
        let shellInteractor = TodoListInteractor(presenter: printed, memoStream: stream)
        shellInteractor.activate()

        // when
        stream.noteChange()

        // then
        XCTAssertEqual(printed.storeDidChangeCallCount, 0)
        XCTAssertEqual(presenter.storeDidChangeCallCount, 1)
    }

    func test_requestChangesCheck_asksTheListener() async {
        interactor.requestChangesCheck()

        XCTAssertEqual(loggedIn.didRequestChangesCheckCallCount, 1)
    }
}
