@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Issue 34: a sync with nothing to do stays as cheap with a million shared memos on the
/// replica. Whether one waits to be merged again is one probe of its index, never a read of
/// every shared memo the replica holds.
final class SQLiteSharedReplicaPlanTests: XCTestCase {
    func test_aSharedMemoWaitingToMerge_isFoundByItsIndex_notByReadingEveryShared() throws {
        let directory = try TemporaryDirectory()
        let store = try directory.openSQLite()

        let plan = try store.connection.rows("EXPLAIN QUERY PLAN " + SQLiteMemoRepository.sharedAwaitingMergeSQL, [.integer(1)]) {
            $0.string(3)
        }

        let context = plan.joined(separator: "\n")
        XCTAssertEqual(plan.count, 1, context)
        XCTAssertTrue(plan.allSatisfy { $0.hasPrefix("SEARCH sync_shared USING") && $0.contains("INDEX sync_shared_to_merge (hub_id=?)") }, context)
    }
}
