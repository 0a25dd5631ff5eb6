@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A memo's history reads only the user's recorded commands, through their index, and one
/// primary-key probe of the snapshots each: never a scan of memos or of every snapshot.
final class SQLiteMemoHistoryPlanTests: XCTestCase {
    func test_memoHistory_searchesTheUsersChangesByIndex_andProbesSnapshotsByPrimaryKey() throws {
        let directory = try TemporaryDirectory()
        let store = try directory.openSQLite()

        let plan = try store.connection.rows(
            "EXPLAIN QUERY PLAN " + SQLiteMemoRepository.memoHistorySQL, [.integer(1), .integer(1), .integer(1)]
        ) { $0.string(3) }

        let context = plan.joined(separator: "\n")
        XCTAssertFalse(plan.contains { $0.contains("SCAN") }, context)
        XCTAssertTrue(plan.contains { $0.hasPrefix("SEARCH c USING INDEX changes_by_user_id (user_id=?)") }, context)
        XCTAssertTrue(plan.contains { $0.hasPrefix("SEARCH m USING PRIMARY KEY (change_id=? AND memo_id=?)") }, context)
    }
}
