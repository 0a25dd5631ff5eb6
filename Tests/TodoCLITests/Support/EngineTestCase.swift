import Foundation
import XCTest

/// An end-to-end suite that runs on every engine from the same test code: this class runs it
/// on SQLite, and `scripts/generate-postgres-contract` writes a subclass into Postgres/ that
/// runs it again on PostgreSQL by overriding `engine`.
///
/// Tests make their stores with `makeTodo()`. Without `TODO_TEST_POSTGRES_URI` the PostgreSQL
/// copies skip, saying so; under `CI=true` they fail instead.
class EngineTestCase: XCTestCase {
    /// The engine this suite's stores live in.
    class var engine: TodoEngine { .sqlite }

    override func setUpWithError() throws {
        try super.setUpWithError()
        if Self.engine == .postgresql { _ = try PostgresTestSchema.serverURI() }
    }

    /// A throwaway store of its own on this suite's engine, and the binary to run against it.
    func makeTodo() throws -> TodoProcess {
        try TodoProcess(engine: Self.engine)
    }
}
