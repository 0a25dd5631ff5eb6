/// LoggedOut offers the launching program's default user name.
extension RootComponent: LoggedOutDependency {
    var defaultUserName: String? { dependency.defaultUserName }
}
