import MemoStore
import XCTest
@testable import PostgresMemoStore

/// History and undo: every kind taken back whole, and two processes never taking back one
/// command twice.
final class PostgresHistoryTests: PostgresRepositoryTestCase {
    func test_history_newestFirst_withKindCountAndFirstMemo() throws {
        let memo = try store.create(MemoDraft(title: "first"), for: user)
        _ = try store.modify(ids: [memo.id], with: MemoPatch(title: "renamed"), for: user)
        _ = try store.setDone(true, ids: [memo.id], timeZone: .utc, for: user)
        _ = try store.delete(ids: [memo.id], for: user)
        let history = try store.history(limit: 10, for: user)
        XCTAssertEqual(history.map(\.kind), [.rm, .done, .edit, .add])
        XCTAssertEqual(history.map { $0.firstMemo?.title }, ["renamed", "renamed", "renamed", "first"])
        XCTAssertEqual(try store.history(limit: 2, for: user).count, 2)
    }

    func test_undoAdd_removesIt_andTheIdIsNotGivenAgain() throws {
        let added = try store.create(MemoDraft(title: "added"), for: user)
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .add)
        assertThrows(MemoStoreError.memoNotFound(id: added.id), try store.memo(id: added.id, for: user))
        XCTAssertGreaterThan(try store.create(MemoDraft(title: "next"), for: user).id, added.id)
    }

    func test_undoModify_restoresEveryField() throws {
        let memo = try store.create(
            MemoDraft(title: "t", body: "b", due: Timestamp(secondsSince1970: 1_900_000_000), priority: .low,
                      project: "p", tags: ["a"], recur: Recurrence("daily")), for: user)
        _ = try store.modify(
            ids: [memo.id], with: MemoPatch(title: "T", due: .set(Timestamp(secondsSince1970: 1)), priority: .clear,
                                             project: .set("q"), recur: .clear, addedTags: ["b"], removedTags: ["a"]),
            for: user)
        XCTAssertEqual(try store.undoLastChange(for: user).kind, .modify)
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
    }

    func test_undoImport_removesExactlyThatImport() throws {
        let before = try store.create(MemoDraft(title: "before"), for: user)
        var drafts = [MemoDraft(title: "one"), MemoDraft(title: "two")].makeIterator()
        XCTAssertEqual(try store.importMemos(for: user) { drafts.next() }, ImportSummary(added: 2, skipped: 0))
        let change = try store.undoLastChange(for: user)
        XCTAssertEqual(change.kind, .import)
        XCTAssertEqual(change.memoCount, 2)
        XCTAssertEqual(change.firstMemo?.title, "one")
        XCTAssertEqual(try allMemos(of: user), [before])
    }

    func test_undo_fromTwoConnectionsAtOnce_takesBackEachCommandOnce() throws {
        // given: ten adds, undone by two connections racing
        let ids = try (0..<10).map { try store.create(MemoDraft(title: "memo \($0)"), for: user).id }
        let uri = schema.uri
        let owner = user!
        let undone = UndoneChanges()
        // when
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            guard let repository = try? PostgresMemoRepository(connectionString: uri) else { return }
            defer { repository.close() }
            for _ in 0..<5 {
                if let change = try? repository.undoLastChange(for: owner) { undone.add(change.id) }
            }
        }
        // then
        XCTAssertEqual(undone.ids.count, 10)
        XCTAssertEqual(Set(undone.ids).count, 10)
        XCTAssertEqual(try allMemos(of: user), [])
        XCTAssertEqual(ids.count, 10)
    }
}

/// The history entries racing undos took back, gathered from several threads.
private final class UndoneChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered: [Int64] = []

    var ids: [Int64] { lock.withLock { gathered } }

    func add(_ id: Int64) {
        lock.withLock { gathered.append(id) }
    }
}
