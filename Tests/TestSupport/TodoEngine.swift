/// The engines a store lives in; a suite that runs on both takes one as its tests' argument
/// (`@Test(arguments: TodoEngine.allCases)`).
public enum TodoEngine: String, CaseIterable, Sendable {
    /// A SQLite file in the test's own directory.
    case sqlite
    /// A schema of its own on the server `TODO_TEST_POSTGRES_URI` names.
    case postgresql
}
