import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Issue 34: alice shares projects with bob (writer) and carol (reader); each connects as their
/// own role through the kind of connection psql makes, and the server lets them read and write
/// exactly what the share allows, whatever SQL they type.
final class PostgresShareSecurityTests: XCTestCase {
    private var shared: PostgresSharedStore!
    private var alice: PostgresMemoRepository!
    private var alicesUser: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        shared = try PostgresSharedStore()
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }
        for role in [shared.alice, shared.bob, shared.carol] {
            _ = try owner.grantAccess(toRole: role)
        }
        alice = try shared.open(as: shared.alice)
        alicesUser = try alice.logIn(userName: "alice")
        for (role, name) in [(shared.bob, "bob"), (shared.carol, "carol")] {
            let store = try shared.open(as: role)
            _ = try store.create(MemoDraft(title: "\(name)'s own"), for: try store.logIn(userName: name))
            store.close()
        }
        for project in ["work", "work.q4", "workshop", "a_b", "a_b.c", "axb", "home"] {
            _ = try alice.create(MemoDraft(title: "in \(project)", project: project), for: alicesUser)
        }
        _ = try alice.create(MemoDraft(title: "in none"), for: alicesUser)
        _ = try alice.share(project: "work", with: "bob", as: .writer, for: alicesUser)
        _ = try alice.share(project: "a_b", with: "carol", as: .reader, for: alicesUser)
    }

    override func tearDown() {
        alice?.close()
        alice = nil
        shared = nil
        super.tearDown()
    }

    func test_aGranteeReadsTheSharedProjectAndItsSubProjects_andNothingElse_noNameIsAPattern() throws {
        XCTAssertEqual(try titles(seenBy: shared.bob), ["bob's own", "in work", "in work.q4"])
        XCTAssertEqual(try titles(seenBy: shared.carol), ["carol's own", "in a_b", "in a_b.c"])
    }

    func test_aWriterInsertsAndUpdatesInTheProject_butNeverDeletesOrMovesAMemoOut() throws {
        let bob = try shared.connect(as: shared.bob)
        let alicesID = String(alicesUser.id)
        // when bob adds to the project, changes its memos, and tries to take them elsewhere
        try bob.execute(
            "INSERT INTO memos(user_id, uuid, title, project, created, updated, search) VALUES ($1, 'u', 'bob adds', 'work.q4', now(), now(), '')",
            [alicesID])
        XCTAssertEqual(try bob.execute("UPDATE memos SET done = true, start = NULL WHERE user_id = $1", [alicesID]).affectedRows, 3)
        for sql in ["UPDATE memos SET project = 'home' WHERE project = 'work'", "UPDATE memos SET project = NULL WHERE project = 'work'",
                    "INSERT INTO memos(user_id, uuid, title, project, created, updated, search) VALUES (\(alicesID), 'v', 'x', 'workshop', now(), now(), '')"] {
            assertRefused(try bob.execute(sql), sql)
        }
        XCTAssertEqual(try bob.execute("DELETE FROM memos WHERE user_id = $1", [alicesID]).affectedRows, 0)
        XCTAssertEqual(try bob.execute("UPDATE memos SET title = 'mine' WHERE project = 'workshop'").affectedRows, 0)
        // then alice finds the memo bob added, her memos done, none gone, and her counts right
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM memos WHERE user_id = $1 AND done", [alicesID]).int64(0, 0), 3)
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM memos WHERE user_id = $1", [alicesID]).int64(0, 0), 9)
        XCTAssertEqual(try alice.counts(for: alicesUser).done, 3, "done by bob, counted for alice")
    }

    func test_aWriterDoingAMemoThatWaitsOnOneNotShared_endsThatOnesBlocking() throws {
        // given: alice's "in work" (shared with bob) waits on her "in home" (not shared)
        let ids = try shared.execute("SELECT id FROM memos WHERE user_id = $1 AND title IN ('in work', 'in home') ORDER BY title",
                                     [String(alicesUser.id)])
        let (home, work) = (ids.int64(0, 0), ids.int64(1, 0))
        var patch = MemoPatch()
        patch.addedDependencies = [.id(home)]
        _ = try alice.modify(ids: [work], with: patch, for: alicesUser)
        XCTAssertTrue(try alice.memo(id: home, for: alicesUser).isBlocking)
        // when: bob marks "in work" done
        let bob = try shared.connect(as: shared.bob)
        XCTAssertEqual(try bob.execute("UPDATE memos SET done = true WHERE id = $1", [String(work)]).affectedRows, 1)
        // then: the trigger, running as the owner, saw "in home", which bob cannot
        XCTAssertFalse(try alice.memo(id: home, for: alicesUser).isBlocking)
    }

    func test_aReaderOnlyReads() throws {
        let carol = try shared.connect(as: shared.carol)
        let alicesID = String(alicesUser.id)
        XCTAssertEqual(try carol.execute("UPDATE memos SET title = 'x' WHERE user_id = $1", [alicesID]).affectedRows, 0)
        XCTAssertEqual(try carol.execute("DELETE FROM memos WHERE user_id = $1", [alicesID]).affectedRows, 0)
        assertRefused(try carol.execute(
            "INSERT INTO memos(user_id, uuid, title, project, created, updated, search) VALUES ($1, 'u', 'x', 'a_b', now(), now(), '')",
            [alicesID]))
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM memos WHERE title = 'x'").int64(0, 0), 0)
    }

    func test_aWriterSquatsNoIDAndSetsNoSyncNumber_andNoMemoChangesItsIDOrUUID() throws {
        let bob = try shared.connect(as: shared.bob)
        let alicesID = String(alicesUser.id)
        let next = try shared.execute("SELECT max(id) + 1 FROM memos").string(0, 0)
        let columns = "user_id, uuid, title, project, created, updated, search"
        for sql in [
            "INSERT INTO memos(id, \(columns)) VALUES (\(next), \(alicesID), 'u', 'x', 'work', now(), now(), '')",
            "INSERT INTO memos(sync_seq, \(columns)) VALUES (9223372036854775000, \(alicesID), 'u', 'x', 'work', now(), now(), '')",
        ] {
            XCTAssertThrowsError(try bob.execute(sql), sql)
        }
        for sql in ["UPDATE memos SET id = \(next) WHERE project = 'work'", "UPDATE memos SET uuid = 'mine' WHERE project = 'work'",
                    "UPDATE memos SET id = \(next) WHERE user_id <> \(alicesID)"] {
            XCTAssertThrowsError(try bob.execute(sql), sql) { XCTAssertEqual(($0 as? PostgresError)?.sqlState, "23514", "\($0)") }
        }
        // then no memo holds an id ahead of the identity, alice adds, and her hub numbers stay low
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM memos WHERE id >= \(next)").int64(0, 0), 0)
        XCTAssertGreaterThanOrEqual(try alice.create(MemoDraft(title: "next"), for: alicesUser).id, Int64(next)!)
        XCTAssertLessThan(try shared.execute("SELECT max(sync_seq) FROM memos").int64(0, 0), 1_000_000)
    }

    func test_onlyTheOwnersRoleWritesItsShares_andNoRolePlantsOneThatSaysOtherwise() throws {
        let bob = try shared.connect(as: shared.bob)
        let alicesID = String(alicesUser.id)
        let bobsID = try bob.execute("SELECT id FROM users").string(0, 0)
        // bob sees the share naming him, and no other
        XCTAssertEqual(try bob.execute("SELECT project FROM shares").rowCount, 1)
        for sql in [
            "INSERT INTO shares(owner_id, project, grantee_name, role) VALUES (\(alicesID), 'home', 'bob', 'writer')",
            "INSERT INTO shares(owner_id, owner_name, project, grantee_name, role) VALUES (\(bobsID), 'alice', 'p', 'carol', 'writer')",
            "INSERT INTO shares(owner_id, project, grantee_id, grantee_name, role) VALUES (\(bobsID), 'p', \(alicesID), 'carol', 'writer')",
            "INSERT INTO shares(id, owner_id, project, grantee_name, role) OVERRIDING SYSTEM VALUE VALUES (999, \(bobsID), 'p', 'carol', 'writer')",
            "UPDATE shares SET project = 'home'",
        ] {
            assertRefused(try bob.execute(sql), sql)
        }
        XCTAssertEqual(try bob.execute("UPDATE shares SET role = 'writer'").affectedRows, 0)
        XCTAssertEqual(try bob.execute("DELETE FROM shares").affectedRows, 0)
        // his own share of his own project names him and the user the server found
        try bob.execute("INSERT INTO shares(owner_id, project, grantee_name, role) VALUES (\(bobsID), 'p', 'carol', 'reader')")
        let planted = try shared.execute("SELECT owner_name, grantee_id = (SELECT id FROM users WHERE name = 'carol') FROM shares WHERE project = 'p'")
        XCTAssertEqual(planted.string(0, 0), "bob")
        XCTAssertTrue(planted.bool(0, 1))
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM shares WHERE owner_id = \(alicesID)").int64(0, 0), 2)
    }

    func test_aShareNamesAnExistingUser_neverOneSomeoneCouldMakeLater() throws {
        XCTAssertThrowsError(try alice.share(project: "home", with: "dave", as: .reader, for: alicesUser)) {
            XCTAssertEqual($0 as? ShareError, .noSuchUser("dave"))
        }
        XCTAssertThrowsError(try alice.share(project: "home", with: "alice", as: .reader, for: alicesUser)) {
            XCTAssertEqual($0 as? ShareError, .withItself("alice"))
        }
        XCTAssertEqual(try alice.shares(for: alicesUser).count, 2)
    }

    func test_unshare_takesTheProjectOutOfTheGranteesView_atOnce_andAShareAgainBringsItBack() throws {
        let bob = try shared.connect(as: shared.bob)
        XCTAssertEqual(try alice.unshare(project: "work", with: "bob", for: alicesUser),
                       .unshared(ProjectShare(owner: "alice", project: "work", grantee: "bob", role: .writer)))
        XCTAssertEqual(try bob.execute("SELECT count(*) FROM memos WHERE project LIKE 'work%'").int64(0, 0), 0)
        XCTAssertThrowsError(try alice.unshare(project: "work", with: "bob", for: alicesUser)) {
            XCTAssertEqual($0 as? ShareError, .notShared(project: "work", grantee: "bob"))
        }
        _ = try alice.share(project: "work", with: "bob", as: .reader, for: alicesUser)
        XCTAssertEqual(try bob.execute("SELECT count(*) FROM memos WHERE project LIKE 'work%'").int64(0, 0), 2)
        XCTAssertEqual(try bob.execute("UPDATE memos SET title = 'x' WHERE project = 'work'").affectedRows, 0, "now a reader")
    }

    func test_onlyTheOwnerSharesOrTakesBack_aGranteeIsToldWhoseItIs() throws {
        let bobsStore = try shared.open(as: shared.bob)
        defer { bobsStore.close() }
        let bob = try bobsStore.logIn(userName: "bob")
        let refusal = ShareError.notOwner(project: "work.q4", owner: "alice", role: .writer)
        XCTAssertThrowsError(try bobsStore.share(project: "work.q4", with: "carol", as: .reader, for: bob)) {
            XCTAssertEqual($0 as? ShareError, refusal)
        }
        XCTAssertThrowsError(try bobsStore.unshare(project: "work.q4", with: "bob", for: bob)) {
            XCTAssertEqual($0 as? ShareError, refusal)
        }
        XCTAssertEqual(try bobsStore.shares(for: bob), [ProjectShare(owner: "alice", project: "work", grantee: "bob", role: .writer)])
    }

    // MARK: - Private

    private func titles(seenBy role: String) throws -> [String] {
        let result = try shared.connect(as: role).execute("SELECT title FROM memos ORDER BY title")
        return (0..<result.rowCount).map { result.string($0, 0) }
    }

    private func assertRefused<T>(_ expression: @autoclosure () throws -> T, _ message: String = "", line: UInt = #line) {
        XCTAssertThrowsError(try expression(), message, line: line) {
            XCTAssertEqual(($0 as? PostgresError)?.sqlState, "42501", "\(message): \($0)", line: line)
        }
    }
}
