/// What LoggedOut needs from its parent.
@MainActor
protocol LoggedOutDependency: Dependency {
    /// The name offered when the person just presses Enter, if any.
    var defaultUserName: String? { get }
}

final class LoggedOutComponent: Component<LoggedOutDependency> {
    fileprivate var defaultUserName: String? { dependency.defaultUserName }
}

// MARK: - Builder

@MainActor
protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable {
    override init(dependency: LoggedOutDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        let component = LoggedOutComponent(dependency: dependency)
        let viewController = LoggedOutViewController(defaultUserName: component.defaultUserName)
        let interactor = LoggedOutInteractor(presenter: viewController, defaultUserName: component.defaultUserName)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}
