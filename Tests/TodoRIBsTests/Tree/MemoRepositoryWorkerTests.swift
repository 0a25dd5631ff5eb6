import MemoStore
import XCTest
@testable import TodoRIBs

@MainActor
final class MemoRepositoryWorkerTests: XCTestCase {
    func test_requests_outsideItsScope_areRefused() async throws {
        let store = try TemporaryStore()
        let worker = MemoRepositoryWorker(repository: try store.open(), userName: "alice")
        let scope = Interactor()

        XCTAssertThrowsError(try worker.add(MemoDraft(title: "early"))) {
            XCTAssertEqual($0 as? MemoRepositoryWorkerError, .notRunning)
        }
        worker.start(scope)
        XCTAssertThrowsError(try worker.add(MemoDraft(title: "scope inactive")))
        scope.activate()
        XCTAssertNoThrow(try worker.add(MemoDraft(title: "running")))
        scope.deactivate()
        XCTAssertThrowsError(try worker.add(MemoDraft(title: "scope resigned")))
    }

    func test_storeWorkPerRequest_doesNotGrowWithTheNumberOfMemos() async throws {
        let few = try storeWork(memosStored: 25)
        let many = try storeWork(memosStored: 10_000)

        XCTAssertEqual(few.calls, many.calls)
        XCTAssertEqual(few.rowsRead, many.rowsRead)
        XCTAssertLessThanOrEqual(many.rowsRead, 20 + 1 + 1)
    }

    func test_anotherConnectionsCommit_isNoticedBeforeTheNextRequest() async throws {
        let store = try TemporaryStore()
        let worker = MemoRepositoryWorker(repository: try store.open(), userName: "alice")
        let scope = Interactor()
        worker.start(scope)
        scope.activate()
        var notices = 0
        let subscription = worker.storeChangedElsewhere.sink { notices += 1 }
        _ = try worker.listing(filter: .open, limit: 5)

        let other = try store.open()
        _ = try other.create(MemoDraft(title: "from elsewhere"), for: try other.logIn(userName: "alice"))
        let listing = try worker.listing(filter: .open, limit: 5)
        _ = try worker.add(MemoDraft(title: "mine"))
        _ = try worker.listing(filter: .open, limit: 5)

        XCTAssertEqual(notices, 1)
        XCTAssertEqual(listing.memos.map(\.title), ["from elsewhere"])
        subscription.cancel()
    }

    // MARK: - Private

    private func storeWork(memosStored count: Int) throws -> (calls: [String], rowsRead: Int) {
        let store = try TemporaryStore()
        let sqlite = try store.open()
        let user = try sqlite.logIn(userName: "alice")
        var index = 0
        _ = try sqlite.importMemos(for: user) {
            index += 1
            return index <= count ? MemoDraft(title: "memo \(index)") : nil
        }
        let counting = CountingMemoRepository(sqlite)
        let worker = MemoRepositoryWorker(repository: counting, userName: "alice")
        let scope = Interactor()
        worker.start(scope)
        scope.activate()

        let added = try worker.add(MemoDraft(title: "new"))
        _ = try worker.listing(filter: .open, limit: 20)
        _ = try worker.memo(id: added.id)
        _ = try worker.setDone(true, id: added.id)
        _ = try worker.delete(id: added.id)
        return (counting.calls, counting.rowsRead)
    }
}

/// A repository that passes every call on and counts the calls and the memos they return.
private final class CountingMemoRepository: MemoRepository {
    private(set) var calls: [String] = []
    private(set) var rowsRead = 0
    private let base: MemoRepository

    init(_ base: MemoRepository) {
        self.base = base
    }

    func logIn(userName: String) throws -> User { calls.append("logIn"); return try base.logIn(userName: userName) }
    func create(_ draft: MemoDraft, for user: User) throws -> Memo { calls.append("create"); return try base.create(draft, for: user) }
    func memo(id: Int64, for user: User) throws -> Memo { calls.append("memo"); rowsRead += 1; return try base.memo(id: id, for: user) }
    func modify(ids: [Int64], with patch: MemoPatch, for user: User) throws -> [Memo] {
        calls.append("modify"); return try base.modify(ids: ids, with: patch, for: user)
    }
    func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        calls.append("setDone"); return try base.setDone(isDone, ids: ids, timeZone: timeZone, for: user)
    }
    func delete(ids: [Int64], for user: User) throws -> [Memo] { calls.append("delete"); return try base.delete(ids: ids, for: user) }
    func page(_ request: MemoPageRequest, for user: User) throws -> MemoPage {
        calls.append("page")
        let page = try base.page(request, for: user)
        rowsRead += page.memos.count
        return page
    }
    func counts(for user: User) throws -> MemoCounts { calls.append("counts"); return try base.counts(for: user) }
    func search(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        calls.append("search"); return try base.search(query, filter: filter, limit: limit, for: user)
    }
    func projects(for user: User) throws -> [NameCount] { calls.append("projects"); return try base.projects(for: user) }
    func tags(for user: User) throws -> [NameCount] { calls.append("tags"); return try base.tags(for: user) }
    func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary {
        calls.append("import"); return try base.importMemos(for: user, from: next)
    }
    func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws { calls.append("export"); try base.exportMemos(for: user, body) }
    func history(limit: Int, for user: User) throws -> [MemoChange] { calls.append("history"); return try base.history(limit: limit, for: user) }
    func undoLastChange(for user: User) throws -> MemoChange { calls.append("undo"); return try base.undoLastChange(for: user) }
    func changeToken() throws -> Int64 { calls.append("changeToken"); return try base.changeToken() }
}
