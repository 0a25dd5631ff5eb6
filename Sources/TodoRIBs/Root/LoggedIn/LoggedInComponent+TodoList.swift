/// TodoList's edge of the DI tree: dates come from LoggedIn's clock (in
/// `LoggedInComponent+Screens`), the user name from the scope. The list follows no stream:
/// it prints what its own requests answer.
extension LoggedInComponent: TodoListDependency {}
