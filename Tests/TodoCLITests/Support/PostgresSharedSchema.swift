import Foundation
@testable import PostgresMemoStore
import TestSupport
import XCTest

/// A schema owned by a role of its own (not a superuser, so row-level security binds the
/// roles it grants), with login roles alice, bob and carol, all named uniquely for this run
/// (roles belong to the whole server) and dropped on release.
final class PostgresSharedSchema {
    let owner: String
    let alice: String
    let bob: String
    /// A role nobody grants the store.
    let carol: String
    /// Two more roles, for tests that need more people (nobody grants them either).
    let dave: String
    let erin: String

    init() throws {
        server = try PostgresTestSchema.serverURI()
        admin = try PostgresConnection(connectionString: server)
        let prefix = "todo_rls_" + UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(12)
        (owner, alice, bob, carol, schema) = (prefix + "_owner", prefix + "_alice", prefix + "_bob", prefix + "_carol", prefix)
        (dave, erin) = (prefix + "_dave", prefix + "_erin")
        for role in [owner, alice, bob, carol, dave, erin] {
            _ = try admin.execute("CREATE ROLE \(role) LOGIN NOSUPERUSER")
        }
        _ = try admin.execute("CREATE SCHEMA \(schema) AUTHORIZATION \(owner)")
    }

    deinit {
        let roles = [owner, alice, bob, carol, dave, erin].joined(separator: ", ")
        _ = try? admin.execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
        _ = try? admin.execute("DROP OWNED BY \(roles)")
        _ = try? admin.execute("DROP ROLE IF EXISTS \(roles)")
    }

    /// The `--db` URI of the store, connected as `role`.
    func db(as role: String) -> String {
        PostgresPooledSchema.uri(server, schema: schema) + "&user=" + role
    }

    /// The role of the user named `user` in the share tests (alice, bob, carol, dave, erin).
    func role(of user: String) -> String {
        ["alice": alice, "bob": bob, "carol": carol, "dave": dave, "erin": erin][user] ?? user
    }

    /// Grants alice and bob the store (as its owner) and returns `todo` run as a user through
    /// that user's role: the hub of roles the share tests check.
    func grantingAliceAndBob(file: StaticString = #filePath, line: UInt = #line) throws -> (String, [String]) throws -> TodoResult {
        for role in [alice, bob] {
            XCTAssertEqual(try TodoProcess.execute(["--db", db(as: owner), "admin", "grant", role]).status, 0, file: file, line: line)
        }
        return { user, arguments in
            try TodoProcess.execute(["--db", self.db(as: self.role(of: user)), "--user", user] + arguments)
        }
    }

    /// A plain connection as `role`, as psql would make, in the store's schema.
    func connect(as role: String) throws -> PostgresConnection {
        try PostgresConnection(connectionString: db(as: role))
    }

    private let schema: String
    private let server: String
    private let admin: PostgresConnection
}
