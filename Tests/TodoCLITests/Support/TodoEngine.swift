/// The engine a `TodoProcess`'s store lives in.
enum TodoEngine: Sendable {
    /// A file `todo.sqlite` in the process's own directory.
    case sqlite
    /// A schema of its own on the server `TODO_TEST_POSTGRES_URI` names.
    case postgresql
}
