import Testing
@testable import MemoStore
import TestSupport

/// A memo that waits on an open memo (`+blocked`) lists below the others in the default
/// order, whatever write makes it blocked or frees it: its own `depends`, or a memo it waits
/// on being done, undone, deleted, restored or imported.
final class RepositoryBlockedOrderTests: RepositoryContract {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)
    private let day: Int64 = 86_400

    private func uuid(_ n: Int) -> String {
        "0190a000-0000-7000-8000-00000000000\(n)"
    }

    /// The user's open memos in the default order, by title.
    private func order(_ user: User) throws -> [String] {
        try store.page(MemoPageRequest(filter: MemoFilter(now: now), limit: 20, coefficients: .standard), for: user).memos.map(\.title)
    }

    /// A plain memo created `daysAgo` before `now`, waiting on `ids`.
    private func add(_ title: String, daysAgo: Int64 = 0, waitingOn ids: [Int64] = [], for user: User) throws -> Memo {
        var draft = MemoDraft(title: title, created: Timestamp(secondsSince1970: now.secondsSince1970 - daysAgo * day))
        draft.dependencies = ids.map(MemoIdentifier.id)
        return try store.create(draft, for: user)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_blockedMemo_listsBelowTheOthers_untilItsLastOpenBlockerIsDone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: "waits" is the oldest (the most urgent by age) but waits on two open memos
        let user = try store.logIn(userName: "alice")
        let first = try add("first", for: user)
        let second = try add("second", for: user)
        _ = try add("plain", for: user)
        let waits = try add("waits", daysAgo: 300, waitingOn: [first.id, second.id], for: user)
        #expect(try order(user) == ["first", "second", "plain", "waits"])
        #expect(try store.memo(id: waits.id, for: user).isBlocked)

        // when: one blocker is done, one is still open
        _ = try store.setDone(true, ids: [first.id], timeZone: .utc, for: user)
        // then
        #expect(try order(user) == ["second", "plain", "waits"])

        // when: the last one is done
        _ = try store.setDone(true, ids: [second.id], timeZone: .utc, for: user)
        // then: its age puts it first again, and its urgency says so
        #expect(try order(user) == ["waits", "plain"])
        let freed = try store.memo(id: waits.id, for: user)
        #expect(!freed.isBlocked)
        #expect(Urgency.score(of: freed, at: now, .standard) > 0.5)

        // when: undone, it blocks again; undo of the undone frees it
        _ = try store.setDone(false, ids: [second.id], timeZone: .utc, for: user)
        #expect(try order(user) == ["second", "plain", "waits"])
        _ = try store.undoLastChange(for: user)
        #expect(try order(user) == ["waits", "plain"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_deletingTheBlocker_freesTheMemo_andUndoBlocksItAgain(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let blocker = try add("blocker", for: user)
        _ = try add("waits", daysAgo: 300, waitingOn: [blocker.id], for: user)
        #expect(try order(user) == ["blocker", "waits"])

        _ = try store.delete(ids: [blocker.id], for: user)
        #expect(try order(user) == ["waits"])

        _ = try store.undoLastChange(for: user)
        #expect(try order(user) == ["blocker", "waits"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modifyingDepends_blocksAndFrees_andUndoTakesItBack(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let blocker = try add("blocker", for: user)
        let waits = try add("waits", daysAgo: 300, for: user)
        #expect(try order(user) == ["waits", "blocker"])

        var patch = MemoPatch()
        patch.addedDependencies = [.id(blocker.id)]
        _ = try store.modify(ids: [waits.id], with: patch, for: user)
        #expect(try order(user) == ["blocker", "waits"])

        var clear = MemoPatch()
        clear.clearsDependencies = true
        _ = try store.modify(ids: [waits.id], with: clear, for: user)
        #expect(try order(user) == ["waits", "blocker"])

        _ = try store.undoLastChange(for: user)
        #expect(try order(user) == ["blocker", "waits"])
        _ = try store.undoLastChange(for: user)
        #expect(try order(user) == ["waits", "blocker"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_blocksAMemoWhoseBlockerComesLaterInTheFile_andNotOnADoneOne(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: the waiting memos come before the memos they wait on
        let user = try store.logIn(userName: "alice")
        let old = Timestamp(secondsSince1970: now.secondsSince1970 - 300 * day)
        let drafts = [
            MemoDraft(uuid: uuid(1), title: "waits", created: old, depends: [uuid(3)]),
            MemoDraft(uuid: uuid(2), title: "free", created: old, depends: [uuid(4), uuid(5)]),
            MemoDraft(uuid: uuid(3), title: "open", created: now),
            MemoDraft(uuid: uuid(4), title: "done", isDone: true, created: now),
        ]
        // when
        _ = try store.importMemos(for: user, from: draftFeed(drafts))
        // then
        #expect(try order(user) == ["open", "free", "waits"])
        #expect(try allMemos(of: user).filter(\.isBlocked).map(\.title) == ["waits"])
        // "open" came after the memo waiting on it and is blocking: +8 lists it first; "done"
        // is waited on too (`+blocking`), but the urgency term is only an open memo's.
        let memos = try allMemos(of: user)
        #expect(memos.filter(\.isBlocking).map(\.title) == ["open", "done"])
        #expect(memos.filter { UrgencyClass($0).isBlocking }.map(\.title) == ["open"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_blockedMemosOfAnotherUser_areNotTouched_byAMemoWithTheSameUUID(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: bob's memo waits on a uuid alice also has
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")
        _ = try store.importMemos(for: bob, from: draftFeed([MemoDraft(uuid: uuid(6), title: "bob waits", depends: [uuid(7)])]))
        // when: alice adds an open memo with that uuid
        _ = try store.importMemos(for: alice, from: draftFeed([MemoDraft(uuid: uuid(7), title: "alice's")]))
        // then
        #expect(try allMemos(of: bob).map(\.isBlocked) == [false])
    }
}
