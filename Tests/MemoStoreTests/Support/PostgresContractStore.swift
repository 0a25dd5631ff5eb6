import Foundation
@testable import MemoStore
@testable import PostgresMemoStore
import TestSupport

/// The stores the contract suites use on PostgreSQL: one schema per test, named after the
/// test's temporary directory, on the server `TODO_TEST_POSTGRES_URI` names.
///
/// Without that variable the PostgreSQL cases are cancelled, saying so; under `CI=true` they fail
/// instead.
enum PostgresContractStore {
    /// Opens a connection to the test's store, creating its schema on first use.
    static func open(in directory: TemporaryDirectory) throws -> MemoRepository {
        let server = try serverURI()
        try PostgresConnection(connectionString: server).execute("CREATE SCHEMA IF NOT EXISTS \(schema(for: directory))")
        return try PostgresMemoRepository(
            connectionString: server + (server.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema(for: directory))
    }

    /// Drops the test's schema and everything in it.
    static func drop(for directory: TemporaryDirectory?) {
        guard let directory, let server = ProcessInfo.processInfo.environment["TODO_TEST_POSTGRES_URI"],
              let admin = try? PostgresConnection(connectionString: server) else { return }
        _ = try? admin.execute("DROP SCHEMA IF EXISTS \(schema(for: directory)) CASCADE")
    }

    // MARK: - Private

    private static func schema(for directory: TemporaryDirectory) -> String {
        "contract_" + directory.url.lastPathComponent.lowercased().filter { $0.isHexDigit }
    }

    private static func serverURI() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let uri = environment["TODO_TEST_POSTGRES_URI"] ?? ""
        try Prerequisite.require(
            !uri.isEmpty, "no PostgreSQL server: set TODO_TEST_POSTGRES_URI (as .ci/run does) to run the contract on PostgreSQL")
        return uri
    }
}
