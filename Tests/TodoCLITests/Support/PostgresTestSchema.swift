import Foundation
import TestSupport
@testable import PostgresMemoStore

/// A store of the test's own on the test server, selected by a `search_path` option in the URI
/// the binary is given, from `PostgresPooledSchema`: migrated and empty, lent; or an empty
/// schema where no store is yet, dropped with everything in it on release.
final class PostgresTestSchema {
    /// The `--db` URI that selects this schema.
    let uri: String
    /// The schema's name, unique per store.
    let name: String

    /// `withoutStore`: an empty schema, for a test of what a command does where no store is.
    init(withoutStore: Bool = false) throws {
        let server = try Self.serverURI()
        let admin = try PostgresConnection(connectionString: server)
        pooled = try PostgresPooledSchema(run: { let rows = try admin.execute($0); return rows.rowCount == 0 ? nil : rows.optionalString(0, 0) }, migrate: withoutStore ? nil : {
            try PostgresMemoRepository(connectionString: PostgresPooledSchema.uri(server, schema: $0)).close()
        })
        name = pooled.name
        uri = PostgresPooledSchema.uri(server, schema: name)
        self.admin = admin
        _ = try admin.execute("SET search_path TO \(name)")
    }

    /// Runs `sql` (one or more statements) in the schema.
    func execute(_ sql: String) throws {
        try admin.executeScript(sql)
    }

    /// Every table of the schema with its rows as text, sorted: equal before and after a
    /// command exactly when it changed nothing.
    func contents() throws -> [String: Data] {
        let tables = try admin.execute("SELECT tablename FROM pg_tables WHERE schemaname = $1", [name])
        var contents: [String: Data] = [:]
        for row in 0..<tables.rowCount {
            let table = tables.string(row, 0)
            let rows = try admin.execute("SELECT coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '') FROM \(name).\(table) t")
            contents[table] = Data(rows.string(0, 0).utf8)
        }
        return contents
    }

    /// The server the tests use; skips without one, or fails under `CI=true`.
    static func serverURI() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let uri = environment["TODO_TEST_POSTGRES_URI"] ?? ""
        try Prerequisite.require(
            !uri.isEmpty,
            "no PostgreSQL server: set TODO_TEST_POSTGRES_URI (as .ci/run does) to run the end-to-end suites on PostgreSQL")
        return uri
    }

    // MARK: - Private

    private let admin: PostgresConnection
    private let pooled: PostgresPooledSchema
}
