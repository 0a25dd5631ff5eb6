import MemoStore
import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class TodoListInteractorTests: XCTestCase {
    private var presenter: TodoListPresentableMock!
    private var listener: LoggedInListenerMocks!
    private var stream: MemoStreamImpl!
    private var interactor: TodoListInteractor!

    override func setUp() async throws {
        presenter = TodoListPresentableMock()
        listener = LoggedInListenerMocks()
        stream = MemoStreamImpl()
        interactor = TodoListInteractor(presenter: presenter, memoStream: stream)
        interactor.listener = listener
        interactor.activate()
    }

    func test_init_setsItselfAsThePresentersListener() async {
        XCTAssertTrue(presenter.listener === interactor)
    }

    func test_eachStreamEmission_isPresented_onlyWhileActive() async {
        stream.update(listing: listing(ids: [2, 1]))
        stream.update(listing: listing(ids: [3, 2, 1]))
        interactor.deactivate()
        stream.update(listing: listing(ids: [4]))

        XCTAssertEqual(presenter.presented, ["listing [2, 1]", "listing [3, 2, 1]"])
    }

    func test_addFromTheScreen_callsTheListenerThenShowsTheMemo() async {
        interactor.add(title: "Milk")

        XCTAssertEqual(listener.calls, ["add Milk"])
        XCTAssertEqual(presenter.presented, ["added 7"])
    }

    func test_addFromTheScreen_failing_showsOneErrorAndNothingElse() async {
        listener.failure = MemoStoreError.invalidTitle("empty")

        interactor.add(title: " ")

        XCTAssertEqual(presenter.presented, ["error invalid title: empty"])
    }

    func test_listFromTheScreen_loadsThePageThenShowsIt() async {
        interactor.list(filter: .done)

        XCTAssertEqual(listener.calls, ["loadListing done 20"])
        XCTAssertEqual(presenter.presented, ["showListing text"])
    }

    func test_setDoneDeleteOpenUndoHistoryLogout_eachReachTheListener() async {
        interactor.setDone(true, id: 7)
        interactor.delete(id: 7)
        interactor.open(id: 7)
        interactor.undoLastChange()
        interactor.showHistory()
        interactor.logout()

        XCTAssertEqual(listener.calls, ["setDone true 7", "delete 7", "open 7", "undo", "history 20", "logout"])
        XCTAssertEqual(presenter.presented, ["done 7", "rm 7", "error no memo with id 7", "undone 1", "history 0"])
    }

    func test_actionableAdd_emitsTheMemoOnceAndFinishes() async {
        var values: [Memo] = []
        var completions = 0

        _ = interactor.add(MemoDraft(title: "Milk")).sink(
            receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0.1) })

        XCTAssertEqual(values.map(\.id), [7])
        XCTAssertEqual(completions, 1)
    }

    func test_actionableOpenMemo_missing_failsWithTheStoreError() async {
        var failure: Error?

        _ = interactor.openMemo(id: 3).sink(
            receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in })

        XCTAssertEqual(failure as? MemoStoreError, .memoNotFound(id: 3))
    }

    func test_actionableExport_showsEachMemoInTheFormat() async {
        _ = interactor.export(format: .json).sink(receiveCompletion: { _ in }, receiveValue: { _ in })

        XCTAssertEqual(presenter.presented.count, 1)
        XCTAssertTrue(presenter.presented[0].hasPrefix(#"exported {"id":7,"#), presenter.presented[0])
        XCTAssertTrue(presenter.presented[0].hasSuffix("}\n"), presenter.presented[0])
    }

    func test_actionableExport_taskwarrior_wrapsTheMemosInOneArray() async {
        _ = interactor.export(format: .taskwarrior).sink(receiveCompletion: { _ in }, receiveValue: { _ in })

        XCTAssertEqual(presenter.presented.count, 3)
        XCTAssertEqual(presenter.presented.first, "exported [")
        XCTAssertEqual(presenter.presented.last, "exported \n]\n")
    }

    // MARK: - Private

    private func listing(ids: [Int64]) -> MemoListing {
        let memos = ids.map {
            Memo(id: $0, uuid: "u\($0)", title: "m\($0)", body: "", isDone: false,
                 created: Timestamp(secondsSince1970: 0), updated: Timestamp(secondsSince1970: 0))
        }
        return MemoListing(filter: .open, query: nil, memos: memos, hasMore: false, counts: MemoCounts(open: ids.count, done: 0))
    }
}
