/// TodoList's edge of the DI tree: outcomes come from LoggedIn's `memoStream`, read-only, and
/// dates from its clock (both in `LoggedInComponent+Screens`); the user name from the scope.
extension LoggedInComponent: TodoListDependency {}
