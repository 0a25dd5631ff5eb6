/// DetailContents reads the same memo stream as TodoList (`memoStream`, declared by
/// `LoggedInComponent+TodoList`), so a change made in one shows in the other with no wiring.
extension LoggedInComponent: DetailContentsDependency {}
