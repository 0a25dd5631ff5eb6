import Foundation
import XCTest
@testable import PostgresMemoStore

/// `todo admin grant|revoke ROLE`: on PostgreSQL, run by the store's owner role, it lets a
/// role use the store with its own memos only; anywhere else, one line and the right status.
final class AdminCommandTests: XCTestCase {
    func test_admin_onASQLiteStore_isAUsageError_andMakesNoFile() throws {
        let todo = try TodoProcess()
        for action in ["grant", "revoke"] {
            let result = try todo.run(["admin", action, "bob"])
            assertOneLineError(result, status: 2, action)
            XCTAssertTrue(result.stderr.contains("PostgreSQL"), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: todo.dbPath))
    }

    func test_admin_anUnknownActionOrNoRole_isAUsageError() throws {
        let todo = try TodoProcess()
        assertOneLineError(try todo.run(["admin", "allow", "bob"]), status: 2, "allow")
        assertOneLineError(try todo.run(["admin", "grant"]), status: 2, "no role")
    }

    func test_grant_letsEachRoleUseTheStore_withItsOwnMemosOnly() throws {
        let shared = try PostgresSharedSchema()
        // given the owner grants alice and bob
        for role in [shared.alice, shared.bob] {
            let granted = try run(shared.owner, in: shared, ["admin", "grant", role])
            XCTAssertEqual(granted.status, 0, granted.stderr)
            XCTAssertEqual(granted.stdout, "granted \(role): its own memos only\n")
        }
        XCTAssertEqual(try run(shared.alice, in: shared, ["--user", "alice", "add", "alice's secret"]).status, 0)
        XCTAssertEqual(try run(shared.bob, in: shared, ["--user", "bob", "add", "bob's errand"]).status, 0)
        // when bob lists his memos, and asks for alice's
        let bobs = try run(shared.bob, in: shared, ["--user", "bob", "list", "--all"])
        let asAlice = try run(shared.bob, in: shared, ["--user", "alice", "list"])
        let alicesID = try run(shared.bob, in: shared, ["--user", "bob", "show", "1"])
        // then he sees his own only, and alice's user is refused
        XCTAssertTrue(bobs.stdout.contains("bob's errand"), bobs.stdout)
        XCTAssertFalse(bobs.stdout.contains("alice"), bobs.stdout)
        assertOneLineError(asAlice, status: 1, "--user alice as bob")
        XCTAssertTrue(asAlice.stderr.contains("another PostgreSQL role"), asAlice.stderr)
        assertOneLineError(alicesID, status: 1, "alice's id as bob")
    }

    func test_aRoleNobodyGranted_getsOneLine_exit1() throws {
        let shared = try PostgresSharedSchema()
        XCTAssertEqual(try run(shared.owner, in: shared, ["--user", "owner", "add", "first"]).status, 0)
        for arguments in [["list"], ["add", "x"]] {
            let result = try run(shared.carol, in: shared, ["--user", "carol"] + arguments)
            assertOneLineError(result, status: 1, arguments)
            XCTAssertTrue(result.stderr.contains("does not let this login use it"), result.stderr)
        }
    }

    func test_grantAndRevoke_fromARoleThatIsNotTheOwner_orOfNoRole_areOneLine_exit1() throws {
        let shared = try PostgresSharedSchema()
        XCTAssertEqual(try run(shared.owner, in: shared, ["admin", "grant", shared.bob]).status, 0)
        let refusals = [
            (shared.bob, ["admin", "grant", shared.carol]),
            (shared.bob, ["admin", "revoke", shared.bob]),
            (shared.owner, ["admin", "grant", shared.carol + "_nobody"]),
            (shared.carol, ["admin", "grant", shared.carol]),
        ]
        for (role, arguments) in refusals {
            assertOneLineError(try run(role, in: shared, arguments), status: 1, "\(role) \(arguments)")
        }
        assertOneLineError(try run(shared.carol, in: shared, ["--user", "carol", "list"]), status: 1, "carol stays out")
    }

