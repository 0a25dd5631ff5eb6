/// DetailContents' edge of the DI tree: it reads the same `memoStream` as TodoList, so a
/// change made in one screen shows in the other with no wiring.
extension LoggedInComponent: DetailContentsDependency {}
