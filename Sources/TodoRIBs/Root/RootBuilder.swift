import MemoStore

/// What the whole tree needs from the program that launches it.
@MainActor
public protocol RootDependency: Dependency {
    /// The store every memo comes from.
    var memoRepository: MemoRepository { get }
    /// The name the login screen offers when the person just presses Enter.
    var defaultUserName: String? { get }
    /// The current time and the zone dates are typed and shown in.
    var clock: LocalClock { get }
    /// A CA bundle a CalDAV sync trusts instead of the system's (curl's `CURL_CA_BUNDLE`).
    var syncCAFile: String? { get }
    /// Whether the screens are drawn on a full-screen window (`todo ui`) rather than printed
    /// line by line (the shell, one-shot commands).
    var isFullScreen: Bool { get }
}

extension RootDependency {
    /// The system's clock and local zone, unless the launching program says otherwise.
    public var clock: LocalClock { .system }
    /// The system's CA bundle, unless the launching program names another.
    public var syncCAFile: String? { nil }
    /// Printed screens, unless the launching program draws a full screen.
    public var isFullScreen: Bool { false }
}

final class RootComponent: Component<RootDependency> {
    let rootViewController: RootViewController

    init(dependency: RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

/// Builds the tree's root.
@MainActor
public protocol RootBuildable: Buildable {
    /// Builds Root; launch the router on a window, then hand Workflows to the actionable item.
    /// - parameter userName: the user to log in at launch; `nil` shows the login screen.
    func build(userName: String?) -> (launchRouter: LaunchRouting, actionableItem: RootActionableItem)
}

/// Builds Root, whose view is the window's root: the terminal screen.
public final class RootBuilder: Builder<RootDependency>, RootBuildable {
    /// Creates a builder over what the launching program provides.
    override public init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    public func build(userName: String?) -> (launchRouter: LaunchRouting, actionableItem: RootActionableItem) {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController, userName: userName)
        let router = RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: component),
            loggedInBuilder: LoggedInBuilder(dependency: component))
        return (router, interactor)
    }
}
