import Foundation
import MemoStore
@testable import PostgresMemoStore
import TestSupport
import XCTest

/// The pool the PostgreSQL tests borrow their stores from lends a used store back as a new one
/// (empty, its ids restarted, no statistics), and remakes one whose catalog a test changed.
/// Each test has a pool of its own, so its one slot is the one lent again.
final class PostgresPooledSchemaTests: XCTestCase {
    private var server: String!
    private var admin: PostgresConnection!
    private let pool = "todo_pooltest_" + String(UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(12)) + "_"

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try PostgresTestServer.uri()
        admin = try PostgresConnection(connectionString: server)
    }

    override func tearDownWithError() throws {
        let names = try admin.execute("SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)", [pool])
        for row in 0..<names.rowCount { try admin.execute("DROP SCHEMA \(names.string(row, 0)) CASCADE") }
        try super.tearDownWithError()
    }

    func test_aUsedStore_isLentAgainAsANewOne_emptyWithItsIDsRestartedAndNoStatistics() throws {
        // given a store used as a test would: memos, a change, statistics; then given back
        var (name, oid) = try borrow { name in
            let store = try open(name)
            let alice = try store.logIn(userName: "alice")
            for index in 0..<3 { _ = try store.create(MemoDraft(title: "m\(index)", created: Timestamp(secondsSince1970: 1_800_000_000)), for: alice) }
            store.close()
            try sql(name, "ANALYZE memos")
            XCTAssertEqual(try sql(name, "SELECT count(*) > 0 FROM pg_stats WHERE schemaname = current_schema()"), "t")
            XCTAssertEqual(try sql(name, "SELECT count(*) FROM pg_sequences WHERE schemaname = current_schema() AND last_value IS NOT NULL"), "4")
        }

        // when it is borrowed again
        let (again, againOID) = try borrow { name in
            // then it is the same schema, holding what a new store holds
            XCTAssertEqual(try sql(name, "SELECT count(*) FROM memos"), "0")
            XCTAssertEqual(try sql(name, "SELECT count(*) FROM changes"), "0")
            XCTAssertEqual(try sql(name, "SELECT count(*) FROM pg_stats WHERE schemaname = current_schema()"), "0")
            XCTAssertEqual(try sql(name, "SELECT count(*) FROM pg_sequences WHERE schemaname = current_schema() AND last_value IS NOT NULL"), "0")
            XCTAssertEqual(try sql(name, "SELECT string_agg(name || '=' || value, ',') FROM todo_meta"), "schema=\(PostgresSchema.currentVersion)")
            let store = try open(name)
            defer { store.close() }
            let bob = try store.logIn(userName: "bob")
            XCTAssertEqual(bob.id, 1)
            XCTAssertEqual(try store.create(MemoDraft(title: "first", created: Timestamp(secondsSince1970: 1_800_000_000)), for: bob).id, 1)
        }
        XCTAssertEqual(again, name)
        // Only a superuser may delete the statistics; for anyone else the store is made anew.
        if try run("SELECT rolsuper FROM pg_roles WHERE rolname = current_user") == "t" {
            XCTAssertEqual(againOID, oid)
        } else {
            XCTAssertNotEqual(againOID, oid)
        }
        (name, oid) = (again, againOID)

        // when a test changes the store's catalog, the next borrower gets a store made anew
        _ = try borrow { try sql($0, "ALTER TABLE memos ADD COLUMN color text") }
        let (remade, remadeOID) = try borrow { name in
            XCTAssertEqual(try sql(name, "SELECT count(*) FROM pg_attribute WHERE attrelid = 'memos'::regclass AND attname = 'color'"), "0")
        }
        XCTAssertEqual(remade, name)
        XCTAssertNotEqual(remadeOID, oid)
    }

    func test_aStoreLent_isNotLentToAnotherUntilGivenBack() throws {
        // given a store lent
        let first = try lend()
        // when another is borrowed meanwhile, then it is another schema
        let second = try lend()
        XCTAssertNotEqual(first.name, second.name)
        XCTAssertEqual(try sql(second.name, "SELECT count(*) FROM todo_meta"), "1")
    }

    // MARK: - Private

    /// Borrows a store of the test's pool, runs `body` on it, gives it back: its name and oid.
    private func borrow(_ body: (String) throws -> Void) throws -> (String, String) {
        let lent = try lend()
        try body(lent.name)
        return (lent.name, try sql(lent.name, "SELECT oid::text FROM pg_namespace WHERE nspname = current_schema()") ?? "")
    }

    /// A store of the test's pool, on an administrator session of its own, as each helper has.
    private func lend() throws -> PostgresPooledSchema {
        let session = try PostgresConnection(connectionString: server)
        return try PostgresPooledSchema(run: { let rows = try session.execute($0); return rows.rowCount == 0 ? nil : rows.optionalString(0, 0) },
                                        migrate: migrate, pool: pool)
    }

    private func run(_ statement: String) throws -> String? {
        let rows = try admin.execute(statement)
        return rows.rowCount == 0 ? nil : rows.optionalString(0, 0)
    }

    private func migrate(_ name: String) throws {
        try open(name).close()
    }

    private func open(_ name: String) throws -> PostgresMemoRepository {
        try PostgresMemoRepository(connectionString: PostgresPooledSchema.uri(server, schema: name))
    }

    @discardableResult
    private func sql(_ name: String, _ statement: String) throws -> String? {
        let connection = try PostgresConnection(connectionString: PostgresPooledSchema.uri(server, schema: name))
        let rows = try connection.execute(statement)
        return rows.rowCount == 0 ? nil : rows.optionalString(0, 0)
    }
}
