import Foundation
import TestSupport

/// The base of an end-to-end suite that runs on every engine from the same test code: each
/// test takes the engine as its argument (`@Test(arguments: TodoEngine.allCases)`) and calls
/// `begin(on:)` first; Swift Testing makes a fresh suite instance per test case.
///
/// Tests make their stores with `makeTodo()`. Without `TODO_TEST_POSTGRES_URI` the PostgreSQL
/// cases are cancelled, saying so; under `CI=true` they fail instead.
class EngineSuite {
    /// The engine this test case's stores live in.
    private(set) var engine: TodoEngine = .sqlite

    /// Starts the test case on `engine`; a suite that prepares more overrides it, calling super first.
    func begin(on engine: TodoEngine) throws {
        self.engine = engine
        if engine == .postgresql { _ = try PostgresTestSchema.serverURI() }
    }

    /// A throwaway store of its own on this test case's engine, and the binary to run against it;
    /// `withoutStore` as `TodoProcess` takes it.
    func makeTodo(withoutStore: Bool = false) throws -> TodoProcess {
        try TodoProcess(engine: engine, withoutStore: withoutStore)
    }
}
