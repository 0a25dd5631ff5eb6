/// A router whose RIB owns a view.
@MainActor
public protocol ViewableRouting: Routing {
    /// The RIB's view, for the parent to present.
    var viewControllable: ViewControllable { get }
}

/// The base of a router whose RIB owns a view: it keeps the view controller its parent shows.
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view controller, as its own type.
    public let viewController: ViewControllerType
    /// The view controller, as its parent presents it.
    public let viewControllable: ViewControllable

    /// Creates a router for `interactor` and `viewController`, which must conform to `ViewControllable`.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        self.viewControllable = classFirstCast(
            viewController, to: ViewControllable.self, tryingFirst: TerminalViewController.self) { $0 }
        super.init(interactor: interactor)
    }
}
