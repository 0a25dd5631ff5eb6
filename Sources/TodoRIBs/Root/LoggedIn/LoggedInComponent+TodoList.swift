/// TodoList's edge of the DI tree: it reads LoggedIn's `memoStream`, read-only.
extension LoggedInComponent: TodoListDependency {}
