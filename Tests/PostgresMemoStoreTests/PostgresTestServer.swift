import Foundation
import TestSupport
import XCTest
@testable import PostgresMemoStore

/// The PostgreSQL server the tests use, found through `TODO_TEST_POSTGRES_URI` (which
/// `.ci/run` sets), and a schema in it per test.
///
/// Without the variable the tests skip, saying so; under `CI=true` a missing or unreachable
/// server fails them instead, so CI can never pass without running them.
enum PostgresTestServer {
    /// The server's URI, or a skip (a failure under CI) when there is none.
    static func uri() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let uri = environment["TODO_TEST_POSTGRES_URI"] ?? ""
        try Prerequisite.require(
            !uri.isEmpty, "no PostgreSQL server: set TODO_TEST_POSTGRES_URI (as .ci/run does) to run these tests")
        return uri
    }
}


/// A schema of the test's own in the test server, from `PostgresPooledSchema`: empty and dropped
/// with everything in it when released, or (`migrated`) a store lent, migrated and empty.
final class PostgresTestSchema {
    let name: String
    /// The URI of the server with this schema as the search path.
    let uri: String

    /// An empty schema, or with `migrated` a store already made in it.
    init(migrated: Bool = false) throws {
        let server = try PostgresTestServer.uri()
        let admin = try PostgresConnection(connectionString: server)
        pooled = try PostgresPooledSchema(run: { let rows = try admin.execute($0); return rows.rowCount == 0 ? nil : rows.optionalString(0, 0) }, migrate: migrated ? {
            try PostgresMemoRepository(connectionString: PostgresPooledSchema.uri(server, schema: $0)).close()
        } : nil)
        name = pooled.name
        self.admin = admin
        uri = PostgresPooledSchema.uri(server, schema: name)
    }

    /// Runs SQL as the administrator, in this schema.
    @discardableResult
    func execute(_ sql: String, _ values: [String?] = []) throws -> PostgresResult {
        try admin.execute("SET search_path TO \(name)")
        return try admin.execute(sql, values)
    }

    /// A new repository on this schema.
    func open() throws -> PostgresMemoRepository {
        try PostgresMemoRepository(connectionString: uri)
    }

    private let admin: PostgresConnection
    private let pooled: PostgresPooledSchema
}
