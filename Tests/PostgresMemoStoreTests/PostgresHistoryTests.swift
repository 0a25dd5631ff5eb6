import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Undo under PostgreSQL's locking: two connections racing never take back one command twice.
/// What history and undo do on every engine is the contract suites' (MemoStoreTests/Postgres).
final class PostgresHistoryTests: PostgresRepositoryTestCase {
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
