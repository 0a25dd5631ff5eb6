import Foundation
@testable import MemoStore
@testable import PostgresMemoStore
import TestSupport

/// The store a contract suite's test uses on PostgreSQL: migrated and empty, lent by
/// `PostgresPooledSchema` on the server `TODO_TEST_POSTGRES_URI` names, given back when this
/// value is released (after every connection opened on it is closed).
///
/// Without that variable the PostgreSQL cases are cancelled, saying so; under `CI=true` they fail
/// instead.
final class PostgresContractStore {
    /// Takes a store for the test.
    init() throws {
        let environment = ProcessInfo.processInfo.environment
        let server = environment["TODO_TEST_POSTGRES_URI"] ?? ""
        try Prerequisite.require(
            !server.isEmpty, "no PostgreSQL server: set TODO_TEST_POSTGRES_URI (as .ci/run does) to run the contract on PostgreSQL")
        let admin = try PostgresConnection(connectionString: server)
        pooled = try PostgresPooledSchema(run: { let rows = try admin.execute($0); return rows.rowCount == 0 ? nil : rows.optionalString(0, 0) }) {
            try PostgresMemoRepository(connectionString: PostgresPooledSchema.uri(server, schema: $0)).close()
        }
        connectionString = PostgresPooledSchema.uri(server, schema: pooled.name)
    }

    /// A new connection to the store.
    func open() throws -> MemoRepository {
        try PostgresMemoRepository(connectionString: connectionString)
    }

    // MARK: - Private

    private let pooled: PostgresPooledSchema
    private let connectionString: String
}
