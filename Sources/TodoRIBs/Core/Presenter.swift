/// What an interactor updates to show things: the marker of every `XPresentable` protocol.
@MainActor
public protocol Presentable: AnyObject {}

/// The base of a presenter that sits between an interactor and a view controller, for RIBs
/// that translate models into view models; most views present themselves instead.
@MainActor
open class Presenter<ViewControllerType>: Presentable {
    /// The view controller this presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter for `viewController`.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
