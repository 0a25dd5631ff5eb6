import Foundation
import TestSupport
import XCTest
@testable import PostgresMemoStore

/// A store shared the way a team would: an owner role (not a superuser, so row-level security
/// means what it says) owning a fresh schema, and login roles alice, bob and carol, named
/// uniquely for this run because roles belong to the whole server. The test server's own
/// login is a superuser, which policies never bind: it only sets up, looks and cleans up.
/// Everything is dropped on release.
final class PostgresSharedStore {
    /// The role that owns the store's schema and tables.
    let owner: String
    let alice: String
    let bob: String
    /// A role nobody grants the store.
    let carol: String
    let schema: String

    init() throws {
        server = try PostgresTestServer.uri()
        admin = try PostgresConnection(connectionString: server)
        let prefix = "todo_rls_" + UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(12)
        (owner, alice, bob, carol, schema) = (prefix + "_owner", prefix + "_alice", prefix + "_bob", prefix + "_carol", prefix)
        for role in [owner, alice, bob, carol] {
            try admin.execute("CREATE ROLE \(role) LOGIN NOSUPERUSER")
        }
        try admin.execute("CREATE SCHEMA \(schema) AUTHORIZATION \(owner)")
    }

    deinit {
        let roles = [owner, alice, bob, carol].joined(separator: ", ")
        _ = try? admin.execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
        _ = try? admin.execute("DROP OWNED BY \(roles)")
        _ = try? admin.execute("DROP ROLE IF EXISTS \(roles)")
    }

    /// The store's URI, connected as `role`.
    func uri(as role: String) -> String {
        PostgresPooledSchema.uri(server, schema: schema) + "&user=" + role
    }

    /// A repository connected as `role`.
    func open(as role: String) throws -> PostgresMemoRepository {
        try PostgresMemoRepository(connectionString: uri(as: role))
    }

    /// A plain connection as `role`, as psql would make, in the store's schema.
    func connect(as role: String) throws -> PostgresConnection {
        try PostgresConnection(connectionString: uri(as: role))
    }

    /// Runs SQL as the superuser, in the store's schema, policies not applying.
    @discardableResult
    func execute(_ sql: String, _ values: [String?] = []) throws -> PostgresResult {
        try admin.execute("SET search_path TO \(schema)")
        return try admin.execute(sql, values)
    }

    private let server: String
    private let admin: PostgresConnection
}
