import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Issue 30: a granted role, with its own credentials and plain SQL, can neither break other
/// roles' writes nor slip rows into their users. bob plays the hostile role through the kind of
/// connection psql makes; alice and the owner then write as usual.
final class PostgresHostileRoleTests: XCTestCase {
    private var shared: PostgresSharedStore!
    private var owner: PostgresMemoRepository!
    private var bob: PostgresConnection!

    override func setUpWithError() throws {
        try super.setUpWithError()
        shared = try PostgresSharedStore()
        owner = try shared.open(as: shared.owner)
        _ = try owner.grantAccess(toRole: shared.alice)
        _ = try owner.grantAccess(toRole: shared.bob)
        bob = try shared.connect(as: shared.bob)
    }

    override func tearDown() {
        bob = nil
        owner?.close()
        owner = nil
        shared = nil
        super.tearDown()
    }

    func test_aRoleCannotSetTheChangeToken_soEveryonesWritesGoOn_andNoChangeIsHidden() throws {
        // given alice with a memo, and her open shell's token
        let alice = try shared.open(as: shared.alice)
        defer { alice.close() }
        let alicesUser = try alice.logIn(userName: "alice")
        _ = try alice.create(MemoDraft(title: "first"), for: alicesUser)
        let before = try alice.changeToken()
        // when bob sets every token he can reach to the largest bigint, then back to 0
        try bob.execute("INSERT INTO users(name) VALUES ('bob')")
        assertRefused(try bob.execute("UPDATE todo_meta SET value = 9223372036854775807"))
        for value in ["9223372036854775807", "0"] {
            try bob.execute("UPDATE users SET generation = \(value)")
        }
        // then his own token only counted up; everyone's writes go on and alice sees hers
        XCTAssertLessThan(try bob.execute("SELECT generation FROM users").int64(0, 0), 10)
        let owners = try owner.logIn(userName: "owner")
        _ = try owner.create(MemoDraft(title: "owner's"), for: owners)
        _ = try alice.create(MemoDraft(title: "second"), for: alicesUser)
        XCTAssertNotEqual(try alice.changeToken(), before)
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM memos").int64(0, 0), 3)
    }

    func test_aRoleCannotChooseUserOrHistoryIDs_andNewUsersAndRolesStillStart() throws {
        try bob.execute("INSERT INTO users(name) VALUES ('bob')")
        let bobsUser = try bob.execute("SELECT id FROM users").string(0, 0)
        let next = try shared.execute("SELECT max(id) + 1 FROM users").string(0, 0)
        // when bob plants rows with the ids the identities give next, or moves his own there
        for sql in [
            "INSERT INTO users(id, name) OVERRIDING SYSTEM VALUE VALUES (\(next), 'planted')",
            "INSERT INTO changes(id, user_id, kind, memo_count, time) OVERRIDING SYSTEM VALUE VALUES (\(next), \(bobsUser), 'add', 1, now())",
            "UPDATE users SET id = DEFAULT",
            "UPDATE users SET role = '\(shared.alice)'",
            """
            INSERT INTO sync_conflicts(id, user_id, key, uuid, field, time, title, body, done, created, updated)
            OVERRIDING SYSTEM VALUE VALUES (\(next), \(bobsUser), 'k', 'u', 'title', now(), '', '', false, now(), now())
            """,
            "UPDATE sync_conflicts SET user_id = user_id",
        ] {
            assertRefused(try bob.execute(sql), sql)
        }
        // then the owner's new user, alice's first, and a role granted afterwards all start and write
        let owners = try owner.logIn(userName: "dave")
        _ = try owner.create(MemoDraft(title: "dave's"), for: owners)
        let alice = try shared.open(as: shared.alice)
        defer { alice.close() }
        _ = try alice.create(MemoDraft(title: "alice's"), for: try alice.logIn(userName: "alice"))
        _ = try owner.grantAccess(toRole: shared.carol)
        let carol = try shared.open(as: shared.carol)
        defer { carol.close() }
        _ = try carol.create(MemoDraft(title: "carol's"), for: try carol.logIn(userName: "carol"))
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM changes").int64(0, 0), 3)
    }

