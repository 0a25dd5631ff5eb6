import MemoStore
import XCTest
@testable import PostgresMemoStore

/// A listing asks the shares table once whether anything is shared with the user: on a hub of
/// many shares that stays one probe of its grantee index, so a user with no share received
/// pays next to nothing for sharing, and the page itself is the query it always was.
final class PostgresSharePlanTests: PostgresRepositoryTestCase {
    func test_theSharesLookupOfAListing_readsTheGranteeIndex_notTheTable() throws {
        // given 2,000 users, each sharing a project with the next
        try schema.execute("INSERT INTO users(name) SELECT 'u' || n FROM generate_series(1, 2000) AS n")
        try schema.execute(
            """
            INSERT INTO shares(owner_id, project, grantee_name, role)
            SELECT id, 'p', 'u' || (substr(name, 2)::int % 2000 + 1), 'reader' FROM users WHERE name LIKE 'u%'
            """)
        try schema.execute("ANALYZE shares")
        // when a user lists
        let plan = try schema.execute("EXPLAIN " + PostgresMemoRepository.receivedSQL, [String(user.id)])
        let text = (0..<plan.rowCount).map { plan.string($0, 0) }.joined(separator: "\n")
        // then
        XCTAssertTrue(text.contains("shares_by_grantee"), text)
        XCTAssertFalse(text.contains("Seq Scan"), text)
        XCTAssertEqual(try store.page(MemoPageRequest(limit: 5), for: user).memos, [])
    }
}
