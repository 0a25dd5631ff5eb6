/// DetailContents' edge of the DI tree: the open memo comes from LoggedIn's `memoStream`,
/// read-only, and dates from its clock (both in `LoggedInComponent+Screens`).
extension LoggedInComponent: DetailContentsDependency {}
