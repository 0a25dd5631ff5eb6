/// TodoList's edge of the DI tree: dates come from LoggedIn's clock and the stream's change
/// notes from its `memoStream` (in `LoggedInComponent+Screens`), the user name from the
/// scope. The pages it shows are what its own requests answer.
extension LoggedInComponent: TodoListDependency {}
