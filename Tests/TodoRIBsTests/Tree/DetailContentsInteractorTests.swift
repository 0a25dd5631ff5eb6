import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

/// The detail screen's interactor: follows the open memo, sends changes up, presents its own outcomes.
@MainActor
final class DetailContentsInteractorTests: XCTestCase {
    private var stream: SubjectMemoStream!
    private var presenter: DetailContentsPresentableMock!
    private var interactor: DetailContentsInteractor!
    private var loggedIn: AnsweringListener!
    private let two = RecordingMemoRepository.memo(id: 2, title: "Two")

    override func setUp() async throws {
        stream = SubjectMemoStream()
        presenter = DetailContentsPresentableMock()
        interactor = DetailContentsInteractor(presenter: presenter, memoStream: stream)
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
        XCTAssertEqual(loggedIn.mock.didRequestCallCount, 1)
        XCTAssertEqual(presenter.presentedResults.map(\.summary), ["opened 2 Two, renamed elsewhere"])
    }

    func test_viewRequests_goUpAsMemoRequestsAboutTheOpenMemo() async {
        // when
        interactor.requestModify(MemoPatch(title: "New"), kind: .edit)
        interactor.requestSetDone(true)
        interactor.requestSetDone(false)

        // then
        XCTAssertEqual(loggedIn.mock.requests.map(\.action.summary), ["edit [2]", "setDone true [2]", "setDone false [2]"])
        XCTAssertEqual(presenter.presentedResults.map(\.summary), Array(repeating: "edit [2] created []", count: 3))
    }

    func test_viewRequest_withNoMemoOpen_sendsNothing() async {
        // given
        let fresh = DetailContentsInteractor(presenter: DetailContentsPresentableMock(), memoStream: SubjectMemoStream())
        fresh.listener = loggedIn.mock

        // when
        fresh.requestModify(MemoPatch(title: "New"), kind: .edit)

        // then
        XCTAssertEqual(loggedIn.mock.didRequestCallCount, 0)
    }

    func test_outcomeOfAnotherRequest_isNotPresented() async {
        stream.publish(MemoOutcome(request: MemoRequest(.undo).id, result: .success(.changed(.rm, [two], created: []))))

        XCTAssertTrue(presenter.presentedResults.isEmpty)
        XCTAssertEqual(loggedIn.mock.didRequestCloseCallCount, 0)
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
        XCTAssertEqual(loggedIn.mock.didRequestCloseCallCount, 1)
    }

    func test_requestRemove_closesAfterItsOwnRm_withoutSayingItWasRemovedElsewhere() async {
        // given a LoggedIn that clears the open memo when the screen closes
        loggedIn.mock.didRequestCloseHandler = { [stream] in stream?.update(openedMemo: nil) }

        // when
        interactor.requestRemove()

        // then
        XCTAssertEqual(loggedIn.mock.requests.map(\.action.summary), ["remove [2]"])
        XCTAssertEqual(presenter.presentedResults.map(\.summary), ["rm [2] created []"])
        XCTAssertEqual(loggedIn.mock.didRequestCloseCallCount, 1)
        XCTAssertEqual(presenter.showRemovedElsewhereCallCount, 0)
    }

    func test_requestClose_tellsTheListener() async {
        interactor.requestClose()

        XCTAssertEqual(loggedIn.mock.didRequestCloseCallCount, 1)
    }

    // MARK: - DetailContentsActionableItem

    func test_openMemo_emitsTheOpenMemoAndFinishes() async {
        let recorder = PublisherRecorder(interactor.openMemo())

        XCTAssertEqual(recorder.values.map(\.1.memo.id), [2])
        XCTAssertTrue(recorder.values.first?.0 === interactor)
        XCTAssertTrue(recorder.finished)
    }

    func test_modifyAndSetDone_emitItselfAndTheResult_andPresentNothing() async {
        let modified = PublisherRecorder(interactor.modify(MemoPatch(body: "b")))
        let done = PublisherRecorder(interactor.setDone(true))

        XCTAssertEqual(loggedIn.mock.requests.map(\.action.summary), ["modify [2]", "setDone true [2]"])
        XCTAssertEqual(modified.values.map(\.1.summary), ["edit [2] created []"])
        XCTAssertTrue(modified.values.first?.0 === interactor)
        XCTAssertTrue(modified.finished && done.finished)
        XCTAssertTrue(presenter.presentedResults.isEmpty)
    }

    func test_remove_emitsTheResultAndCloses_withoutSayingItWasRemovedElsewhere() async {
        // given
        loggedIn.mock.didRequestCloseHandler = { [stream] in stream?.update(openedMemo: nil) }

        // when
        let recorder = PublisherRecorder(interactor.remove())

        // then
        XCTAssertEqual(recorder.values.map(\.1.summary), ["rm [2] created []"])
        XCTAssertEqual(loggedIn.mock.didRequestCloseCallCount, 1)
        XCTAssertEqual(presenter.showRemovedElsewhereCallCount, 0)
    }

    func test_actionableItem_outcomeFails_failsWithItsError() async {
        // given
        answer { _ in .failure(MemoStoreError.memoNotFound(id: 2)) }

        // when
        let recorder = PublisherRecorder(interactor.setDone(true))

        // then
        XCTAssertEqual(recorder.failure as? MemoStoreError, .memoNotFound(id: 2))
        XCTAssertTrue(presenter.shownErrors.isEmpty)
    }

    func test_actionableItem_outcomeArrivesAfterDidRequestReturned_stillReachesTheSubscriber() async {
        // given
        answer(later: true) { [two] _ in .success(.changed(.done, [two], created: [])) }
        let recorder = PublisherRecorder(interactor.setDone(true))
        XCTAssertTrue(recorder.values.isEmpty)

        // when
        loggedIn.deliverPending()

        // then
        XCTAssertEqual(recorder.values.map(\.1.summary), ["done [2] created []"])
        XCTAssertTrue(recorder.finished)
    }

    func test_actionableItem_listenerGone_failsWithDetached() async {
        // given LoggedIn released
        loggedIn = nil

        // when
        let recorder = PublisherRecorder(interactor.modify(MemoPatch(title: "x")))

        // then
        XCTAssertEqual(recorder.failure as? TreeError, .detached("DetailContents"))
    }

    // MARK: - Private

    private func answer(later: Bool = false, _ answer: @escaping (MemoAction) -> Result<MemoResult, Error>) {
        loggedIn = AnsweringListener(stream: stream, deliversLater: later, answer: answer)
        interactor.listener = loggedIn.mock
    }
}
