import MemoStore
import TestSupport
import XCTest
@testable import PostgresMemoStore

/// Issue 25: every wait on the server ends. A lock held elsewhere is `.busy` after the lock
/// timeout, a server that stops answering is `.disconnected` after the read timeout, and a
/// session the server dropped is made again once, between commands.
final class PostgresWaitingTests: PostgresRepositoryTestCase {
    /// Short limits, so the tests wait a fraction of a second where a command waits seconds.
    private let short = PostgresTimeouts(connect: 5_000, lock: 200, statement: 2_000, read: 5_000)

    func test_aTableLockedByAnotherSession_isBusy_forReadsAndWrites() throws {
        // given a store, and another session holding its memos table locked
        let store = try PostgresMemoRepository(connectionString: schema.uri, timeouts: short)
        let user = try store.logIn(userName: "alice")
        let other = try PostgresConnection(connectionString: schema.uri)
        try other.execute("BEGIN")
        try other.execute("LOCK TABLE memos IN ACCESS EXCLUSIVE MODE")
        defer { _ = try? other.execute("ROLLBACK") }
        // when it lists and adds, then each says the store is busy instead of waiting
        assertThrows(.busy(path: other.label), try store.page(MemoPageRequest(filter: MemoFilter(), limit: 10), for: user))
        assertThrows(.busy(path: other.label), try store.create(MemoDraft(title: "later"), for: user))
    }

    func test_aStatementPastTheStatementTimeout_isBusy() throws {
        // given no lock timeout, so only the statement timeout ends the wait on a locked table
        let timeouts = PostgresTimeouts(connect: 5_000, lock: 0, statement: 200, read: 5_000)
        let store = try PostgresMemoRepository(connectionString: schema.uri, timeouts: timeouts)
        let user = try store.logIn(userName: "alice")
        let other = try PostgresConnection(connectionString: schema.uri)
        try other.execute("BEGIN")
        try other.execute("LOCK TABLE memos IN ACCESS EXCLUSIVE MODE")
        defer { _ = try? other.execute("ROLLBACK") }
        // when / then
        assertThrows(.busy(path: other.label), try store.page(MemoPageRequest(limit: 10), for: user))
    }

    func test_theUsersLockHeldByAnotherWriter_isBusy() throws {
        // given another session in the middle of a write of the same user (a paused import)
        let store = try PostgresMemoRepository(connectionString: schema.uri, timeouts: short)
        let user = try store.logIn(userName: "alice")
        let other = try PostgresConnection(connectionString: schema.uri)
        try other.execute("BEGIN")
        try other.execute("SELECT id FROM users WHERE id = $1 FOR UPDATE", [String(user.id)])
        defer { _ = try? other.execute("ROLLBACK") }
        // when / then
        assertThrows(.busy(path: other.label), try store.create(MemoDraft(title: "later"), for: user))
    }

    func test_aServerThatStopsAnsweringAfterTheHandshake_isDisconnected() throws {
        // given a server that logs in and then stays silent
        let server = try SilentPostgresServer()
        let timeouts = PostgresTimeouts(connect: 5_000, lock: 200, statement: 200, read: 300)
        // when a store is opened there, for writing or for reading, then the wait ends in an error
        for open in [{ try PostgresMemoRepository(connectionString: $0, timeouts: timeouts) },
                     { try PostgresMemoRepository(readingExistingStoreAt: $0, timeouts: timeouts) }] as [(String) throws -> PostgresMemoRepository] {
            XCTAssertThrowsError(try open(server.uri)) {
                guard case .disconnected(_, let reason)? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
                XCTAssertTrue(reason.hasPrefix("no answer from the server"), reason)
            }
        }
    }

    func test_completionTimeouts_endEveryWait_againstASilentServer() throws {
        let server = try SilentPostgresServer()
        XCTAssertThrowsError(try PostgresMemoRepository(readingExistingStoreAt: server.uri, timeouts: .completion))
    }

    func test_answeringWithin_endsAWaitOnALock_andTheNextCommandWorks() throws {
        // given a lock held elsewhere, which the store would wait for up to its lock timeout
        let other = try PostgresConnection(connectionString: schema.uri)
        try other.execute("BEGIN")
        try other.execute("LOCK TABLE memos IN ACCESS EXCLUSIVE MODE")
        // when Tab reads the ids within its budget
        XCTAssertThrowsError(try store.answering(within: 100) { try store.memoIDs(withPrefix: "", isDone: nil, limit: 5, for: user) })
        // then, the lock gone, the store answers again
        try other.execute("ROLLBACK")
        XCTAssertEqual(try store.memoIDs(withPrefix: "", isDone: nil, limit: 5, for: user).count, 0)
    }

    func test_aSessionTheServerDropped_isMadeAgain_forTheNextCommand() throws {
        // given a store with a memo, whose session the server ends (as a restart does)
        _ = try store.create(MemoDraft(title: "before"), for: user)
        let pid = try store.connection.execute("SELECT pg_backend_pid()").string(0, 0)
        let admin = try PostgresConnection(connectionString: schema.uri)
        XCTAssertTrue(try admin.execute("SELECT pg_terminate_backend($1::int4, 5000)", [pid]).bool(0, 0))
        // when it reads and writes again, then both work on a new session
        XCTAssertEqual(try allMemos(of: user).map(\.title), ["before"])
        _ = try store.create(MemoDraft(title: "after"), for: user)
        XCTAssertNotEqual(try store.connection.execute("SELECT pg_backend_pid()").string(0, 0), pid)
        // and when the server drops it again, the next write reconnects too
        let second = try store.connection.execute("SELECT pg_backend_pid()").string(0, 0)
        XCTAssertTrue(try admin.execute("SELECT pg_terminate_backend($1::int4, 5000)", [second]).bool(0, 0))
        _ = try store.create(MemoDraft(title: "again"), for: user)
        XCTAssertEqual(try allMemos(of: user).map(\.title), ["before", "after", "again"])
    }
}
