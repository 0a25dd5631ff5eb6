import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class LoggedInInteractorTests: XCTestCase {
    private var worker: MemoRepositoryWorkingMock!
    private var stream: MemoStreamImpl!
    private var interactor: LoggedInInteractor!
    private var router: LoggedInRoutingMock!
    private var listener: RootListenerMock!
    private var listings: [MemoListing] = []
    private var openedMemos: [Memo?] = []
    private var subscriptions: [AnyCancellable] = []

    override func setUp() async throws {
        worker = MemoRepositoryWorkingMock()
        stream = MemoStreamImpl()
        interactor = LoggedInInteractor(mutableMemoStream: stream, memoRepositoryWorker: worker)
        listener = RootListenerMock()
        interactor.listener = listener
        let detail = DetailContentsInteractor(presenter: DetailContentsPresentableMock(), memoStream: stream)
        let todoList = TodoListInteractor(presenter: TodoListPresentableMock(), memoStream: stream)
        router = LoggedInRoutingMock(interactor: interactor, todoListItem: todoList, detailContentsItem: detail)
        listings = []
        openedMemos = []
        stream.listing.sink { [unowned self] in listings.append($0) }.store(in: &subscriptions)
        stream.openedMemo.sink { [unowned self] in openedMemos.append($0) }.store(in: &subscriptions)
        interactor.activate()
    }

    func test_activate_startsTheWorkerBoundToItsScope() async {
        XCTAssertTrue(worker.isStarted)
        interactor.deactivate()
        XCTAssertThrowsError(try worker.memo(id: 1))
    }

    func test_addMemo_beforeAnyListing_writesAndPublishesNothing() async throws {
        let memo = try interactor.addMemo(MemoDraft(title: "Milk"))

        XCTAssertEqual(memo.title, "Milk")
        XCTAssertEqual(worker.requests, ["add"])
        XCTAssertTrue(listings.isEmpty)
    }

    func test_addMemo_afterAListing_writesThenRepublishesThePageOnScreen() async throws {
        try interactor.loadListing(filter: .open, limit: 5)

        _ = try interactor.addMemo(MemoDraft(title: "Milk"))

        XCTAssertEqual(worker.requests, ["listing open 5", "add", "listing open 5"])
        XCTAssertEqual(listings.map { $0.memos.map(\.title) }, [[], ["Milk"]])
    }

    func test_addMemo_failing_publishesNothing() async throws {
        try interactor.loadListing(filter: .open, limit: 5)
        worker.failure = MemoStoreError.invalidTitle("empty")

        XCTAssertThrowsError(try interactor.addMemo(MemoDraft(title: " ")))
        XCTAssertEqual(listings.count, 1)
    }

    func test_openMemo_publishesTheMemoThenRoutesToDetailContents() async throws {
        _ = try worker.add(MemoDraft(title: "Milk"))

        _ = try interactor.openMemo(id: 1)

        XCTAssertEqual(openedMemos.map { $0?.title }, [nil, "Milk"])
        XCTAssertEqual(router.routes, ["toDetailContents"])
    }

    func test_openMemo_missing_throwsAndDoesNotRoute() async {
        XCTAssertThrowsError(try interactor.openMemo(id: 9)) { error in
            XCTAssertEqual(error as? MemoStoreError, .memoNotFound(id: 9))
        }
        XCTAssertEqual(router.routes, [])
        XCTAssertEqual(openedMemos.count, 1)
    }

    func test_closeDetailContents_routesBackThenClearsTheOpenMemo() async throws {
        _ = try worker.add(MemoDraft(title: "Milk"))
        _ = try interactor.openMemo(id: 1)

        interactor.closeDetailContents()

        XCTAssertEqual(router.routes, ["toDetailContents", "fromDetailContents"])
        XCTAssertEqual(openedMemos.map { $0?.title }, [nil, "Milk", nil])
    }

    func test_editMemo_republishesTheOpenMemo() async throws {
        _ = try worker.add(MemoDraft(title: "Milk"))
        _ = try interactor.openMemo(id: 1)

        _ = try interactor.editMemo(id: 1, title: "Oat milk", body: nil)

        XCTAssertEqual(openedMemos.map { $0?.title }, [nil, "Milk", "Oat milk"])
    }

    func test_storeChangedElsewhere_reloadsThePageAndTheOpenMemo() async throws {
        _ = try worker.add(MemoDraft(title: "Milk"))
        try interactor.loadListing(filter: .all, limit: 20)
        _ = try interactor.openMemo(id: 1)
        worker.memos[1]?.title = "Changed elsewhere"

        worker.storeChangedElsewhereSubject.send(())

        XCTAssertEqual(listings.last?.memos.map(\.title), ["Changed elsewhere"])
        XCTAssertEqual(openedMemos.last??.title, "Changed elsewhere")
    }

    func test_openMemoDeletedElsewhere_publishesNil() async throws {
        _ = try worker.add(MemoDraft(title: "Milk"))
        _ = try interactor.openMemo(id: 1)
        worker.memos[1] = nil

        worker.storeChangedElsewhereSubject.send(())

        XCTAssertEqual(openedMemos.map { $0?.title }, [nil, "Milk", nil])
    }

    func test_willResignActive_cleansUpViews() async {
        interactor.deactivate()

        XCTAssertEqual(router.routes, ["cleanupViews"])
    }

    func test_logout_tellsTheListener() async {
        interactor.logout()

        XCTAssertEqual(listener.calls, ["didLogout"])
    }

    func test_waitForTodoList_emitsTheListScreensItemAndFinishes() async {
        var received: [TodoListActionableItem] = []
        var finished = false

        let subscription = interactor.waitForTodoList().sink(
            receiveCompletion: { if case .finished = $0 { finished = true } },
            receiveValue: { received.append($0.0) })

        XCTAssertTrue(received.first === router.todoListItem)
        XCTAssertTrue(finished)
        subscription.cancel()
    }
}
