import MemoStore
import MemoUseCases
import OpenCombine
import XCTest
@testable import TodoRIBs
import TestSupport

/// Issue 13, item 3: a store whose change token differs at every read (a read-only WAL)
/// must not make the change notice and the reload it starts call each other without end.
/// The worker only answers whether the store changed; LoggedIn asks once per request.
@MainActor
final class ChangeNoticeRecursionTests: XCTestCase {
    func test_tokenChangingAtEveryRead_eachRequestReloadsTheOpenMemoOnce() async throws {
        // given LoggedIn on a store that looks changed elsewhere at every read, with a memo open
        let directory = try TemporaryDirectory()
        let sqlite = try directory.openSQLite()
        let memo = try sqlite.create(MemoDraft(title: "one"), for: sqlite.logIn(userName: "alice"))
        let repository = RestlessTokenRepository(sqlite)
        let stream = SubjectMemoStream()
        let loggedIn = LoggedInInteractor(
            mutableMemoStream: stream, memoRepositoryWorker: MemoRepositoryWorker(service: MemoService(repository: repository, userName: "alice")))
        loggedIn.activate()
        _ = try loggedIn.perform(.open(id: memo.id))
        let reloads = PublisherRecorder(stream.openedMemo.dropFirst())
        let tokensBefore = repository.token

        // when
        _ = try loggedIn.perform(.history(limit: 1))
        _ = try loggedIn.perform(.history(limit: 1))
        _ = try loggedIn.perform(.history(limit: 1))

        // then one look at the token and one reload per request, no more
        XCTAssertEqual(repository.token - tokensBefore, 3)
        XCTAssertEqual(reloads.values.map { $0?.memo.id }, [memo.id, memo.id, memo.id])
        withExtendedLifetime(loggedIn) {}
    }
}

/// A real store whose change token is new at every call.
private final class RestlessTokenRepository: MemoRepository {
    private let base: MemoRepository
    private(set) var token: Int64 = 0

    init(_ base: MemoRepository) {
        self.base = base
    }

    func changeToken() throws -> Int64 {
        token += 1
        return token
    }

    func logIn(userName: String) throws -> User { try base.logIn(userName: userName) }
    func create(_ draft: MemoDraft, for user: User) throws -> Memo { try base.create(draft, for: user) }
    func memo(id: Int64, for user: User) throws -> Memo { try base.memo(id: id, for: user) }
    func modify(ids: [Int64], with patch: MemoPatch, as kind: MemoChangeKind, for user: User) throws -> [Memo] {
        try base.modify(ids: ids, with: patch, as: kind, for: user)
    }
    func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        try base.setDone(isDone, ids: ids, timeZone: timeZone, for: user)
    }
    func delete(ids: [Int64], for user: User) throws -> [Memo] { try base.delete(ids: ids, for: user) }
    func page(_ request: MemoPageRequest, for user: User) throws -> MemoPage { try base.page(request, for: user) }
    func counts(for user: User) throws -> MemoCounts { try base.counts(for: user) }
    func reading<T>(_ body: () throws -> T) throws -> T { try base.reading(body) }
    func search(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        try base.search(query, filter: filter, limit: limit, for: user)
    }
    func projects(for user: User) throws -> [NameCount] { try base.projects(for: user) }
    func tags(for user: User) throws -> [NameCount] { try base.tags(for: user) }
    func projectCounts(matching filter: MemoFilter, for user: User) throws -> [ProjectCount] {
        try base.projectCounts(matching: filter, for: user)
    }
    func slotCounts(of moments: [MemoMoment], matching filter: MemoFilter, in slots: MemoSlots, for user: User) throws
        -> [SlotCounts]
    {
        try base.slotCounts(of: moments, matching: filter, in: slots, for: user)
    }
    func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary {
        try base.importMemos(for: user, from: next)
    }
    func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws { try base.exportMemos(for: user, body) }
    func history(limit: Int, for user: User) throws -> [MemoChange] { try base.history(limit: limit, for: user) }
    func undoLastChange(for user: User) throws -> MemoChange { try base.undoLastChange(for: user) }
    func memoHistory(id: Int64, for user: User) throws -> MemoHistory { try base.memoHistory(id: id, for: user) }
    func memoIDs(uuids: [String], for user: User) throws -> [String: Int64] { try base.memoIDs(uuids: uuids, for: user) }
    func memos(uuids: [String], for user: User) throws -> [String: Memo] { try base.memos(uuids: uuids, for: user) }
    func children(of uuids: [String], for user: User) throws -> [Memo] { try base.children(of: uuids, for: user) }
    func childCounts(of uuids: [String], for user: User) throws -> [String: ChildCount] { try base.childCounts(of: uuids, for: user) }
    func contexts(for user: User) throws -> (all: [MemoContext], selected: String?) { try base.contexts(for: user) }
    func selectedContext(for user: User) throws -> MemoContext? { try base.selectedContext(for: user) }
    func defineContext(_ context: MemoContext, for user: User) throws { try base.defineContext(context, for: user) }
    func deleteContext(named name: String, for user: User) throws { try base.deleteContext(named: name, for: user) }
    func selectContext(named name: String?, for user: User) throws { try base.selectContext(named: name, for: user) }
}
