/// The memos and the screen TodoList receives from LoggedIn's scope.
extension LoggedInComponent: TodoListDependency {
    var memoStream: MemoStream { mutableMemoStream }
}