    func test_revoke_shutsTheRoleOut_andAGrantLetsItBackToItsMemos() throws {
        let shared = try PostgresSharedSchema()
        XCTAssertEqual(try run(shared.owner, in: shared, ["admin", "grant", shared.alice]).status, 0)
        XCTAssertEqual(try run(shared.alice, in: shared, ["--user", "alice", "add", "kept"]).status, 0)
        // when
        let revoked = try run(shared.owner, in: shared, ["admin", "revoke", shared.alice])
        // then
        XCTAssertEqual(revoked.status, 0, revoked.stderr)
        XCTAssertTrue(revoked.stdout.hasPrefix("revoked \(shared.alice)"), revoked.stdout)
        assertOneLineError(try run(shared.alice, in: shared, ["--user", "alice", "list"]), status: 1, "revoked")
        XCTAssertEqual(try run(shared.owner, in: shared, ["admin", "grant", shared.alice]).status, 0)
        XCTAssertTrue(try run(shared.alice, in: shared, ["--user", "alice", "list"]).stdout.contains("kept"))
    }

    func test_replicasOfAGrantedRole_syncThroughTheSharedHub_andNeverSeeAnotherRolesMemos() throws {
        let shared = try PostgresSharedSchema()
        for role in [shared.alice, shared.bob] {
            XCTAssertEqual(try run(shared.owner, in: shared, ["admin", "grant", role]).status, 0)
        }
        XCTAssertEqual(try run(shared.bob, in: shared, ["--user", "bob", "add", "bob's errand"]).status, 0)
        let laptop = try TodoProcess()
        let desktop = try TodoProcess()
        XCTAssertEqual(try laptop.run(["add", "alice's secret", "+x"]).status, 0)
        let sent = try laptop.run(["sync", shared.db(as: shared.alice)])
        XCTAssertEqual(sent.status, 0, sent.stderr)
        XCTAssertTrue(sent.stdout.contains("sent 1, received 0"), sent.stdout)
        let received = try desktop.run(["sync", shared.db(as: shared.alice)])
        XCTAssertEqual(received.status, 0, received.stderr)
        XCTAssertTrue(received.stdout.contains("sent 0, received 1"), received.stdout)
        XCTAssertEqual(try desktop.run(["export"]).stdout, try laptop.run(["export"]).stdout)
        XCTAssertFalse(try desktop.run(["list", "--all"]).stdout.contains("bob"))
        // Bob's replica, as bob, never receives alice's memo, nor can sync as alice.
        let bobs = try TodoProcess()
        bobs.user = "bob"
        XCTAssertEqual(try bobs.run(["sync", shared.db(as: shared.bob)]).status, 0)
        XCTAssertEqual(try bobs.run(["list"]).stdout.contains("alice"), false)
        let posing = try TodoProcess()
        assertOneLineError(try posing.run(["sync", shared.db(as: shared.bob)]), status: 1, "alice's memos through bob's login")
    }

    // MARK: - Private

    /// Runs `todo --db <the store as role> arguments…`.
    func test_aGrantedRolesLocks_giveOthersOneLine_exit1_orNothingAtAll() throws {
        // given alice and bob granted, alice with a memo, and bob holding what locks he can
        let shared = try PostgresSharedSchema()
        for role in [shared.alice, shared.bob] {
            XCTAssertEqual(try run(shared.owner, in: shared, ["admin", "grant", role]).status, 0)
        }
        XCTAssertEqual(try run(shared.alice, in: shared, ["--user", "alice", "add", "first"]).status, 0)
        let bob = try shared.connect(as: shared.bob)
        try bob.execute("BEGIN")
        try bob.execute("SELECT pg_advisory_lock(1835363695, id::int4) FROM (SELECT generate_series(1, 100) AS id) AS keys")
        // when bob's locks on other users' keys are all he holds, then alice writes
        XCTAssertEqual(try run(shared.alice, in: shared, ["--user", "alice", "add", "second"]).status, 0)
        // and when he locks the memos table, then she is told so in one line, exit 1
        try bob.execute("LOCK TABLE memos IN ACCESS EXCLUSIVE MODE")
        let locked = try run(shared.alice, in: shared, ["--user", "alice", "add", "third"])
        assertOneLineError(locked, status: 1, "add while bob locks memos")
        XCTAssertTrue(locked.stderr.hasSuffix("is locked by another process; try again\n"), locked.stderr)
        try bob.execute("ROLLBACK")
        XCTAssertEqual(try run(shared.alice, in: shared, ["--user", "alice", "add", "third"]).status, 0)
    }

    private func run(_ role: String, in shared: PostgresSharedSchema, _ arguments: [String]) throws -> TodoResult {
        try TodoProcess.execute(["--db", shared.db(as: role)] + arguments)
    }
}
