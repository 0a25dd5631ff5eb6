import MemoStore
import XCTest
@testable import PostgresMemoStore

/// A version 9 hub, which a granted role attacked as issue 30 describes, opened by this binary:
/// version 10 repairs it in place, keeps every row, and narrows what the roles granted before
/// may do.
final class PostgresHubMigrationTests: XCTestCase {
    func test_anAttackedVersion9Hub_isMigrated_everyoneWritesAgain_andNobodysNextUserTakesOverPlantedRows() throws {
        // given a version 9 hub that granted alice what version 9 granted
        let shared = try PostgresSharedStore()
        try PostgresSchema.migrate(try shared.connect(as: shared.owner), to: 9)
        let grant = try shared.connect(as: shared.owner)
        for sql in [
            "GRANT USAGE ON SCHEMA \(shared.schema) TO \(shared.alice)",
            "GRANT SELECT, INSERT, UPDATE, DELETE ON \(PostgresRowSecurity.tables(createdBy: 9).joined(separator: ", ")) TO \(shared.alice)",
            "GRANT SELECT, UPDATE (value) ON todo_meta TO \(shared.alice)",
            "GRANT USAGE, SELECT ON SEQUENCE todo_sync_seq TO \(shared.alice)",
        ] {
            try grant.execute(sql)
        }
        // and alice, through SQL: the change token at its largest, a user planted ahead of the
        // identity with memos and then deleted, and history entries planted ahead of theirs
        let alice = try shared.connect(as: shared.alice)
        let alicesUser = try alice.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").int64(0, 0)
        let planted = alicesUser + 2
        try alice.execute("INSERT INTO users(id, name) VALUES (\(planted), 'planted')")
        try alice.execute(
            "INSERT INTO memos(user_id, uuid, title, created, updated, search) VALUES (\(planted), 'u', 'planted', now(), now(), '')")
        try alice.execute("DELETE FROM users WHERE id = \(planted)")
        for id in 1...3 {
            try alice.execute("INSERT INTO changes(id, user_id, kind, memo_count, time) VALUES (\(id), \(alicesUser), 'add', 1, now())")
        }
        try alice.execute("UPDATE todo_meta SET value = 9223372036854775807 WHERE name = 'generation'")

        // when the owner opens it
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }

        // then the planted memo belongs to a user of the owner's, and new users hold nothing
        XCTAssertEqual(try shared.execute("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0), Int64(PostgresSchema.currentVersion))
        let orphaned = try shared.execute("SELECT name, role FROM users WHERE id = \(planted)")
        XCTAssertEqual([orphaned.string(0, 0), orphaned.string(0, 1)], ["orphaned-\(planted)", shared.owner])
        var users: [User] = []
        for name in ["dave", "erin", "frank"] {
            let user = try owner.logIn(userName: name)
            XCTAssertEqual(try owner.page(MemoPageRequest(filter: MemoFilter(status: .all), limit: 5), for: user).memos, [], name)
            users.append(user)
        }
        // and everyone writes, each write a history entry of its own
        for user in users {
            _ = try owner.create(MemoDraft(title: "\(user.name)'s"), for: user)
        }
        let alicesStore = try shared.open(as: shared.alice)
        defer { alicesStore.close() }
        let alicesTodo = try alicesStore.logIn(userName: "alice")
        XCTAssertEqual(alicesTodo.id, alicesUser)
        _ = try alicesStore.create(MemoDraft(title: "alice's"), for: alicesTodo)
        XCTAssertEqual(try alicesStore.undoLastChange(for: alicesTodo).kind, .add)
        // and alice now holds the narrower privileges
        XCTAssertThrowsError(try alice.execute("INSERT INTO users(id, name) OVERRIDING SYSTEM VALUE VALUES (\(planted + 10), 'x')"))
        XCTAssertThrowsError(try alice.execute("UPDATE todo_meta SET value = 0"))
        XCTAssertThrowsError(try alice.execute("DELETE FROM users"))
    }

    func test_aVersion9StoreOfOneRole_keepsItsUsersIDsAndHistory() throws {
        // given a version 9 store of labels, with history
        let schema = try PostgresTestSchema()
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 9)
        let alice = try schema.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").int64(0, 0)
        try schema.execute("INSERT INTO changes(user_id, kind, memo_count, time) VALUES ($1, 'add', 1, now())", [String(alice)])
        // when
        let store = try schema.open()
        defer { store.close() }
        // then
        let user = try store.logIn(userName: "alice")
        XCTAssertEqual(user.id, alice)
        let token = try store.changeToken()
        _ = try store.create(MemoDraft(title: "next"), for: try store.logIn(userName: "bob"))
        XCTAssertNotEqual(try store.changeToken(), token)
        XCTAssertEqual(try store.history(limit: 5, for: user).count, 1)
    }

    func test_aVersion11HubWithAGrantedRole_isMigratedInPlace_andTheRoleSharesItsMemos() throws {
        // given a version 11 hub that granted alice, with her memo and the owner's label bob
        let shared = try PostgresSharedStore()
        let owner = try shared.connect(as: shared.owner)
        try PostgresSchema.migrate(owner, to: 11)
        for statement in PostgresRowSecurity.granting(to: shared.alice, schema: shared.schema, version: 11) {
            try owner.execute(statement)
        }
        let alice = try shared.connect(as: shared.alice)
        let alicesUser = try alice.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").string(0, 0)
        try alice.execute(
            "INSERT INTO memos(user_id, uuid, title, project, created, updated, search) VALUES ($1, 'u', 'kept', 'work', now(), now(), '')",
            [alicesUser])
        try owner.execute("INSERT INTO users(name) VALUES ('bob')")
        // when the owner opens it, and alice shares her project with bob
        try shared.open(as: shared.owner).close()
        let alicesStore = try shared.open(as: shared.alice)
        defer { alicesStore.close() }
        let user = try alicesStore.logIn(userName: "alice")
        _ = try alicesStore.share(project: "work", with: "bob", as: .reader, for: user)
        // then her memo is there and the share is hers, read back through her role
        XCTAssertEqual(try alicesStore.page(MemoPageRequest(limit: 5), for: user).memos.map(\.title), ["kept"])
        XCTAssertEqual(try alicesStore.shares(for: user), [ProjectShare(owner: "alice", project: "work", grantee: "bob", role: .reader)])
        XCTAssertEqual(try shared.execute("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0), Int64(PostgresSchema.currentVersion))
    }
}
