import OpenCombine

/// The first step of every Workflow: what the tree can do before anyone is logged in.
@MainActor
public protocol RootActionableItem: AnyObject {
    /// Waits until `userName` is logged in and emits LoggedIn's actionable item, then finishes;
    /// it never logs anyone in itself (the tree is launched with the user, or the login screen asks).
    /// - throws (as the publisher's failure): `RootError.invalidUserName` when that name was refused.
    func waitForLogin(userName: String) -> AnyPublisher<(LoggedInActionableItem, ()), Error>
}

/// Why the root refused a Workflow's request.
public enum RootError: Error, Equatable, CustomStringConvertible {
    /// The user name breaks `UserNameRule`; the string says how.
    case invalidUserName(String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .invalidUserName(let problem): return "invalid user name: \(problem)"
        }
    }
}
