import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class DetailContentsInteractorTests: XCTestCase {
    private var presenter: DetailContentsPresentableMock!
    private var listener: LoggedInListenerMocks!
    private var stream: MemoStreamImpl!
    private var interactor: DetailContentsInteractor!

    override func setUp() async throws {
        presenter = DetailContentsPresentableMock()
        listener = LoggedInListenerMocks()
        stream = MemoStreamImpl()
        stream.update(openedMemo: listener.memo)
        interactor = DetailContentsInteractor(presenter: presenter, memoStream: stream)
        interactor.listener = listener
        interactor.activate()
    }

    func test_activate_presentsTheOpenMemo_andEachChange() async {
        var edited = listener.memo
        edited.title = "Edited"
        stream.update(openedMemo: edited)

        XCTAssertEqual(presenter.presented, ["memo 7 Seven", "memo 7 Edited"])
    }

    func test_editFromTheScreen_sendsTheOpenMemosIdToTheListener() async {
        interactor.requestEdit(title: nil, body: "new body")

        XCTAssertEqual(listener.calls, ["edit 7 - new body"])
        XCTAssertEqual(presenter.presented.last, "edit 7")
    }

    func test_deleteFromTheScreen_deletesThenShowsThenCloses() async {
        interactor.requestDelete()

        XCTAssertEqual(listener.calls, ["delete 7", "close"])
        XCTAssertEqual(presenter.presented.last, "rm 7")
    }

    func test_deleteFailing_showsTheErrorAndStaysOpen() async {
        listener.failure = MemoStoreError.busy(path: "/x")

        interactor.requestDelete()

        XCTAssertEqual(listener.calls, ["delete 7"])
        XCTAssertEqual(presenter.presented.last, "error /x is locked by another process; try again")
    }

    func test_openMemoGoneFromTheStream_saysSoAndCloses() async {
        stream.update(openedMemo: nil)

        XCTAssertEqual(presenter.presented, ["memo 7 Seven", "removedElsewhere"])
        XCTAssertEqual(listener.calls, ["close"])
    }

    func test_actionableSetDone_emitsTheChangedMemo() async {
        var values: [Memo] = []

        _ = interactor.setDone(true).sink(receiveCompletion: { _ in }, receiveValue: { values.append($0.1) })

        XCTAssertEqual(listener.calls, ["setDone true 7"])
        XCTAssertEqual(values.count, 1)
    }
}
