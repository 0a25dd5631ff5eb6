import Foundation
@testable import PostgresMemoStore

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
        server + (server.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema + "&user=" + role
    }

    /// The role of the user named `user` in the share tests (alice, bob, carol, dave, erin).
    func role(of user: String) -> String {
        ["alice": alice, "bob": bob, "carol": carol, "dave": dave, "erin": erin][user] ?? user
    }

    /// A plain connection as `role`, as psql would make, in the store's schema.
    func connect(as role: String) throws -> PostgresConnection {
        try PostgresConnection(connectionString: db(as: role))
    }

    private let schema: String
    private let server: String
    private let admin: PostgresConnection
}
