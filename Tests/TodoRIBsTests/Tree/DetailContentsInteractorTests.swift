import MemoStore
import MemoUseCases
import OpenCombine
import XCTest
@testable import TodoRIBs

/// The detail screen's interactor: follows the open memo, sends changes up, presents their answers.
@MainActor
final class DetailContentsInteractorTests: XCTestCase {
    private var stream: SubjectMemoStream!
    private var presenter: DetailContentsPresentableMock!
    private var interactor: DetailContentsInteractor!
    private var loggedIn: MemoRequestListenerMock!
    private let two = RecordingMemoRepository.memo(id: 2, title: "Two")

    override func setUp() async throws {
        stream = SubjectMemoStream()
        presenter = DetailContentsPresentableMock()
        interactor = DetailContentsInteractor(presenter: presenter, memoStream: stream)
        loggedIn = MemoRequestListenerMock()
        interactor.listener = loggedIn
        answer { [two] action in
            if case .remove = action { return .success(.changed(.rm, [two], created: [])) }
            return .success(.changed(.edit, [two], created: []))
        }
        interactor.activate()
        stream.update(openedMemo: OpenedMemo(two))
    }

    func test_openMemoOnTheStream_isFollowedAndPresented() async {
        // when
        var edited = two
        edited.title = "Two, edited"
        stream.update(openedMemo: OpenedMemo(edited))

        // then
        XCTAssertEqual(presenter.presentedMemos.map(\.title), ["Two", "Two, edited"])
    }

    func test_requestShow_readsTheOpenMemoAgain_andPresentsWhatTheStoreHasNow() async {
        // given: another process renamed the memo since the stream last published it
        var renamed = two
        renamed.title = "Two, renamed elsewhere"
        answer { action in
            guard case .open(let id) = action, id == 2 else { return .failure(MemoStoreError.memoNotFound(id: 0)) }
            return .success(.opened(OpenedMemo(renamed)))
        }

        // when
        interactor.requestShow()

        // then
        XCTAssertEqual(loggedIn.didRequestCallCount, 1)
        XCTAssertEqual(presenter.presentedResults.map(\.summary), ["opened 2 Two, renamed elsewhere"])
    }

    func test_viewRequests_goUpAsMemoRequestsAboutTheOpenMemo() async {
        // when
        interactor.requestModify(MemoPatch(title: "New"), kind: .edit)
        interactor.requestSetDone(true)
        interactor.requestSetDone(false)

        // then
        XCTAssertEqual(loggedIn.requests.map(\.summary), ["edit [2]", "setDone true [2]", "setDone false [2]"])
        XCTAssertEqual(presenter.presentedResults.map(\.summary), Array(repeating: "edit [2] created []", count: 3))
    }

    func test_viewRequest_withNoMemoOpen_sendsNothing() async {
        // given
        let fresh = DetailContentsInteractor(presenter: DetailContentsPresentableMock(), memoStream: SubjectMemoStream())
        fresh.listener = loggedIn

        // when
        fresh.requestModify(MemoPatch(title: "New"), kind: .edit)

        // then
        XCTAssertEqual(loggedIn.didRequestCallCount, 0)
    }

    func test_deactivated_answerToItsOwnRequest_isNotPresented_andDoesNotClose() async {
        // given
        loggedIn.deliversLater = true
        interactor.requestRemove()

        // when
        interactor.deactivate()
        loggedIn.deliverPending()

        // then
        XCTAssertTrue(presenter.presentedResults.isEmpty)
        XCTAssertEqual(loggedIn.didRequestCloseCallCount, 0)
    }

    func test_requestFails_presentsTheError() async {
        // given
        answer { _ in .failure(MemoStoreError.invalidTitle("empty")) }

        // when
        interactor.requestModify(MemoPatch(title: ""), kind: .edit)

        // then
        XCTAssertEqual(presenter.shownErrors.map { $0 as? MemoStoreError }, [.invalidTitle("empty")])
    }

    func test_openMemoRemovedByAnotherCommand_saysSoAndCloses() async {
        // when
        stream.update(openedMemo: nil)

        // then
        XCTAssertEqual(presenter.showRemovedElsewhereCallCount, 1)
        XCTAssertEqual(loggedIn.didRequestCloseCallCount, 1)
    }

    func test_requestRemove_closesAfterItsOwnRm_withoutSayingItWasRemovedElsewhere() async {
        // given a LoggedIn that clears the open memo when the screen closes
        loggedIn.didRequestCloseHandler = { [stream] in stream?.update(openedMemo: nil) }

        // when
        interactor.requestRemove()

        // then
        XCTAssertEqual(loggedIn.requests.map(\.summary), ["remove [2]"])
        XCTAssertEqual(presenter.presentedResults.map(\.summary), ["rm [2] created []"])
        XCTAssertEqual(loggedIn.didRequestCloseCallCount, 1)
        XCTAssertEqual(presenter.showRemovedElsewhereCallCount, 0)
    }

    func test_requestClose_tellsTheListener() async {
        interactor.requestClose()

        XCTAssertEqual(loggedIn.didRequestCloseCallCount, 1)
    }

    // MARK: - DetailContentsActionableItem

    func test_openMemo_emitsTheOpenMemoAndFinishes() async {
        let recorder = PublisherRecorder(interactor.openMemo())

        XCTAssertEqual(recorder.values.map(\.1.memo.id), [2])
        XCTAssertTrue(recorder.values.first?.0 === interactor)
        XCTAssertTrue(recorder.finished)
    }

    // MARK: - Private

    private func answer(_ answer: @escaping (MemoAction) -> Result<MemoResult, Error>) {
        loggedIn.answer = answer
    }
}
