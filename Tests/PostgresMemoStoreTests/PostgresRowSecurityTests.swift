import MemoStore
import XCTest
@testable import PostgresMemoStore

/// A shared store keeps every row to its role: alice and bob, granted by the owner, connect as
/// themselves, and neither todo nor plain SQL lets one read or change the other's rows, in any
/// table todo made. The owner's single-role setup, `--user` as a label, is unchanged.
final class PostgresRowSecurityTests: XCTestCase {
    private var shared: PostgresSharedStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        shared = try PostgresSharedStore()
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }
        _ = try owner.grantAccess(toRole: shared.alice)
        _ = try owner.grantAccess(toRole: shared.bob)
        // Someone to share with, of neither alice's role nor bob's.
        _ = try owner.logIn(userName: "owner")
    }

    override func tearDown() {
        shared = nil
        super.tearDown()
    }

    func test_everyTableTodoMade_isListedInRowSecurity_andHasItsPolicyOn() throws {
        // A table added by a later migration and left out of `PostgresRowSecurity` fails here.
        let tables = try shared.execute(
            """
            SELECT relname, relrowsecurity, (SELECT count(*) FROM pg_policy WHERE polrelid = pg_class.oid)
            FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind IN ('r', 'p') ORDER BY relname
            """, [shared.schema])
        var names: [String] = []
        for row in 0..<tables.rowCount {
            names.append(tables.string(row, 0))
            XCTAssertTrue(tables.bool(row, 1), tables.string(row, 0))
            XCTAssertGreaterThan(tables.int64(row, 2), 0, tables.string(row, 0))
        }
        XCTAssertEqual(Set(names), Set(PostgresRowSecurity.tables + ["todo_meta"]))
    }

    func test_bobThroughSQL_readsAndChangesNoneOfAlicesRows_inAnyTable() throws {
        // given alice with a row in every table, and bob with his own
        try fillEveryTable(as: shared.alice, user: "alice")
        try fillEveryTable(as: shared.bob, user: "bob")
        let before = try everyTable(seenBy: nil)
        let alicesRows = try everyTable(seenBy: shared.alice)
        let bobsRows = try ownRows(of: shared.bob)
        XCTAssertTrue(alicesRows.allSatisfy { $0.value > 0 }, "\(alicesRows)")
        // when bob, through psql's kind of connection, reads, changes and deletes everything he can
        let bob = try shared.connect(as: shared.bob)
        let seen = try everyTable(seenBy: shared.bob)
        _ = try bob.execute("UPDATE memos SET title = 'mine now', user_id = user_id")
        _ = try bob.execute("UPDATE users SET open_count = 99, context = 'x'")
        for table in ["change_memos", "changes", "contexts", "memos", "shares"] {
            _ = try bob.execute("DELETE FROM \(table)")
        }
        XCTAssertThrowsError(try bob.execute("UPDATE todo_meta SET value = 99 WHERE name = 'schema'"))
        // then he saw and changed his own rows only; alice's are all there, as they were
        XCTAssertEqual(seen, bobsRows, "bob sees only his rows")
        XCTAssertEqual(try everyTable(seenBy: shared.alice), alicesRows)
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM memos WHERE title = 'mine now'").int64(0, 0), 0)
        XCTAssertEqual(try shared.execute("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0),
                       Int64(PostgresSchema.currentVersion))
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM memos").int64(0, 0), Int64(before["memos"]! - seen["memos"]!))
    }

    func test_bobThroughSQL_cannotWriteRowsIntoAlicesUser_orGiveHisUserAway() throws {
        try fillEveryTable(as: shared.alice, user: "alice")
        try fillEveryTable(as: shared.bob, user: "bob")
        let alicesID = try shared.execute("SELECT id FROM users WHERE name = 'alice'").string(0, 0)
        let bob = try shared.connect(as: shared.bob)
        let attempts = [
            "INSERT INTO memos(user_id, uuid, title, created, updated, search) VALUES (\(alicesID), 'u', 't', now(), now(), '')",
            "INSERT INTO changes(user_id, kind, memo_count, time) VALUES (\(alicesID), 'add', 1, now())",
            "INSERT INTO contexts(user_id, name, filter) VALUES (\(alicesID), 'x', '')",
            "INSERT INTO shares(owner_id, project, grantee_name, role) VALUES (\(alicesID), 'x', 'bob', 'writer')",
            "INSERT INTO users(name, role) VALUES ('mallory', '\(shared.alice)')",
            "UPDATE users SET role = '\(shared.alice)'",
        ]
        for sql in attempts {
            XCTAssertThrowsError(try bob.execute(sql), sql) {
                XCTAssertEqual(($0 as? PostgresError)?.sqlState, "42501", "\(sql): \($0)")
            }
        }
        // A memo never changes user, whoever asks.
        XCTAssertThrowsError(try bob.execute("UPDATE memos SET user_id = \(alicesID)")) {
            XCTAssertEqual(($0 as? PostgresError)?.sqlState, "23503", "\($0)")
        }
        XCTAssertEqual(try everyTable(seenBy: shared.alice), try ownRows(of: shared.alice))
    }

    func test_bobThroughTodo_askingForAlicesUser_isRefused_andSeesNothingOfHers() throws {
        try fillEveryTable(as: shared.alice, user: "alice")
        let bob = try shared.open(as: shared.bob)
        defer { bob.close() }
        XCTAssertThrowsError(try bob.logIn(userName: "alice")) {
            guard case .permissionDenied(_, let reason)? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.contains("another PostgreSQL role"), reason)
        }
        // his own user, whatever he names it, holds none of alice's memos, nor her ids
        let bobsUser = try bob.logIn(userName: "bob")
        XCTAssertEqual(try bob.page(MemoPageRequest(filter: MemoFilter(status: .all), limit: 100), for: bobsUser).memos, [])
        let alicesMemo = try shared.execute("SELECT min(id) FROM memos").int64(0, 0)
        XCTAssertThrowsError(try bob.memo(id: alicesMemo, for: User(id: 1, name: "alice"))) {
            XCTAssertEqual($0 as? MemoStoreError, .memoNotFound(id: alicesMemo))
        }
    }

    func test_aRoleNobodyGranted_isToldItMayNotUseTheStore() throws {
        _ = try shared.open(as: shared.owner)
        XCTAssertThrowsError(try shared.open(as: shared.carol)) {
            guard case .permissionDenied? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
            XCTAssertFalse("\($0)".contains("\n"))
        }
        XCTAssertThrowsError(try PostgresMemoRepository(readingExistingStoreAt: shared.uri(as: shared.carol)))
    }

    func test_grant_fromARoleThatIsNotTheOwner_isRefused_andChangesNothing() throws {
        let bob = try shared.open(as: shared.bob)
        defer { bob.close() }
        XCTAssertThrowsError(try bob.grantAccess(toRole: shared.carol)) {
            XCTAssertEqual($0 as? PostgresAccessError, .notOwner(connectedAs: shared.bob, owner: shared.owner))
        }
        XCTAssertThrowsError(try bob.revokeAccess(fromRole: shared.alice)) {
            XCTAssertEqual($0 as? PostgresAccessError, .notOwner(connectedAs: shared.bob, owner: shared.owner))
        }
        XCTAssertThrowsError(try shared.open(as: shared.carol))
        XCTAssertNoThrow(try shared.open(as: shared.alice).close())
    }

    func test_grant_ofNoRole_theOwner_orASuperuser_isRefused() throws {
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }
        let superuser = try shared.execute("SELECT current_user").string(0, 0)
        let refusals: [(String, PostgresAccessError)] = [
            (shared.schema + "_nobody", .noSuchRole(shared.schema + "_nobody")),
            (shared.owner, .ownsTheStore(shared.owner)),
            (superuser, .bypassesRowSecurity(superuser)),
        ]
        for (role, error) in refusals {
            XCTAssertThrowsError(try owner.grantAccess(toRole: role), role) { XCTAssertEqual($0 as? PostgresAccessError, error) }
        }
    }

    func test_revoke_takesAccessBack_keepsTheRows_andAGrantGivesThemBack() throws {
        try fillEveryTable(as: shared.alice, user: "alice")
        let rows = try everyTable(seenBy: shared.alice)
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }
        // when
        XCTAssertTrue(try owner.revokeAccess(fromRole: shared.alice))
        // then
        XCTAssertThrowsError(try shared.open(as: shared.alice)) {
            guard case .permissionDenied? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
        }
        XCTAssertFalse(try owner.revokeAccess(fromRole: shared.alice), "a second revoke finds nothing to take back")
        XCTAssertEqual(try shared.execute("SELECT count(*) FROM memos").int64(0, 0), Int64(rows["memos"]!))
        // and a new grant
        _ = try owner.grantAccess(toRole: shared.alice)
        XCTAssertEqual(try everyTable(seenBy: shared.alice), rows)
    }

    func test_grant_handsTheOwnersUserOfTheRolesName_toTheRole_andNoOtherUser() throws {
        // given the single-role setup: the owner keeps labels, one of them named like carol's role
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }
        let carolsLabel = try owner.logIn(userName: shared.carol)
        let other = try owner.logIn(userName: "dave")
        _ = try owner.create(MemoDraft(title: "carol's"), for: carolsLabel)
        _ = try owner.create(MemoDraft(title: "dave's"), for: other)
        // when
        let grant = try owner.grantAccess(toRole: shared.carol)
        // then carol finds the memos of her label; dave's stays with the owner
        XCTAssertTrue(grant.handedOverUser)
        let carol = try shared.open(as: shared.carol)
        defer { carol.close() }
        let user = try carol.logIn(userName: shared.carol)
        XCTAssertEqual(try carol.page(MemoPageRequest(limit: 10), for: user).memos.map(\.title), ["carol's"])
        XCTAssertThrowsError(try carol.logIn(userName: "dave"))
        XCTAssertEqual(try owner.page(MemoPageRequest(limit: 10), for: other).memos.map(\.title), ["dave's"])
    }

    func test_theOwnersLabels_workAsBefore_unboundByThePolicies() throws {
        try fillEveryTable(as: shared.alice, user: "alice")
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }
        let first = try owner.logIn(userName: "first")
        let second = try owner.logIn(userName: "second")
        _ = try owner.create(MemoDraft(title: "one"), for: first)
        _ = try owner.create(MemoDraft(title: "two"), for: second)
        XCTAssertEqual(try owner.page(MemoPageRequest(limit: 10), for: first).memos.map(\.title), ["one"])
        XCTAssertEqual(try owner.page(MemoPageRequest(limit: 10), for: second).memos.map(\.title), ["two"])
        let connection = try shared.connect(as: shared.owner)
        XCTAssertFalse(try connection.execute("SELECT row_security_active('memos')").bool(0, 0))
        XCTAssertEqual(try connection.execute("SELECT count(*) FROM memos").int64(0, 0),
                       try shared.execute("SELECT count(*) FROM memos").int64(0, 0), "the owner sees every row")
    }

    func test_aGrantedRolesImport_ofRecordsWithoutUUIDs_isWrittenUnderThePolicies() throws {
        let alice = try shared.open(as: shared.alice)
        defer { alice.close() }
        let user = try alice.logIn(userName: "alice")
        var drafts = (0..<50).map { MemoDraft(title: "imported \($0)") }.makeIterator()
        XCTAssertEqual(try alice.importMemos(for: user) { drafts.next() }.added, 50)
        XCTAssertEqual(try alice.counts(for: user).open, 50)
        XCTAssertEqual(try alice.undoLastChange(for: user).kind, .import)
        XCTAssertEqual(try alice.counts(for: user).open, 0)
    }

    // MARK: - Private

    /// Gives `user` of `role` a row in every table todo made: memos, history (with saved
    /// memos), a context, a replica and its name.
    private func fillEveryTable(as role: String, user name: String) throws {
        let store = try shared.open(as: role)
        defer { store.close() }
        let user = try store.logIn(userName: name)
        let memo = try store.create(MemoDraft(title: "\(name)'s memo", tags: ["x"]), for: user)
        _ = try store.create(MemoDraft(title: "\(name)'s other memo"), for: user)
        _ = try store.modify(ids: [memo.id], with: MemoPatch(title: "\(name)'s renamed memo"), for: user)
        try store.defineContext(MemoContext(name: "work", filterWords: ["+x"]), for: user)
        // A deleted memo's tombstone, and a replica that synced: the hub's tables.
        let deleted = try store.create(MemoDraft(title: "\(name)'s memo to delete"), for: user)
        _ = try store.delete(ids: [deleted.id], for: user)
        try store.noteReplica("\(name)'s laptop", seenThrough: 1, token: "t", for: user)
        try store.nameReplica("\(name)'s laptop", as: "\(name)'s laptop", for: user)
        _ = try store.share(project: "shared", with: "owner", as: .reader, for: user)
        let lost = SyncConflict(uuid: memo.uuid, subject: .field(.title), lost: memo, time: memo.updated, key: "\(name)'s conflict")
        _ = try store.exchangeConflicts(adding: [lost], resolving: [], for: user)
    }

    /// How many rows of each protected table `role` sees (nil: the superuser, every row).
    private func everyTable(seenBy role: String?) throws -> [String: Int] {
        let connection = try role.map { try shared.connect(as: $0) }
        var counts: [String: Int] = [:]
        for table in PostgresRowSecurity.tables {
            let sql = "SELECT count(*) FROM \(table)"
            counts[table] = Int(try connection?.execute(sql).int64(0, 0) ?? shared.execute(sql).int64(0, 0))
        }
        return counts
    }

    /// How many rows of each protected table belong to `role`, counted by the superuser.
    private func ownRows(of role: String) throws -> [String: Int] {
        let users = "(SELECT id FROM users WHERE role = '\(role)')"
        var counts: [String: Int] = [:]
        for table in PostgresRowSecurity.tablesKeyedByUser.map(\.name) {
            counts[table] = Int(try shared.execute("SELECT count(*) FROM \(table) WHERE user_id IN \(users)").int64(0, 0))
        }
        counts["users"] = Int(try shared.execute("SELECT count(*) FROM users WHERE role = '\(role)'").int64(0, 0))
        counts["shares"] = Int(try shared.execute("SELECT count(*) FROM shares WHERE owner_id IN \(users)").int64(0, 0))
        counts["change_memos"] = Int(try shared.execute(
            "SELECT count(*) FROM change_memos JOIN changes ON changes.id = change_id WHERE user_id IN \(users)").int64(0, 0))
        return counts
    }
}