    func test_memosOfAUserThatWasGone_neverReachTheNextUser() throws {
        // given bob's user with memos
        let bobsUser = try bob.execute("INSERT INTO users(name) VALUES ('temporary') RETURNING id").string(0, 0)
        try bob.execute(
            "INSERT INTO memos(user_id, uuid, title, created, updated, search) VALUES (\(bobsUser), 'u', 'planted', now(), now(), '')")
        // when bob deletes the user, and the owner tries to, or to move the memos elsewhere
        assertRefused(try bob.execute("DELETE FROM users"))
        let unused = try shared.execute("SELECT max(id) + 100 FROM users").string(0, 0)
        for sql in ["DELETE FROM users WHERE id = \(bobsUser)", "UPDATE memos SET user_id = \(unused)",
                    "INSERT INTO memos(user_id, uuid, title, created, updated, search) VALUES (\(unused), 'v', 'x', now(), now(), '')"] {
            XCTAssertThrowsError(try shared.connect(as: shared.owner).execute(sql), sql) {
                XCTAssertEqual(($0 as? PostgresError)?.sqlState, "23503", "\(sql): \($0)")
            }
        }
        // then the next user made, of any role, holds nothing
        let alice = try shared.open(as: shared.alice)
        defer { alice.close() }
        let alicesUser = try alice.logIn(userName: "alice")
        XCTAssertEqual(try alice.page(MemoPageRequest(filter: MemoFilter(status: .all), limit: 10), for: alicesUser).memos, [])
        let owners = try owner.logIn(userName: "dave")
        XCTAssertEqual(try owner.page(MemoPageRequest(filter: MemoFilter(status: .all), limit: 10), for: owners).memos, [])
        XCTAssertEqual(try shared.execute("SELECT user_id FROM memos").string(0, 0), bobsUser)
    }

    func test_locksOnAnotherUsersKeyOrRow_blockNothing_andTheUsersTableCannotBeLocked() throws {
        // given alice's user, and bob holding every lock of hers he can reach, in an open transaction
        let short = PostgresTimeouts(connect: 5_000, lock: 200, statement: 2_000, read: 5_000)
        let alice = try PostgresMemoRepository(connectionString: shared.uri(as: shared.alice), timeouts: short)
        defer { alice.close() }
        let alicesUser = try alice.logIn(userName: "alice")
        try bob.execute("BEGIN")
        try bob.execute("SELECT pg_advisory_lock(1835363695, $1::int4)", [String(alicesUser.id)])
        XCTAssertEqual(try bob.execute("SELECT id FROM users WHERE id = $1 FOR UPDATE", [String(alicesUser.id)]).rowCount, 0)
        XCTAssertEqual(try bob.execute("UPDATE users SET context = NULL WHERE id = $1 RETURNING id", [String(alicesUser.id)]).rowCount, 0)
        // when alice and the owner write meanwhile, then both succeed
        _ = try alice.create(MemoDraft(title: "mine"), for: alicesUser)
        _ = try owner.create(MemoDraft(title: "owner's"), for: try owner.logIn(userName: "owner"))
        // and no table every write needs can be locked against writers
        for table in ["users", "todo_meta"] {
            let other = try shared.connect(as: shared.bob)
            try other.execute("BEGIN")
            assertRefused(try other.execute("LOCK TABLE \(table) IN SHARE MODE"), table)
        }
        try bob.execute("ROLLBACK")
    }

    func test_aTableLockedByARole_makesOthersBusy_notHung_andTheyWriteOnceItIsLetGo() throws {
        let short = PostgresTimeouts(connect: 5_000, lock: 200, statement: 2_000, read: 5_000)
        let alice = try PostgresMemoRepository(connectionString: shared.uri(as: shared.alice), timeouts: short)
        defer { alice.close() }
        let alicesUser = try alice.logIn(userName: "alice")
        // given bob holding memos locked (PostgreSQL lets any role that may delete its rows do so)
        try bob.execute("BEGIN")
        try bob.execute("LOCK TABLE memos IN ACCESS EXCLUSIVE MODE")
        // when / then alice's reads and writes are told the store is busy
        XCTAssertThrowsError(try alice.page(MemoPageRequest(limit: 10), for: alicesUser)) { XCTAssertBusy($0) }
        XCTAssertThrowsError(try alice.create(MemoDraft(title: "later"), for: alicesUser)) { XCTAssertBusy($0) }
        // and once bob lets go, she writes
        try bob.execute("ROLLBACK")
        _ = try alice.create(MemoDraft(title: "later"), for: alicesUser)
    }

    // MARK: - Private

    /// Asserts the server refused `expression` for lack of privilege (42501), which names no value.
    private func assertRefused<T>(_ expression: @autoclosure () throws -> T, _ message: String = "", line: UInt = #line) {
        XCTAssertThrowsError(try expression(), message, line: line) {
            XCTAssertEqual(($0 as? PostgresError)?.sqlState, "42501", "\(message): \($0)", line: line)
        }
    }

    private func XCTAssertBusy(_ error: Error, line: UInt = #line) {
        guard case .busy? = error as? MemoStoreError else { return XCTFail("\(error)", line: line) }
    }
}
